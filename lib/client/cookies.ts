/**
 * The cookies the browser writes, through js-cookie, each with the attributes spec §3/§4 gives
 * it (path /, 30 days; Secure on https). js-cookie encodes and decodes the values; what a value
 * means, and which values are invalid and ignored, is up to each cookie's own module.
 */
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/locale';
import { BOOKMARKS_COOKIE, BOOKMARKS_MAX_AGE } from '@/lib/bookmarks';

type Attributes = { maxAge: number; sameSite: 'lax' | 'strict' };

const COOKIES = {
  [BOOKMARKS_COOKIE]: { maxAge: BOOKMARKS_MAX_AGE, sameSite: 'lax' },
  [LOCALE_COOKIE]: { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'strict' },
} as const satisfies Record<string, Attributes>;

export type BrowserCookie = keyof typeof COOKIES;

const DAY = 24 * 60 * 60;

export function readCookie(name: BrowserCookie): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: BrowserCookie, value: string) {
  const { maxAge, sameSite } = COOKIES[name];
  Cookies.set(name, value, {
    path: '/',
    expires: maxAge / DAY,
    sameSite,
    secure: window.location.protocol === 'https:',
  });
}

/** The language switch: the choice holds at once, even for a page the router has cached. */
export function writeLocaleCookie(locale: Locale) {
  writeCookie(LOCALE_COOKIE, locale);
}
