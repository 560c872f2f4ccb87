import { draftMode } from 'next/headers';
import { apiConfig } from '@/lib/api/config';
import { upstreamFetch } from '@/lib/api/transport';

/**
 * Test-only (ZESTY_FAULTS=1): sets process-wide fault rules in the upstream API, so pages
 * rendered on the server fail, hang or slow down for real; and switches on draft mode for this
 * browser so those pages are rendered afresh instead of coming from the full-route cache.
 * Without ZESTY_FAULTS the route does not exist.
 */
export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not Found', { status: 404 });

async function forward(method: 'PUT' | 'DELETE', body?: string): Promise<Response> {
  const res = await upstreamFetch('/__test/faults', {
    method,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    body,
  });
  return new Response(await res.text(), {
    status: res.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

export async function POST(request: Request): Promise<Response> {
  if (!apiConfig().faults) return notFound();
  const res = await forward('PUT', await request.text());
  if (res.ok) (await draftMode()).enable();
  return res;
}

export async function DELETE(): Promise<Response> {
  if (!apiConfig().faults) return notFound();
  const res = await forward('DELETE');
  (await draftMode()).disable();
  return res;
}
