import { LOCALES, isLocale, type Locale } from '@/core/locale';

/**
 * Where /api/auth/refresh may send the browser back to (issue 14): only a path of this site under
 * `/{locale}/`, exactly as written, in plain characters — never a scheme, `//`, a backslash, dot
 * segments, an encoded path or a fragment. Everything else goes to the account page.
 */

const PATH_CHARS = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/]";
const QUERY_CHARS = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/?%]";
const SAFE = new RegExp(`^/(?:${LOCALES.join('|')})/${PATH_CHARS}*(?:\\?${QUERY_CHARS}*)?$`);
const BASE = 'http://zesty.invalid';

/** The locale a path starts with, if any. */
export function localeOfPath(path: string | null | undefined): Locale | undefined {
  const first = path?.split(/[/?]/)[1];
  return isLocale(first) ? first : undefined;
}

export const accountPath = (locale: Locale) => `/${locale}/account`;
export const signInPath = (locale: Locale) => `/${locale}/account/signin`;

/** `raw` when it is a safe path of ours, else `/{locale}/account`. */
export function safeNextPath(raw: string | null | undefined, locale: Locale): string {
  if (typeof raw !== 'string' || raw.length > 2048 || !SAFE.test(raw) || raw.includes('//'))
    return accountPath(locale);
  const url = new URL(raw, BASE);
  // The parser resolves dot segments and the like: anything it changed was not plain.
  if (url.origin !== BASE || `${url.pathname}${url.search}` !== raw) return accountPath(locale);
  return raw;
}
