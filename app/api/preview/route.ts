import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { SESSION_ROUTES } from '@/core/contract/session-routes';
import { openPreview } from '@/lib/auth/upstream';
import { hostSite } from '@/lib/host-site';
import { setPreviewCookie } from '@/lib/preview/session';

/**
 * GET /api/preview?token= (issue 24 item 6): opens a studio preview on this host. The API trades
 * the link's token (two minutes, for this host only) for a preview session; draft mode goes on,
 * the session's token goes into an HttpOnly cookie of this host, and the browser is sent to the
 * page. Works on a creator's subdomain although the sign-in cookies belong to the main host: the
 * signed link is the credential (decision log "Previews").
 */
export const dynamic = 'force-dynamic';

const HEADERS = {
  'Cache-Control': 'private, no-store',
  // The token is in this URL: no page it leads to names it to anyone.
  'Referrer-Policy': 'no-referrer',
};

function refusal(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export async function GET(request: Request): Promise<Response> {
  const site = hostSite(request);
  if (site.kind !== 'main' && site.kind !== 'creator') return refusal(404, 'Not Found');
  const query = SESSION_ROUTES['preview.enter'].query.safeParse({
    token: new URL(request.url).searchParams.get('token') ?? undefined,
  });
  if (!query.success) return refusal(400, 'This is not a preview link.');
  const out = await openPreview(query.data.token, site.kind === 'creator' ? site.slug : undefined);
  if (!out.ok) return refusal(out.status, out.body.message);
  (await draftMode()).enable();
  // A relative Location: the browser stays on the host it asked.
  const res = new NextResponse(null, {
    status: 303,
    headers: { ...HEADERS, Location: out.preview.path },
  });
  setPreviewCookie(res.cookies, out.preview.token, new Date(out.preview.expiresAt));
  return res;
}
