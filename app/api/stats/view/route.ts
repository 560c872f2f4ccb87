import { draftMode } from 'next/headers';
import { SESSION_ROUTES } from '@/core/contract/session-routes';
import { pathOf } from '@/core/contract/api-paths';
import { upstreamFetch } from '@/lib/api/transport';

/**
 * GET /api/stats/view?r={recipe id}: a recipe page's counting pixel (issue 24 item 8). The page
 * itself stays a cached, cookie-free document; its `<img>` asks here, off the page's own request,
 * and the API adds one to the recipe's views of the day. Nothing about the visitor is read or
 * kept (no cookie, no address); previews (draft mode), prefetches and crawlers are not counted.
 * The answer is a transparent 1×1 GIF that no cache keeps, so every view asks again.
 */
export const dynamic = 'force-dynamic';

const GIF = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (c) =>
  c.charCodeAt(0),
);
const CRAWLER = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless/i;

function pixel(): Response {
  return new Response(GIF, {
    headers: {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store',
      'Content-Length': String(GIF.byteLength),
    },
  });
}

export async function GET(request: Request): Promise<Response> {
  const query = SESSION_ROUTES['stats.view'].query.safeParse({
    r: new URL(request.url).searchParams.get('r') ?? undefined,
  });
  if (!query.success) return new Response('Not a recipe', { status: 400 });
  const purpose = request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '';
  const skip =
    (await draftMode()).isEnabled ||
    /prefetch/i.test(purpose) ||
    CRAWLER.test(request.headers.get('user-agent') ?? '');
  if (!skip) {
    try {
      await upstreamFetch(pathOf('stats.view', {}), {
        method: 'POST',
        headers: new Headers({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ recipe: query.data.r }),
        timeoutMs: 2_000,
      });
    } catch {
      // A view not counted is no visitor's problem: the pixel answers all the same.
    }
  }
  return pixel();
}
