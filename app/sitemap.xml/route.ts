// The renderer Next's own sitemap routes use (app/sitemaps/sitemap.ts): a single-file sitemap
// here is byte for byte its file 0. Next has no public export of it and no sitemap index.
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { HOST_FILE_HEADERS, hostSite, indexableSite } from '@/lib/host-site';
import { sitemapFileEntries, sitemapFileUrl, sitemapFiles, sitemapIndexXml } from '@/lib/sitemap';

/**
 * /sitemap.xml per host, where robots.txt points: the sitemap itself while it fits one file (at
 * most 50,000 URLs), else the index of its files (/sitemaps/sitemap/{id}.xml). A noIndex
 * or unknown creator and other hosts get an empty sitemap.
 */
export async function GET(request: Request) {
  const host = hostSite(request);
  if (host.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const site = await indexableSite(host);
  let xml: string;
  try {
    const files = site ? await sitemapFiles(site) : [];
    const [first, ...rest] = files;
    if (!site || !first) xml = resolveSitemap([]);
    else if (rest.length === 0) xml = resolveSitemap(await sitemapFileEntries(site, first));
    else xml = sitemapIndexXml(files.map((_, id) => sitemapFileUrl(site, id)));
  } catch {
    // Never cache a partial sitemap: crawlers come back.
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...HOST_FILE_HEADERS },
  });
}
