'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { exchangeLoginToken, type AuthResult } from '@/lib/client/session';
import type { SessionUser } from '@/core/contract/auth';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { Spinner } from '@/components/ui/spinner';
import { authRoutes } from './paths';
import styles from './auth.module.css';

type Failure = 'expired' | 'failed' | 'invalid';
type Outcome = { ok: true } | { ok: false; failure: Failure };

/**
 * What the social login left in the fragment (`#token=…` or `#error=…`), read once and then
 * removed from the address and its history entry at once: the token is single use, but it has no
 * business in the history, a bookmark or a shared link.
 */
export function takeFragment(): { token: string | null; error: string | null } {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (window.location.hash) {
    const { pathname, search } = window.location;
    // The router's own state stays in the entry; only the URL loses its fragment.
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
  const token = params.get('token')?.trim() || null;
  return { token, error: params.get('error') };
}

/** Spec §8 token landing: 401 'expired', other failures 'failed', a missing value 'invalid'. */
function outcomeOf(result: AuthResult<SessionUser | null>): Outcome {
  if (result.ok) return result.data ? { ok: true } : { ok: false, failure: 'failed' };
  return { ok: false, failure: result.status === 401 ? 'expired' : 'failed' };
}

async function land(): Promise<Outcome> {
  const { token, error } = takeFragment();
  // The provider refused or the visitor cancelled: the login failed.
  if (error !== null && !token) return { ok: false, failure: 'failed' };
  if (!token) return { ok: false, failure: 'invalid' };
  return outcomeOf(await exchangeLoginToken(token));
}

/**
 * The return point of social login (spec §2 account/social): the fragment's login token is
 * exchanged for a session, then the visitor goes to their account.
 */
export function SocialLanding() {
  const t = useTranslations('Auth.token');
  const router = useRouter();
  const [failure, setFailure] = useState<Failure | null>(null);
  // One exchange per visit: the token is single use, and a development re-run of the effect
  // (Strict Mode mounts twice) must wait for the same answer, not send the token again.
  const landing = useRef<Promise<Outcome> | null>(null);

  useEffect(() => {
    let active = true;
    landing.current ??= land();
    void landing.current.then((outcome) => {
      if (!active) return;
      if (outcome.ok) router.replace(authRoutes.account());
      else setFailure(outcome.failure);
    });
    return () => {
      active = false;
    };
  }, [router]);

  if (!failure) {
    return (
      <div className={styles.landing} role="status">
        <Spinner variant="page" />
        <h1 className={styles.title}>{t('signingIn')}</h1>
      </div>
    );
  }
  return (
    <div className={styles.landing}>
      {/* The outcome is the page's heading, announced as soon as it replaces the waiting one. */}
      <div role="alert">
        <h1 className={styles.title}>{t(failure)}</h1>
      </div>
      <Link href={authRoutes.signIn()} className={styles.primary}>
        {t('backToSignIn')}
      </Link>
    </div>
  );
}
