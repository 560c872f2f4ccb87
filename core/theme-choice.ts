/**
 * The theme switch (issue 28): the page follows the system's light or dark setting unless the
 * visitor chose one, which the `theme` cookie keeps for a year ('system' is no cookie at all).
 * The root layout's inline script puts the choice on <html> as data-theme before the first
 * paint, so no page shows the wrong theme first, and every page stays one cacheable document
 * for all visitors.
 */
export const THEME_COOKIE = 'theme';
export const THEME_MAX_AGE = 365 * 24 * 60 * 60;

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** What the cookie's value means: a forced theme, or the system's. */
export function themeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Run in <head> before anything paints; any failure leaves the system's theme. */
export const THEME_SCRIPT =
  'try{var m=document.cookie.match(/(?:^|; )theme=(light|dark)(?:;|$)/);' +
  'if(m)document.documentElement.dataset.theme=m[1]}catch(e){}';

/**
 * The script's SHA-256 for the personal pages' Content-Security-Policy (core/security-policy.ts),
 * which allows no other inline script; tests/unit/security-policy.test.ts checks it.
 */
export const THEME_SCRIPT_HASH = "'sha256-t6y1JSMBKKul1UHT/1BXiAEDf6iBSR8NBUSpSUOEneM='";
