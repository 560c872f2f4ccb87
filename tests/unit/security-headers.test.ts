/** @jest-environment node */
import { INTERNAL_HEADERS, securityHeaders } from '@/server/web/security-headers';

describe('the web server’s security headers (issue 26)', () => {
  it('never let a page be framed, sniffed or given a base elsewhere', () => {
    const headers = securityHeaders(new URL('http://localhost:3000'));
    expect(headers['Content-Security-Policy']).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    // What cook mode (wake lock), sharing and the code's paste need stays allowed.
    expect(headers['Permissions-Policy']).not.toMatch(/screen-wake-lock|web-share|clipboard/);
  });

  it('ask for https only when the site is served over it, creators’ subdomains included', () => {
    expect(securityHeaders(new URL('http://localhost:3000'))).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders(new URL('https://zesty.example'))['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('keep Next’s routing headers in', () => {
    expect(INTERNAL_HEADERS.has('x-middleware-rewrite')).toBe(true);
    expect(INTERNAL_HEADERS.has('x-nextjs-rewritten-path')).toBe(true);
  });
});
