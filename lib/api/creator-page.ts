import 'server-only';
import { cache } from 'react';
import { PAGE_SIZES } from '../page-sizes';
import type { Locale } from '../../core/contract';
import { getCollections, getRecipes, getSearchFilters } from './public';
import { getCreatorForSite } from './cached';

/**
 * Everything a creator's page shows, fetched together (React cache: generateMetadata and the
 * page share it). Undefined when the creator does not exist or is not enabled.
 */
export const getCreatorPage = cache(async (slug: string, locale: Locale) => {
  const creator = await getCreatorForSite(slug, locale);
  if (!creator) return undefined;
  const [definitions, recipes, collections] = await Promise.all([
    getSearchFilters({ locale }),
    getRecipes({
      locale,
      websiteSlug: creator.slug,
      perPage: PAGE_SIZES.creatorRecipes,
      include: ['image', 'website'],
    }),
    getCollections({ locale, websiteSlug: creator.slug, perPage: 20 }),
  ]);
  return { creator, definitions, recipes, collections: collections.data };
});
