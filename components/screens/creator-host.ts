import { MAIN_SITE, creatorSite, type CreatorInfo, type Site } from '@/core/sites';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';

/**
 * Which tree a creator's screen renders in: the marketplace's `(main)/c/[creatorSlug]/…` or the
 * creator's own host, which the middleware rewrites into `%5Fcreator/[slug]/…`. Each tree's
 * layout is that host's chrome; the screen modules take the host for what the page itself says
 * differently (its site, canonical URL and titles: the white label).
 */
export type CreatorHost = 'main' | 'creator';

/** The client messages of a creator's screens (their pages, loading and error views), on either host. */
export const CREATOR_SCREEN_MESSAGES = [
  'Creator',
  'Creators',
  'Recipes',
  'Collection',
  'Recipe',
  'Home',
] as const;

/** How each tree names the creator's segment. */
type CreatorSegment = { main: { creatorSlug: string }; creator: { slug: string } };

const creatorSlugIn: { [H in CreatorHost]: (params: CreatorSegment[H]) => string } = {
  main: (params) => params.creatorSlug,
  creator: (params) => params.slug,
};

/** A creator screen's params in the host's tree, with the screen's own segments `P`. */
export type CreatorParams<H extends CreatorHost, P extends object = object> = Promise<
  { locale: string } & CreatorSegment[H] & P
>;

/** A page's params: the path's locale (or the not-found page; set for next-intl) and the creator. */
export async function pageParams<H extends CreatorHost, P extends object>(
  host: H,
  params: CreatorParams<H, P>,
) {
  const values = await params;
  const locale = await pageLocale(params);
  return { ...values, locale, creator: creatorSlugIn[host](values) };
}

/** generateMetadata's params, or undefined when the path's locale is none (the page is not-found). */
export async function metadataParams<H extends CreatorHost, P extends object>(
  host: H,
  params: CreatorParams<H, P>,
) {
  const values = await params;
  const { locale } = values;
  if (!isLocale(locale)) return undefined;
  return { ...values, locale, creator: creatorSlugIn[host](values) };
}

/** The site a screen's components are told: which site only (their links and back paths). */
export const screenSite = (host: CreatorHost, creator: string): Site =>
  host === 'creator' ? creatorSite(creator) : MAIN_SITE;

/** The site a page's metadata names: on the creator's own host, its name and noindex. */
export const metadataSite = (
  host: CreatorHost,
  creator: { slug: string } & CreatorInfo,
): Site<CreatorInfo> =>
  host === 'creator'
    ? { kind: 'creator', slug: creator.slug, name: creator.name, noIndex: creator.noIndex }
    : MAIN_SITE;
