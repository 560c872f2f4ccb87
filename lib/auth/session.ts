import 'server-only';
import type { NextResponse } from 'next/server';
import type { z } from 'zod';
import { clientIpOf } from '@/core/client-ip';
import type { SessionResponse } from '@/core/contract';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { failureResponse, jsonResponse, readJsonBody } from './http';
import { crossSiteRefusal } from './same-origin';
import type { Outcome } from './upstream';

/** A new or rotated session: the cookies set, only the user in the body (never a token). */
export function signedInResponse(session: SessionResponse): NextResponse {
  const res = jsonResponse({ user: session.user });
  setSessionCookies(res.cookies, session);
  return res;
}

/** Any answer that also signs the browser out. */
export function signingOut(res: NextResponse): NextResponse {
  clearSessionCookies(res.cookies);
  return res;
}

/**
 * The handler of a session route that signs the browser in (issue 14): same-site requests only,
 * the body checked with the route's schema from the contract's table, the upstream exchange from
 * the visitor's address, then the cookies and `{ user }`; upstream's refusals pass as they are.
 */
export function signInHandler<S extends z.ZodType>(
  body: S,
  exchange: (data: z.output<S>, ip?: string) => Promise<Outcome<{ session: SessionResponse }>>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const refusal = crossSiteRefusal(request);
    if (refusal) return refusal;
    const read = await readJsonBody(request, body);
    if (!read.ok) return read.response;
    const out = await exchange(read.data, clientIpOf(request));
    return out.ok ? signedInResponse(out.session) : failureResponse(out);
  };
}
