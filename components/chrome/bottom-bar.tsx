'use client';

import { useTranslations } from 'next-intl';
import type { ComponentType, SVGProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { AccountIcon, HeartIcon, RecipesIcon, SearchIcon } from './icons';
import { isBottomBarHidden, isCurrent } from './paths';
import styles from './bottom-bar.module.css';

type Item = {
  href: string;
  key: 'recipes' | 'favourites' | 'search' | 'account';
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
};

const ITEMS: readonly Item[] = [
  { href: '/recipes', key: 'recipes', Icon: RecipesIcon },
  { href: '/favourites', key: 'favourites', Icon: HeartIcon },
  { href: '/search', key: 'search', Icon: SearchIcon },
  { href: '/account', key: 'account', Icon: AccountIcon },
];

/**
 * The mobile bottom bar (below 1024 px). Decided on the client from the path, so public pages stay
 * cacheable; an in-flow spacer of the bar's height keeps the page end from hiding behind it.
 */
export function BottomBar() {
  const t = useTranslations('Chrome.bottomBar');
  const pathname = usePathname();
  if (isBottomBarHidden(pathname)) return null;
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav aria-label={t('label')} className={styles.bar}>
        <ul className={styles.list}>
          {ITEMS.map(({ href, key, Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className={styles.item}
                aria-current={isCurrent(pathname, href) ? 'page' : undefined}
              >
                <Icon />
                <span className={styles.label}>{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
