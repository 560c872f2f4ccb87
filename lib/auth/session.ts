import 'server-only';
import type { NextResponse } from 'next/server';
import type { SessionResponse } from '@/core/contract';
import { clearSessionCookies, setSessionCookies } from './cookies';
import { jsonResponse } from './http';

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
