import { HOST_FILE_HEADERS, siteForRequest } from '@/lib/host-site';
import { originFor } from '@/lib/site';

/** robots.txt per host: a creator's site points at its own sitemap; noIndex creators and other hosts are closed. */
export async function GET(request: Request) {
  const site = await siteForRequest(request);
  if (site.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const open = site.kind === 'main' || (site.kind === 'creator' && !site.noIndex);
  const lines = ['User-agent: *', open ? 'Allow: /' : 'Disallow: /'];
  if (open) {
    const origin = originFor(
      site.kind === 'creator' ? { kind: 'creator', slug: site.slug } : { kind: 'main' },
    );
    lines.push('Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`);
  }
  return new Response(`${lines.join('\n')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...HOST_FILE_HEADERS },
  });
}
