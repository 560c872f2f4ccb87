/**
 * Which site a request or a page is for (spec §2, design.md "Multi-tenancy"): the main site, or a
 * creator's own site on {slug}.ROOT_DOMAIN. The one vocabulary for middleware (Edge runtime),
 * server and client code alike, so this module imports nothing.
 */

/**
 * A site. `Creator` is what a creator's site carries besides its slug once the creator has been
 * looked up (`Site<CreatorInfo>` for page metadata); any `Site<…>` is also a plain `Site`.
 */
export type Site<Creator = unknown> =
  { kind: 'main' } | ({ kind: 'creator'; slug: string } & Creator);

export const MAIN_SITE: { readonly kind: 'main' } = Object.freeze({ kind: 'main' });

export const creatorSite = (slug: string): Site => ({ kind: 'creator', slug });

/** What a creator's lookup adds to its site: the white-label name, and whether it asked for noindex. */
export type CreatorInfo = { name: string; noIndex: boolean };

/** What a request's Host names (core/tenant.ts): one of the sites, another host, or no valid host. */
export type HostSite = Site | { kind: 'other'; host: string } | { kind: 'invalid' };

/** A recipe's scope on the main site: its creator's recipes, or a collection's (which wins). */
export type RecipeScope = { creator?: string; collection?: string };

/**
 * How a recipe page was reached (spec §2): the site and the scope. The global lists are the main
 * site without a scope; a creator's own site has none either (its recipes are all its creator's).
 */
export type RecipeContext = { site: Site; scope: RecipeScope };

/** A main-site context without a creator or collection: the global recipe lists. */
export const isGlobal = ({ site, scope }: RecipeContext): boolean =>
  site.kind === 'main' && !scope.creator && !scope.collection;
