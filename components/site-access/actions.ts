'use server';

import { cookies } from 'next/headers';
import { redirect } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';
import { siteConfig } from '@/core/site';
import {
  SITE_ACCESS_COOKIE,
  SITE_ACCESS_MAX_AGE,
  SITE_ACCESS_VERIFY_MS,
  type SiteAccessState,
} from './constants';
import { passwordMatches, siteAccessToken } from './verify';

/** Longer input is never the password; refuse it before hashing. */
const MAX_PASSWORD_LENGTH = 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §5 site password: required; a wrong entry answers 'incorrect' (the form clears the
 * field); a correct one sets the access cookie for 7 days and goes to the locale home.
 * Verification takes about 0.5 s whatever the outcome.
 */
export async function verifySiteAccess(
  previous: SiteAccessState,
  formData: FormData,
): Promise<SiteAccessState> {
  const started = Date.now();
  const rawLocale = formData.get('locale');
  const locale = isLocale(rawLocale) ? rawLocale : routing.defaultLocale;
  const config = siteConfig();
  // Spec §2/§4: with the gate switched off, access is always granted.
  if (!config.siteAccessGate) redirect({ href: '/', locale });

  const password = formData.get('password');
  if (typeof password !== 'string' || password === '') {
    return { error: 'required', attempt: previous.attempt + 1 };
  }
  const expected = process.env.SITE_ACCESS_PASSWORD ?? '';
  const ok = password.length <= MAX_PASSWORD_LENGTH && passwordMatches(password, expected);
  await sleep(Math.max(0, SITE_ACCESS_VERIFY_MS - (Date.now() - started)));
  if (!ok) return { error: 'incorrect', attempt: previous.attempt + 1 };

  (await cookies()).set(SITE_ACCESS_COOKIE, siteAccessToken(expected), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SITE_ACCESS_MAX_AGE,
    secure: config.siteUrl.protocol === 'https:',
  });
  redirect({ href: '/', locale });
}
