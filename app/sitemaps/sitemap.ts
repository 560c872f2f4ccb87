import type { MetadataRoute } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { indexableSite } from '@/lib/host-site';
import { sitemapFileEntries, sitemapFiles } from '@/lib/sitemap';
import { siteConfig } from '@/core/site';
import { classifyHost, requestHost } from '@/core/tenant';

/**
 * The sitemap's files, /sitemaps/sitemap/{id}.xml, of the host asked (its /sitemap.xml,
 * app/sitemap.xml, is their index). A metadata route gets no request, so the host comes from `headers()`, trusted
 * as `hostSite` trusts it (X-Forwarded-Host only with TRUST_PROXY), which also makes every file
 * dynamic: rendered per host on request, never shared between hosts.
 */
export const dynamic = 'force-dynamic';

async function requestedSite() {
  const config = siteConfig();
  const host = classifyHost(requestHost(await headers(), config.trustProxy), config);
  // An invalid host never gets here (middleware answers 400); it has no sitemap either way.
  return host.kind === 'invalid' ? undefined : indexableSite(host);
}

async function files() {
  const site = await requestedSite();
  return { site, files: site ? await sitemapFiles(site) : [] };
}

export async function generateSitemaps() {
  // Next also calls this at build, for static params: there is no host then, and the build opens
  // no database. Every file is made on request.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return [];
  return (await files()).files.map((_, id) => ({ id }));
}

export default async function sitemap({
  id,
}: {
  id: Promise<string>;
}): Promise<MetadataRoute.Sitemap> {
  const { site, files: all } = await files();
  const file = all[Number(await id)];
  if (!site || !file) notFound();
  return sitemapFileEntries(site, file);
}
