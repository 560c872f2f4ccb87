'use client';

import type { useTranslations } from 'next-intl';

export type AuthT = ReturnType<typeof useTranslations<'Auth'>>;

/**
 * 429 (issue 14: limits per address and per IP): how long to wait, from the Retry-After seconds;
 * minutes from a minute on (an hourly limit may ask for 3,600 s).
 */
export function rateLimitedText(t: AuthT, retryAfter: number | undefined): string {
  if (retryAfter === undefined || retryAfter <= 0) return t('messages.rateLimitedLater');
  if (retryAfter < 60) return t('messages.rateLimited', { seconds: retryAfter });
  return t('messages.rateLimitedMinutes', { minutes: Math.ceil(retryAfter / 60) });
}
