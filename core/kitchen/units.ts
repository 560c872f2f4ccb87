/**
 * The measure switch (issue 28): an English page shows amounts and oven temperatures in metric
 * (as the recipes are written) or in US customary measures. The choice is kept in the `units`
 * cookie for a year; a Dutch page, and the grocery basket, always use metric.
 */
import type { Locale } from '../locale';
import type { MeasureSystem } from '../ingredients';

export type { MeasureSystem };

export const UNITS_COOKIE = 'units';
export const UNITS_MAX_AGE = 365 * 24 * 60 * 60;

export function isMeasureSystem(value: unknown): value is MeasureSystem {
  return value === 'metric' || value === 'us';
}

/** What a page in `locale` shows for the stored choice `value` (the cookie, or nothing). */
export function measureSystemFor(locale: Locale, value: unknown): MeasureSystem {
  return locale === 'en' && isMeasureSystem(value) ? value : 'metric';
}
