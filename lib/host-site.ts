import 'server-only';
import { getCreator } from './api/public';
import { siteConfig } from '../core/site';
import { MAIN_SITE, creatorSite, type HostSite, type Site } from '../core/sites';
import { classifyHost, requestHost } from '../core/tenant';

/** The site a request's Host names (X-Forwarded-Host only behind a trusted proxy). */
export function hostSite(request: Request): HostSite {
  const config = siteConfig();
  return classifyHost(requestHost(request.headers, config.trustProxy), config);
}

/**
 * For host-dependent files outside the page tree (robots.txt, sitemap.xml): the site of a host
 * if it may be indexed, with the creator looked up. The main site, or a creator's site whose
 * creator exists, is enabled and did not ask for noindex; undefined for any other host.
 */
export async function indexableSite(host: HostSite): Promise<Site | undefined> {
  if (host.kind === 'main') return MAIN_SITE;
  if (host.kind !== 'creator') return undefined;
  const creator = await getCreator(host.slug, { locale: 'nl' });
  return creator && !creator.noIndex ? creatorSite(creator.slug) : undefined;
}

export const HOST_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  Vary: 'Host',
} as const;
