'use client';

import type { ReactNode } from 'react';
import { followInApp, type FollowEnv } from '@/lib/social-app';

const browser: FollowEnv = {
  navigate: (href) => window.location.assign(href),
  isVisible: () => document.visibilityState === 'visible',
  onLeave: (callback) => {
    const events = ['pagehide', 'blur'] as const;
    const handler = () => {
      if (document.visibilityState === 'hidden' || !document.hasFocus()) callback();
    };
    for (const e of events) window.addEventListener(e, handler);
    document.addEventListener('visibilitychange', handler);
    return () => {
      for (const e of events) window.removeEventListener(e, handler);
      document.removeEventListener('visibilitychange', handler);
    };
  },
  setTimer: (callback, ms) => void window.setTimeout(callback, ms),
};

/**
 * The creator's follow button: a plain link to the network's web page (new tab, copy link and
 * no-JavaScript visits keep working), which a plain click turns into a deep link to the app with
 * the web page as the fallback (lib/social-app). It is no "leaving Zesty" moment: the button says
 * where it goes.
 */
export function FollowLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      rel="noopener noreferrer"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        followInApp(href, browser);
      }}
    >
      {children}
    </a>
  );
}
