'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from '@/lib/i18n/client';
import type { Locale } from '@/lib/api/contract';
import { routes } from '@/lib/routes';
import styles from './home.module.css';

/** The home's read-only search bar: a link to the search screen that carries any `s` along. */
export function HomeSearchBar({ locale, s }: { locale: Locale; s?: string }) {
  const t = useTranslations('Home');
  return (
    <Link href={routes.search(locale, s || undefined)} className={styles.searchBar}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t('searchLabel')}: </span>
      <span className={styles.searchText}>{s || t('searchPlaceholder')}</span>
    </Link>
  );
}

export function HomeSearchBarFromUrl({ locale }: { locale: Locale }) {
  const s = useSearchParams()?.get('s')?.trim().slice(0, 200);
  return <HomeSearchBar locale={locale} s={s} />;
}
