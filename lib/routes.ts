/**
 * Paths of the browse screens, with the locale prefix, for the main site and a creator's own
 * site (spec §2). Pure: used by server and client components alike.
 */
import type { Locale } from '@/lib/api/contract';

export type SiteMode = { kind: 'main' } | { kind: 'creator'; slug: string };

export const MAIN_SITE: SiteMode = { kind: 'main' };

const seg = encodeURIComponent;

export const routes = {
  home: (locale: Locale) => `/${locale}`,
  recipes: (locale: Locale, query?: string) => `/${locale}/recipes${query ? `?${query}` : ''}`,
  search: (locale: Locale, s?: string) =>
    `/${locale}/search${s ? `?${new URLSearchParams({ s }).toString()}` : ''}`,
  creators: (locale: Locale) => `/${locale}/creators`,
  creator: (locale: Locale, creator: string) => `/${locale}/c/${seg(creator)}`,
  /** Where a creator's collection lives: under /c/{creator} on the main site, at the root on its own. */
  collection: (locale: Locale, site: SiteMode, creator: string, collection: string) =>
    site.kind === 'creator'
      ? `/${locale}/collections/${seg(collection)}`
      : `/${locale}/c/${seg(creator)}/collections/${seg(collection)}`,
  /** A recipe in context: global, in its creator's scope, or inside a collection. */
  recipe: (
    locale: Locale,
    site: SiteMode,
    recipe: string,
    scope: { creator?: string; collection?: string } = {},
  ) => {
    if (site.kind === 'creator') return `/${locale}/recipes/${seg(recipe)}`;
    if (scope.collection)
      return `/${locale}/collections/${seg(scope.collection)}/recipes/${seg(recipe)}`;
    if (scope.creator) return `/${locale}/c/${seg(scope.creator)}/recipes/${seg(recipe)}`;
    return `/${locale}/recipes/${seg(recipe)}`;
  },
  /** The creator's page: its profile on the main site, the home of its own site. */
  creatorHome: (locale: Locale, site: SiteMode, creator: string) =>
    site.kind === 'creator' ? `/${locale}` : `/${locale}/c/${seg(creator)}`,
};
