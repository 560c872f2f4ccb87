/** The site's locales (spec §9). Here, not in the API contract, so client code needs no zod. */
export const LOCALES = ['en', 'nl'] as const;

export type Locale = (typeof LOCALES)[number];

/** No next-intl here: the Edge middleware and plain unit tests use this module. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * Spec §4: en-GB and en-US map to en, nl-NL to nl; anything else (including nothing) to nl.
 */
export function normaliseLocale(value: string | null | undefined): Locale {
  if (typeof value !== 'string') return 'nl';
  const v = value.trim().toLowerCase();
  if (v === 'en' || v === 'en-gb' || v === 'en-us') return 'en';
  return 'nl';
}
