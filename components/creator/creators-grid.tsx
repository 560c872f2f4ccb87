'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Locale } from '@/core/contract';
import { WEBSITE_PAGE_SIZE } from '@/core/contract/paths';
import type { ApiError } from '@/lib/api/errors';
import { proxyGet } from '@/lib/client/proxy';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { routes } from '@/lib/routes';
import { EmptyStatus, LiveStatus, RetryAlert } from '@/components/ui/list-states';
import { MoreCardSkeletons } from '@/components/ui/skeleton';
import { useRevealFocus } from '@/components/ui/use-reveal-focus';
import { CreatorCard } from './creator-card';
import styles from './creators-grid.module.css';

const CREATORS_VISIBLE_STEP = PAGE_SIZES.creatorsVisibleStep;

type CreatorPage = Awaited<ReturnType<typeof fetchPage>>;

const fetchPage = (locale: Locale, page: number) =>
  proxyGet(
    'websites.index',
    {},
    {
      locale,
      page,
      perPage: WEBSITE_PAGE_SIZE,
    },
  );

/**
 * The creators grid: the first page comes from the server; 'Load More' reveals 4 more, fetching
 * the next page of 10 through the proxy when the loaded ones run out. Focus moves to the first
 * newly shown creator so keyboard users continue where the list grew.
 */
export function CreatorsGrid({ locale, initial }: { locale: Locale; initial: CreatorPage }) {
  const t = useTranslations('Creators');
  const tc = useTranslations('Common');
  const [visible, setVisible] = useState<number>(CREATORS_VISIBLE_STEP);
  const list = useRef<HTMLUListElement>(null);
  const { revealFrom, itemRef } = useRevealFocus();
  const swr = useSWRInfinite<CreatorPage, ApiError>(
    (index, previous: CreatorPage | null) =>
      previous && previous.meta.pagination.current_page >= previous.meta.pagination.total_pages
        ? null
        : (['creators', locale, index + 1] as const),
    ([, , page]: readonly [string, Locale, number]) => fetchPage(locale, page),
    {
      ...SWR_DEFAULTS,
      fallbackData: [initial],
      revalidateOnMount: false,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      // Unlike the app's SWR defaults: a failed page is retried with SWR's own back-off.
      shouldRetryOnError: true,
    },
  );
  const pages = swr.data ?? [initial];
  const creators = pages.flatMap((p) => p.data);
  const total = pages[0]?.meta.pagination.total ?? creators.length;
  const shown = creators.slice(0, visible);
  const loadingMore = swr.isValidating && swr.size > pages.length;

  const loadMore = () => {
    revealFrom(shown.length);
    const want = visible + CREATORS_VISIBLE_STEP;
    setVisible(want);
    if (want > creators.length && creators.length < total) void swr.setSize(pages.length + 1);
  };

  if (creators.length === 0) return <EmptyStatus text={t('empty')} className={styles.message} />;

  return (
    <>
      <ul ref={list} className={styles.grid} aria-label={t('title')}>
        {shown.map((creator, i) => (
          <li key={creator.id} ref={itemRef(i)}>
            <CreatorCard creator={creator} href={routes.creator(creator.slug)} />
          </li>
        ))}
        {loadingMore ? <MoreCardSkeletons count={CREATORS_VISIBLE_STEP} /> : null}
      </ul>
      <div className={styles.footer}>
        <LiveStatus text={loadingMore ? t('loading') : ''} />
        {swr.error ? (
          <RetryAlert
            message={t('error')}
            retryText={tc('tryAgain')}
            onRetry={() => void swr.mutate()}
            className={styles.message}
          />
        ) : shown.length < total ? (
          <button type="button" className="pill-button" onClick={loadMore} disabled={loadingMore}>
            {t('loadMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
