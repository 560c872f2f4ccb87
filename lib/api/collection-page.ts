import 'server-only';
import { cache } from 'react';
import type { Locale } from '../../core/contract';
import { previewToken } from '../preview/session';
import { getCreatorForSite } from './cached';
import { getPreviewCollection } from './index';
import { getCollection } from './public';

/**
 * A creator's collection with its recipes (React cache: metadata and page share it). Undefined
 * when the creator (or its being enabled) or the collection is missing: both are not-found. In
 * a preview (draft mode with a preview session) the collection as saved comes first, a draft too.
 */
export const getCollectionPage = cache(
  async (creatorSlug: string, collectionSlug: string, locale: Locale) => {
    const creator = await getCreatorForSite(creatorSlug, locale);
    if (!creator) return undefined;
    const options = { locale, websiteSlug: creator.slug, include: ['recipes', 'website'] } as const;
    const preview = await previewToken();
    const draft = preview
      ? await getPreviewCollection(collectionSlug, options, preview)
      : undefined;
    const collection = draft ?? (await getCollection(collectionSlug, options));
    if (!collection) return undefined;
    return { creator, collection };
  },
);
