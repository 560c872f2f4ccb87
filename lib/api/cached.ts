import 'server-only';
import { cache } from 'react';
import type { Locale } from '../../core/contract';
import { getCreator } from './public';

/**
 * One request's data, fetched once: layouts, pages and generateMetadata of the same render share
 * these calls (React cache). The rendered page itself is cached by the full-route cache.
 */
export const getCreatorForSite = cache((slug: string, locale: Locale) =>
  getCreator(slug, { locale, include: ['callToActions', 'socials'] }),
);
