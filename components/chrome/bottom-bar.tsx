'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isBottomBarHidden, isCurrent } from './paths';
import styles from './bottom-bar.module.css';

const ITEMS = [
  { href: '/recipes', key: 'recipes' },
  { href: '/favourites', key: 'favourites' },
  { href: '/search', key: 'search' },
  { href: '/account', key: 'account' },
] as const;

/**
 * The entries' icons, rendered by the server component that places the bar: they arrive as markup
 * in the page's payload, so the bar's code (on every page) carries no icon drawing.
 */
export type BottomBarIcons = Record<(typeof ITEMS)[number]['key'], ReactNode>;

/**
 * The mobile bottom bar (below 1024 px). Decided on the client from the path, so public pages stay
 * cacheable; an in-flow spacer of the bar's height keeps the page end from hiding behind it.
 */
export function BottomBar({ icons }: { icons: BottomBarIcons }) {
  const t = useTranslations('Chrome.bottomBar');
  const pathname = usePathname();
  if (isBottomBarHidden(pathname)) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav aria-label={t('label')} className={styles.bar}>
        <ul className={styles.list}>
          {ITEMS.map(({ href, key }) => (
            <li key={key}>
              <Link
                href={href}
                className={styles.item}
                aria-current={isCurrent(pathname, href) ? 'page' : undefined}
              >
                {icons[key]}
                <span className={styles.label}>{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
