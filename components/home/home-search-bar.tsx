'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/routes';
import styles from './home.module.css';

const noSubscription = () => () => {};
const termInUrl = () => new URLSearchParams(window.location.search).get('s')?.trim().slice(0, 200);
const noTerm = () => undefined;

/**
 * The home's read-only search bar: a link to the search screen that carries any `s` of the URL
 * along. The term is read from the location after hydration rather than through useSearchParams,
 * whose Suspense boundary would be rendered anew in the browser: a visitor who tapped the bar at
 * that moment tapped an anchor that was being replaced, and did not get to the search screen.
 */
export function HomeSearchBar() {
  const t = useTranslations('Home');
  const s = useSyncExternalStore(noSubscription, termInUrl, noTerm);
  return (
    <Link href={routes.search(s || undefined)} className={styles.searchBar}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t('searchLabel')}: </span>
      <span className={styles.searchText}>{s || t('searchPlaceholder')}</span>
    </Link>
  );
}
