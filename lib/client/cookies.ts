/**
 * The cookies the browser writes, through js-cookie, each with the attributes spec §3/§4 gives
 * it (path /, 30 days; Secure on https). js-cookie encodes and decodes the values; what a value
 * means, and which values are invalid and ignored, is up to each cookie's own module.
 */
import Cookies from 'js-cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/core/locale';
import { BOOKMARKS_COOKIE, BOOKMARKS_MAX_AGE } from '@/lib/bookmarks';
import { ORDERS_COOKIE, ORDERS_MAX_AGE } from '@/lib/orders';
import { UNITS_COOKIE, UNITS_MAX_AGE } from '@/core/kitchen/units';
import { THEME_COOKIE, THEME_MAX_AGE } from '@/core/theme-choice';
import { MENU_COOKIE, MENU_MAX_AGE } from '@/core/kitchen/menu';

type Attributes = { maxAge: number; sameSite: 'lax' | 'strict' };

const COOKIES = {
  [BOOKMARKS_COOKIE]: { maxAge: BOOKMARKS_MAX_AGE, sameSite: 'lax' },
  [ORDERS_COOKIE]: { maxAge: ORDERS_MAX_AGE, sameSite: 'lax' },
  [LOCALE_COOKIE]: { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'strict' },
  [UNITS_COOKIE]: { maxAge: UNITS_MAX_AGE, sameSite: 'lax' },
  [THEME_COOKIE]: { maxAge: THEME_MAX_AGE, sameSite: 'lax' },
  [MENU_COOKIE]: { maxAge: MENU_MAX_AGE, sameSite: 'lax' },
} as const satisfies Record<string, Attributes>;

export type BrowserCookie = keyof typeof COOKIES;

const DAY = 24 * 60 * 60;

/**
 * What a browser stores of one cookie: its name, '=' and its encoded value together in at most
 * 4096 bytes (RFC 6265 §6.1; Chromium and Firefox refuse a longer one and keep the old value).
 */
export const COOKIE_MAX_BYTES = 4096;

/** Whether `value` fits in the cookie once js-cookie has encoded it (all ASCII then). */
export function fitsInCookie(name: BrowserCookie, value: string): boolean {
  return name.length + 1 + Cookies.converter.write(value, name).length <= COOKIE_MAX_BYTES;
}

export function removeCookie(name: BrowserCookie) {
  Cookies.remove(name, { path: '/' });
}

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
