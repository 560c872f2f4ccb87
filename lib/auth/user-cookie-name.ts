/**
 * The readable `user` cookie's name and lifetime, apart from its parser (lib/auth/user-cookie.ts)
 * so that code on every page can look for the cookie without loading zod.
 */
export const USER_COOKIE = 'user';

/** 120 days (spec §9), in seconds. */
export const USER_COOKIE_MAX_AGE_SECONDS = 120 * 24 * 60 * 60;

export { SESSION_CHANGE_EVENT } from '@/lib/client/session-change';

/**
 * A cookie's raw value as the browser holds it (not decoded), without js-cookie or zod: for code
 * that runs on every page and only needs to know whether a cookie is there.
 */
export function rawCookie(name: string, cookie: string = document.cookie): string | undefined {
  const prefix = `${name}=`;
  const part = cookie.split(';').find((p) => p.trimStart().startsWith(prefix));
  return part === undefined ? undefined : part.trimStart().slice(prefix.length) || undefined;
}

/**
 * The `user` cookie's raw value, unparsed: whether (and as whom, for a cache key) the browser is
 * signed in as far as the UI can know. Code on every page asks this, and must not load zod for it.
 */
export const rawUserCookie = (cookie: string = document.cookie): string | undefined =>
  rawCookie(USER_COOKIE, cookie);
