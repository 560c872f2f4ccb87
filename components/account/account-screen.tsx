'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BackIcon, BagIcon, ChevronIcon, HeartIcon } from '@/components/chrome/icons';
import { authRoutes } from '@/components/auth/paths';
import {
  LazyStoreDialog,
  preloadStoreDialog,
  type StoreRequest,
} from '@/components/grocery/lazy-store-dialog';
import { StoreLogo } from '@/components/grocery/store-logo';
import { STORES } from '@/core/grocery/stores';
import type { UserRole } from '@/core/contract/auth';
import { canGoBackInSite } from '@/lib/client/history';
import { usePreferredStore } from '@/lib/client/preferred-store';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import { Avatar } from './avatar';
import { useLogout } from './use-logout';
import styles from './account.module.css';

/** What the account screen shows of the signed-in user (nothing more goes to the browser). */
export type AccountUser = {
  name: string;
  username: string;
  image: string | null;
  role: UserRole;
  /** The creator site a creator manages. */
  creatorSlug: string | null;
};

/** Every entry that leads somewhere ends in this. */
const chevron = <ChevronIcon className={styles.chevron} width={20} height={20} />;

/** One entry of the account list that leads to another page. */
function EntryLink({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <Link href={href} className={styles.entry}>
        <span>{label}</span>
        {chevron}
      </Link>
    </li>
  );
}

/** The entries after the store picker (their message keys): household settings, legal pages. */
const LATER_ENTRIES = [
  { href: authRoutes.settings(), label: 'household' },
  { href: '/legal/terms-of-use', label: 'terms' },
  { href: '/legal/privacy-policy', label: 'privacy' },
  { href: '/legal/cookie-policy', label: 'cookies' },
] as const;

/**
 * The account page (spec §2 account): back, the creator-mode switch (development builds only),
 * the profile card, favourites and orders, the entries, and Logout. 'Manage Food Creator Profile'
 * is for creators; in development the switch previews the page with and without it.
 */
export function AccountScreen({
  user,
  showCreatorSwitch,
}: {
  user: AccountUser;
  showCreatorSwitch: boolean;
}) {
  const t = useTranslations('Account');
  const chrome = useTranslations('Chrome');
  const router = useRouter();
  const { logout, pending } = useLogout();
  const isCreator = user.role === 'creator' && user.creatorSlug !== null;
  const [creatorMode, setCreatorMode] = useState(isCreator);
  const store = usePreferredStore();
  const [storeRequest, setStoreRequest] = useState<StoreRequest | null>(null);
  const showCreatorEntry = showCreatorSwitch ? creatorMode : isCreator;
  // The studio for creators; a previewing developer without a creator site is shown where one
  // becomes a creator.
  const creatorHref = user.creatorSlug ? authRoutes.studio() : authRoutes.becomeCreator();

  const back = () => {
    if (canGoBackInSite()) router.back();
    else router.push(routes.home());
  };

  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <button type="button" className={styles.back} onClick={back}>
          <BackIcon />
          <span>{t('back')}</span>
        </button>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>

      {showCreatorSwitch ? (
        <button
          type="button"
          role="switch"
          aria-checked={creatorMode}
          className={styles.switch}
          onClick={() => setCreatorMode((on) => !on)}
        >
          <span className={styles.switchText}>
            {t('creatorMode')} <span className={styles.badge}>{t('devOnly')}</span>
          </span>
          <span className={styles.track} aria-hidden="true">
            <span className={styles.thumb} />
          </span>
        </button>
      ) : null}

      <section className={styles.card} aria-label={t('profile')}>
        <Avatar
          name={user.name}
          username={user.username}
          image={user.image}
          size={72}
          alt={t('avatarAlt', { name: user.name || user.username })}
        />
        <div className={styles.identity}>
          <p className={styles.name}>{user.name || user.username}</p>
          <p className={styles.username}>{t('username', { username: user.username })}</p>
        </div>
      </section>

      <div className={styles.actions}>
        <Link href="/favourites" className={styles.action}>
          <HeartIcon />
          {t('favourites')}
        </Link>
        <Link href="/orders" className={styles.action}>
          <BagIcon />
          {t('orders')}
        </Link>
      </div>

      <nav aria-label={t('entriesLabel')}>
        <ul className={styles.entries}>
          {showCreatorEntry ? (
            <EntryLink href={creatorHref} label={t('manageCreator')} />
          ) : user.role === 'user' ? (
            <EntryLink href={authRoutes.becomeCreator()} label={t('becomeCreator')} />
          ) : null}
          {user.role === 'editor' ? (
            <EntryLink href={authRoutes.editor()} label={t('editorConsole')} />
          ) : null}
          <EntryLink href={authRoutes.settings()} label={t('settings')} />
          <li>
            {/* Opens the store picker; shows the chosen store (nothing until the cookie is read). */}
            <button
              type="button"
              className={`${styles.entry} ${styles.picker}`}
              aria-haspopup="dialog"
              onClick={() => setStoreRequest({})}
              onPointerEnter={preloadStoreDialog}
              onFocus={preloadStoreDialog}
            >
              <span>{t('mySupermarket')}</span>
              <span className={styles.entryEnd}>
                {store ? (
                  <StoreLogo
                    store={store}
                    size="sm"
                    label={t('storeLogoAlt', { store: STORES[store].name })}
                  />
                ) : store === null ? (
                  <span className={styles.value}>{t('supermarketNone')}</span>
                ) : null}
                {chevron}
              </span>
            </button>
          </li>
          {LATER_ENTRIES.map(({ href, label }) => (
            <EntryLink key={label} href={href} label={t(label)} />
          ))}
          <li>
            <button
              type="button"
              className={`${styles.entry} ${styles.logout}`}
              onClick={() => void logout()}
              disabled={pending}
            >
              <span>{pending ? chrome('loggingOut') : t('logout')}</span>
            </button>
          </li>
        </ul>
      </nav>
      <LazyStoreDialog request={storeRequest} onClosed={() => setStoreRequest(null)} />
    </main>
  );
}
