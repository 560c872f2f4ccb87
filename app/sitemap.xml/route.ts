import { HOST_FILE_HEADERS, siteForRequest } from '@/lib/host-site';
import { originFor } from '@/lib/site';
import { CREATOR_SITE_PAGES, MAIN_SITE_PAGES, sitemapXml } from '@/lib/sitemap';

/** sitemap.xml per host: the main site's pages, or a creator's own pages on its own host (none when noIndex). */
export async function GET(request: Request) {
  const site = await siteForRequest(request);
  if (site.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  let xml: string;
  if (site.kind === 'main') xml = sitemapXml(originFor({ kind: 'main' }), MAIN_SITE_PAGES);
  else if (site.kind === 'creator' && !site.noIndex) {
    xml = sitemapXml(originFor({ kind: 'creator', slug: site.slug }), CREATOR_SITE_PAGES);
  } else xml = sitemapXml('', []);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...HOST_FILE_HEADERS },
  });
}
