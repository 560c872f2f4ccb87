'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore, type ComponentType } from 'react';
import type { SocialProvider } from '@/core/contract/auth';
import { socialLoginHref } from './paths';
import styles from './auth.module.css';

/** Google's 'G', drawn here (no download). */
function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Facebook's 'f' on its blue disc, drawn here (no download). */
function FacebookLogo() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.67 15.47 17.2 12h-3.33V9.75c0-.95.47-1.88 1.96-1.88h1.51V4.92s-1.37-.23-2.69-.23c-2.74 0-4.53 1.66-4.53 4.67V12H7.08v3.47h3.04V24h3.75v-8.53h2.8Z"
      />
    </svg>
  );
}

const LOGOS: Record<SocialProvider, ComponentType> = {
  google: GoogleLogo,
  facebook: FacebookLogo,
};

const noSubscription = () => () => {};

/**
 * The page's own origin: the social login must come back to the host the visitor is on (its
 * cookies live there). The server renders `fallback` (the configured site URL), the browser then
 * its own, without a hydration mismatch.
 */
function useOrigin(fallback: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => fallback,
  );
}

/**
 * 'Continue with Google' and 'Continue with Facebook' (spec §2): plain links to the backend's
 * redirect, which starts the provider's login. Only configured providers are offered.
 */
export function SocialButtons({
  providers,
  fallbackOrigin,
}: {
  providers: readonly SocialProvider[];
  fallbackOrigin: string;
}) {
  const t = useTranslations('Auth.social');
  const locale = useLocale();
  const origin = useOrigin(fallbackOrigin);
  if (providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('divider')}</span>
      </p>
      <ul className={styles.socialList} aria-label={t('label')}>
        {providers.map((provider) => {
          const Logo = LOGOS[provider];
          return (
            <li key={provider}>
              <a href={socialLoginHref(provider, origin, locale)} className={styles.socialButton}>
                <Logo />
                {t(provider)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
