'use client';

import type { ReactNode } from 'react';
import { useLeaveSite } from '@/components/chrome/leaving-site';
import { openExternal } from '@/components/chrome/open-external';
import { followInApp, type FollowEnv } from '@/lib/social-app';

const browser: FollowEnv = {
  openApp: (href) => window.location.assign(href),
  openWeb: openExternal,
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
 * the web page, in a new tab, as the fallback (lib/social-app). On the main site it first asks
 * "You're leaving Zesty", as every other link to another website does (issue 26: it skipped the
 * dialog and replaced the page).
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
  const leave = useLeaveSite();
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        leave(href, (target) => followInApp(target, browser));
      }}
    >
      {children}
    </a>
  );
}
