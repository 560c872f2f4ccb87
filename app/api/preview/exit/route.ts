import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { requestOrigin } from '@/lib/auth/same-origin';
import { clearPreviewCookie } from '@/lib/preview/session';

/**
 * GET /api/preview/exit (the Preview bar's link): draft mode off and the preview session ended on
 * this host, then back to the page the bar was on (its Referer, when it is a page of this host),
 * which now shows what visitors see.
 */
export const dynamic = 'force-dynamic';

function backTo(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    if (url.origin !== requestOrigin(request) || url.pathname.startsWith('/api/')) return '/';
    // One leading slash: `//other.example/…` would be another site's address.
    return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
  } catch {
    return '/';
  }
}

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const res = new NextResponse(null, {
    status: 303,
    headers: { Location: backTo(request), 'Cache-Control': 'private, no-store' },
  });
  clearPreviewCookie(res.cookies);
  return res;
}
