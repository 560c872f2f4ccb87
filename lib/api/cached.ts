import 'server-only';
import { cache } from 'react';
import type { Locale } from '../../core/contract';
import { previewToken } from '../preview/session';
import { getPreviewWebsite } from './index';
import { getCreator } from './public';

/**
 * One request's data, fetched once: layouts, pages and generateMetadata of the same render share
 * these calls (React cache). The rendered page itself is cached by the full-route cache. In a
 * preview of the creator's own profile (draft mode with a preview session) the profile as last
 * typed in the studio comes first.
 */
export const getCreatorForSite = cache(async (slug: string, locale: Locale) => {
  const options = { locale, include: ['callToActions', 'socials'] } as const;
  const preview = await previewToken();
  const draft = preview
    ? await getPreviewWebsite(slug, options, preview).catch(() => undefined)
    : undefined;
  return draft ?? getCreator(slug, options);
});
