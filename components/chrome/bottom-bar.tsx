'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isBottomBarHidden, isCurrent } from './paths';
import styles from './bottom-bar.module.css';

/**
 * `onIntent`: the personal screens (Favourites, Account) are prefetched when a pointer reaches the
 * entry or it takes focus, not when the bar appears. Their prefetch (segments and loading views of
 * routes no public page needs) ran on every page a phone opened, in the tasks after its load:
 * about 70 ms of the recipe page's Lighthouse Total Blocking Time (issue 23).
 */
const ITEMS = [
  { href: '/recipes', key: 'recipes', onIntent: false },
  { href: '/favourites', key: 'favourites', onIntent: true },
  { href: '/search', key: 'search', onIntent: false },
  { href: '/account', key: 'account', onIntent: true },
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
          {ITEMS.map(({ href, key, onIntent }) => (
            <li key={key}>
              <BarLink href={href} onIntent={onIntent} current={isCurrent(pathname, href)}>
                {icons[key]}
                <span className={styles.label}>{t(key)}</span>
              </BarLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * One entry. With `onIntent`, Next's hover-triggered prefetch (its prefetching guide): no prefetch
 * until a pointer enters (a touch counts: `pointerenter` fires as the finger lands) or the link takes
 * keyboard focus, then the default one.
 */
function BarLink({
  href,
  onIntent,
  current,
  children,
}: {
  href: string;
  onIntent: boolean;
  current: boolean;
  children: ReactNode;
}) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  return (
    <Link
      href={href}
      className={styles.item}
      aria-current={current ? 'page' : undefined}
      prefetch={onIntent && !intent ? false : null}
      onPointerEnter={onIntent ? show : undefined}
      onFocus={onIntent ? show : undefined}
    >
      {children}
    </Link>
  );
}
