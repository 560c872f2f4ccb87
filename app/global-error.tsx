'use client';

import type { ErrorBoundaryProps } from '@/components/page/error-boundary';

/**
 * Last resort when the root layout itself fails: no providers or messages are available here,
 * so it is plain HTML with the router's default text and a retry.
 */
export default function GlobalError({ reset }: ErrorBoundaryProps) {
  return (
    <html lang="en">
      <head>
        <title>Unexpected Application Error! | Zesty</title>
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#1b1b1b' }}>
        <main
          style={{ maxWidth: 560, margin: '0 auto', padding: '64px 16px', textAlign: 'center' }}
        >
          <h1 role="alert">Unexpected Application Error!</h1>
          <button
            type="button"
            onClick={() => reset()}
            style={{
              minHeight: 48,
              padding: '0 24px',
              border: 0,
              borderRadius: 999,
              background: '#212121',
              color: '#fff',
              font: 'inherit',
              fontWeight: 700,
              cursor: 'pointer',
            }}
          >
            Retry
          </button>
        </main>
      </body>
    </html>
  );
}
