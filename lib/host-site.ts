import 'server-only';
import { getCreator } from './api';
import { siteConfig } from './site';
import { classifyHost, requestHost } from './tenant';

export type RequestSite =
  | { kind: 'main' }
  | { kind: 'other' }
  | { kind: 'invalid' }
  | { kind: 'creator'; slug: string; noIndex: boolean }
  | { kind: 'unknown-creator' };

/**
 * For host-dependent files outside the page tree (robots.txt, sitemap.xml): the site a request's
 * Host names, with the creator looked up (unknown or not enabled creators have no site).
 */
export async function siteForRequest(request: Request): Promise<RequestSite> {
  const config = siteConfig();
  const site = classifyHost(requestHost(request.headers, config.trustProxy), config);
  if (site.kind === 'main') return { kind: 'main' };
  if (site.kind === 'other') return { kind: 'other' };
  if (site.kind === 'invalid') return { kind: 'invalid' };
  const creator = await getCreator(site.slug, { locale: 'nl' });
  return creator
    ? { kind: 'creator', slug: creator.slug, noIndex: creator.noIndex }
    : { kind: 'unknown-creator' };
}

export const HOST_FILE_HEADERS = {
  'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
  Vary: 'Host',
} as const;
