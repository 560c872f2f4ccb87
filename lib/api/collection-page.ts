import 'server-only';
import { cache } from 'react';
import type { Locale } from '../../core/contract';
import { getCollection } from './public';
import { getCreatorForSite } from './cached';

/**
 * A creator's collection with its recipes (React cache: metadata and page share it). Undefined
 * when the creator (or its being enabled) or the collection is missing: both are not-found.
 */
export const getCollectionPage = cache(
  async (creatorSlug: string, collectionSlug: string, locale: Locale) => {
    const creator = await getCreatorForSite(creatorSlug, locale);
    if (!creator) return undefined;
    const collection = await getCollection(collectionSlug, {
      locale,
      websiteSlug: creator.slug,
      include: ['recipes', 'website'],
    });
    if (!collection) return undefined;
    return { creator, collection };
  },
);
