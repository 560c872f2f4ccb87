import { isGlobal, type RecipeContext, type RecipeScope, type Site } from '../core/sites';

/**
 * Paths of the browse screens for the main site and a creator's own site (spec §2). Pure: used by
 * server and client components alike.
 */

const seg = encodeURIComponent;

/**
 * The full path of a locale-less href in `locale`, for absolute URLs that are not navigation
 * (canonical and hreflang links, JSON-LD, sitemaps), which are built outside React and also run
 * outside Next (the integration tests). The rule of next-intl's `getPathname` with
 * `localePrefix: 'always'`; links, redirects and the router use the navigation module
 * (lib/i18n/navigation.ts), and a unit test checks that the two agree.
 */
export const localePath = (locale: string, href: string): string =>
  `/${locale}${href === '/' ? '' : href}`;

/**
 * Hrefs without the locale, for the navigation module's `Link`, `redirect` and `useRouter`, which
 * add the current (or a given) locale; `getPathname({ href, locale })` gives the full path.
 */
export const routes = {
  home: () => '/',
  recipes: (query?: string) => `/recipes${query ? `?${query}` : ''}`,
  search: (s?: string) => `/search${s ? `?${new URLSearchParams({ s }).toString()}` : ''}`,
  creators: () => '/creators',
  /** The week menu (issue 28), on the main site and on a creator's own; `query` a menu link's. */
  menu: (query?: string) => `/menu${query ? `?${query}` : ''}`,
  creator: (creator: string) => `/c/${seg(creator)}`,
  /** Where a creator's collection lives: under /c/{creator} on the main site, at the root on its own. */
  collection: (site: Site, creator: string, collection: string) =>
    site.kind === 'creator'
      ? `/collections/${seg(collection)}`
      : `/c/${seg(creator)}/collections/${seg(collection)}`,
  /** A recipe in context: global, in its creator's scope, or inside a collection. */
  recipe: (site: Site, recipe: string, scope: RecipeScope = {}) => {
    if (site.kind === 'creator') return `/recipes/${seg(recipe)}`;
    if (scope.collection) return `/collections/${seg(scope.collection)}/recipes/${seg(recipe)}`;
    if (scope.creator) return `/c/${seg(scope.creator)}/recipes/${seg(recipe)}`;
    return `/recipes/${seg(recipe)}`;
  },
  /** The creator's page: its profile on the main site, the home of its own site. */
  creatorHome: (site: Site, creator: string) =>
    site.kind === 'creator' ? '/' : `/c/${seg(creator)}`,
};

/**
 * Where back goes from a recipe page without in-site history (spec §2): on a creator's site, its
 * home; from the global lists, /recipes; else the page of the recipe's creator (/recipes when it
 * has none).
 */
export function recipeBackFallback(context: RecipeContext, creator: string | undefined): string {
  if (context.site.kind === 'creator') return routes.home();
  if (isGlobal(context) || !creator) return routes.recipes();
  return routes.creator(creator);
}
