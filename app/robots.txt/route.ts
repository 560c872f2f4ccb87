import { HOST_FILE_HEADERS, hostSite, indexableSite } from '@/lib/host-site';
import { originFor } from '@/core/site';

/** robots.txt per host: a creator's site points at its own sitemap; noIndex creators and other hosts are closed. */
export async function GET(request: Request) {
  const host = hostSite(request);
  if (host.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const site = await indexableSite(host);
  const lines = ['User-agent: *', site ? 'Allow: /' : 'Disallow: /'];
  if (site) lines.push('Disallow: /api/', '', `Sitemap: ${originFor(site)}/sitemap.xml`);
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...HOST_FILE_HEADERS },
  });
}
