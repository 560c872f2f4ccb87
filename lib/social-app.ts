/**
 * Follow opens the creator's social network in its app (spec §2: "a deep link to a social app"),
 * with the network's web page as the fallback where the app is absent. Pure, so the mapping and
 * the fallback rule can be tested without a phone.
 */

/** The app's own link for a profile page on a network we know, or undefined. */
export function socialAppUrl(webUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(webUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const [first] = url.pathname.split('/').filter(Boolean);
  const name = first && /^@?[A-Za-z0-9._-]{1,64}$/.test(first) ? first : undefined;
  switch (host) {
    case 'instagram.com':
      return name ? `instagram://user?username=${encodeURIComponent(name)}` : undefined;
    case 'x.com':
    case 'twitter.com':
      return name ? `twitter://user?screen_name=${encodeURIComponent(name)}` : undefined;
    case 'pinterest.com':
      return name ? `pinterest://user/${encodeURIComponent(name)}/` : undefined;
    case 'youtube.com':
      return `vnd.youtube://www.youtube.com${url.pathname}`;
    case 'facebook.com':
      return `fb://facewebmodal/f?href=${encodeURIComponent(url.href)}`;
    case 'tiktok.com':
      return name?.startsWith('@')
        ? `snssdk1233://user/profile/${encodeURIComponent(name)}`
        : undefined;
    default:
      return undefined;
  }
}

/** How long the page waits for the app to take over before it opens the web page instead. */
export const APP_FALLBACK_MS = 1500;

export type FollowEnv = {
  /** Hands the app's link to the system (the page stays where it is). */
  openApp: (href: string) => void;
  /** Opens the network's web page (in a new tab, as every link to another website). */
  openWeb: (href: string) => void;
  /** True when the page is still in front (no app took over). */
  isVisible: () => boolean;
  /** Calls back once if the page is hidden or left (the app opened); returns an unsubscribe. */
  onLeave: (callback: () => void) => () => void;
  setTimer: (callback: () => void, ms: number) => void;
};

/**
 * Tries the app; if the page is still in front after APP_FALLBACK_MS (no app answered the link),
 * opens the web page in its place. Without an app link, opens the web page at once.
 */
export function followInApp(webUrl: string, env: FollowEnv): void {
  const app = socialAppUrl(webUrl);
  if (!app) {
    env.openWeb(webUrl);
    return;
  }
  let left = false;
  const stop = env.onLeave(() => {
    left = true;
  });
  env.openApp(app);
  env.setTimer(() => {
    stop();
    if (!left && env.isVisible()) env.openWeb(webUrl);
  }, APP_FALLBACK_MS);
}
