import { upstreamFetch } from '@/lib/api/transport';

/** Media (images) belong to the upstream API; this passes them through with their cache headers. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  if (!path.every((seg) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(seg) && !seg.includes('..'))) {
    return new Response('Not found', { status: 404 });
  }
  const res = await upstreamFetch(`/media/${path.join('/')}`);
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'x-content-type-options']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: res.status, headers });
}
