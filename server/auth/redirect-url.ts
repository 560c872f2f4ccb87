import { isLocale, type Locale } from '../../core/locale';
import { CREATOR_SLUG, classifyHost, type HostConfig } from '../../core/tenant';

/**
 * Where a sign-in may send the visitor back to (design "Sessions and security defaults":
 * `redirectUrl` must match an allowed host exactly): the main site's origin or a creator site's
 * origin (same scheme and port), for a creator that exists. The path is at most `/{locale}/…`;
 * the API builds its own links under that origin (the mail's verify link, the social landing).
 */
export type SiteOrigins = HostConfig & {
  /** The main site's public origin, e.g. `http://localhost:3000` or `https://www.zesty.nl`. */
  mainOrigin: string;
};

export type Return = { origin: string; locale: Locale };

/** A creator site's public origin: the main site's scheme and port, the creator's subdomain. */
export function creatorOrigin(origins: SiteOrigins, slug: string): string {
  const main = new URL(origins.mainOrigin);
  return `${main.protocol}//${slug}.${origins.rootDomain}${main.port ? `:${main.port}` : ''}`;
}

/** Characters no URL of ours contains and that browsers or parsers read in different ways. */
const SUSPICIOUS = /[\\\s\u0000-\u001f\u007f@%]/;

/**
 * The origin and locale of `raw`, when it is one of our sites; undefined otherwise. `creatorExists`
 * is asked only for a well-formed creator host.
 */
export async function parseReturnUrl(
  raw: string,
  origins: SiteOrigins,
  creatorExists: (slug: string) => Promise<boolean>,
): Promise<Return | undefined> {
  if (raw.length > 2048 || SUSPICIOUS.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const main = new URL(origins.mainOrigin);
  if (url.protocol !== main.protocol || url.username || url.password) return undefined;
  if (url.port !== main.port) return undefined;
  // Exactly the URL as written (the parser would drop dot segments, fold case, add a slash).
  if (url.href !== raw && url.href !== `${raw}/`) return undefined;
  if (url.search || url.hash) return undefined;
  const first = url.pathname.split('/')[1] ?? '';
  const locale: Locale = isLocale(first) ? first : 'nl';
  if (first !== '' && !isLocale(first)) return undefined;

  if (url.origin === main.origin) return { origin: main.origin, locale };
  const site = classifyHost(url.host, origins);
  if (site.kind !== 'creator' || !CREATOR_SLUG.test(site.slug)) return undefined;
  if (url.origin !== creatorOrigin(origins, site.slug)) return undefined;
  if (!(await creatorExists(site.slug))) return undefined;
  return { origin: url.origin, locale };
}
