'use client';

import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Locale } from '@/core/contract';
import { proxyGet } from '@/lib/client/proxy';
import { PAGE_SIZES } from '@/lib/page-sizes';
import type { Site } from '@/core/sites';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { RelatedList } from './related-list';
import styles from './recipe-detail.module.css';

/** The related recipes, fetched in the browser after the server could not load them. */
export function RelatedRecipesRetry({
  locale,
  site,
  slug,
  creator,
}: {
  locale: Locale;
  site: Site;
  slug: string;
  creator: string | undefined;
}) {
  const t = useTranslations('Recipe');
  const tCommon = useTranslations('Common');
  const { data, error, isLoading, mutate } = useSWR(
    ['related', locale, slug, creator ?? ''],
    ([, l, s, c]) =>
      proxyGet(
        'recipes.related',
        { slug: s },
        {
          locale: l,
          websiteSlug: c || undefined,
          perPage: PAGE_SIZES.relatedRecipes,
          include: 'image,website',
        },
      ),
    SWR_DEFAULTS,
  );
  if (isLoading) return <CardGridSkeleton count={3} label={tCommon('loading')} />;
  if (error || !data) {
    return (
      <div className={styles.relatedError} role="alert">
        <p>{t('related.error')}</p>
        <button type="button" className="pill-button" onClick={() => void mutate()}>
          {tCommon('tryAgain')}
        </button>
      </div>
    );
  }
  return <RelatedList recipes={data.data} site={site} creator={creator} />;
}
