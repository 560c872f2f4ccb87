import 'server-only';
import { NextRequest } from 'next/server';
import { z } from '@/core/zod';
import { opaqueTokenSchema, type SessionResponse, type SessionUser } from '@/core/contract/auth';
import { siteConfig } from '@/core/site';
import {
  USER_COOKIE,
  USER_COOKIE_MAX_AGE_SECONDS,
  parseUserCookie,
  type UserCookie,
} from './user-cookie';

/**
 * The session's cookies (issue 14, design.md "Sessions and security defaults"): the access and
 * refresh tokens, HttpOnly and SameSite=Lax, expiring with their tokens; on https `__Host-`
 * prefixed and Secure, so no subdomain (a creator's site) can set or shadow them. The readable
 * `user` cookie feeds the UI. Only the server writes any of them.
 */
export const ACCESS_COOKIE = 'zesty_at';
export const REFRESH_COOKIE = 'zesty_rt';
const HOST_PREFIX = '__Host-';

/** https is decided by the site's public URL, not by the request (TLS may end at a proxy). */
export const secureCookies = (): boolean => siteConfig().siteUrl.protocol === 'https:';

export type CookieNames = { access: string; refresh: string; user: string };

/** A credential cookie's name: `__Host-` prefixed on https (no subdomain can set or shadow it). */
export const hostOnlyName = (name: string): string =>
  `${secureCookies() ? HOST_PREFIX : ''}${name}`;

export function cookieNames(): CookieNames {
  // On https only the prefixed names are read: an unprefixed cookie could come from a subdomain.
  const prefix = secureCookies() ? HOST_PREFIX : '';
  return {
    access: `${prefix}${ACCESS_COOKIE}`,
    refresh: `${prefix}${REFRESH_COOKIE}`,
    user: USER_COOKIE,
  };
}

/** What reads cookies: a request's `cookies`, or `cookies()` of next/headers. */
export type CookieReader = { get(name: string): { value: string } | undefined };

export type CookieOptions = {
  name: string;
  value: string;
  path: '/';
  sameSite: 'lax';
  httpOnly: boolean;
  secure: boolean;
  expires: Date;
  maxAge: number;
};
/** What writes cookies: a NextResponse's `cookies`, or `cookies()` in a route handler or action. */
export type CookieWriter = { set(cookie: CookieOptions): unknown };

const accessTokenSchema = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

export type SessionCookies = {
  accessToken?: string;
  refreshToken?: string;
  user?: UserCookie;
  /** Any of the three was sent (valid or not): something to clear on sign-out. */
  present: boolean;
};

/** The session cookies of a request; a malformed value counts as absent. */
export function readSessionCookies(reader: CookieReader): SessionCookies {
  const names = cookieNames();
  const raw = {
    access: reader.get(names.access)?.value,
    refresh: reader.get(names.refresh)?.value,
    user: reader.get(names.user)?.value,
  };
  const access = accessTokenSchema.safeParse(raw.access);
  const refresh = opaqueTokenSchema.safeParse(raw.refresh);
  const user = parseUserCookie(raw.user);
  return {
    accessToken: access.success ? access.data : undefined,
    refreshToken: refresh.success ? refresh.data : undefined,
    user: user ?? undefined,
    present: raw.access !== undefined || raw.refresh !== undefined || raw.user !== undefined,
  };
}

/** The cookies of a plain Request (route handlers are handed a NextRequest; tests a Request). */
export function requestCookies(request: Request): CookieReader {
  if (request instanceof NextRequest) return request.cookies;
  return new NextRequest(request.url, { headers: request.headers }).cookies;
}

/**
 * One cookie's attributes. Max-Age and Expires say the same (Next's cookie writer derives Expires
 * from Max-Age when there is one): Max-Age does not depend on the browser's clock.
 */
export function cookie(
  name: string,
  value: string,
  expires: Date,
  httpOnly: boolean,
): CookieOptions {
  return {
    name,
    value,
    path: '/',
    sameSite: 'lax',
    httpOnly,
    secure: secureCookies(),
    expires,
    // Rounded: a millisecond spent since `expires` was computed must not cost a second.
    maxAge: Math.max(0, Math.round((expires.getTime() - Date.now()) / 1000)),
  };
}

export const userCookieOf = (
  user: Pick<SessionUser, 'name' | 'username' | 'image'>,
): UserCookie => ({
  name: user.name,
  username: user.username,
  image: user.image,
});

/** The readable user cookie, 120 days from now. */
export function setUserCookie(writer: CookieWriter, user: SessionUser): void {
  const expires = new Date(Date.now() + USER_COOKIE_MAX_AGE_SECONDS * 1000);
  writer.set(cookie(cookieNames().user, JSON.stringify(userCookieOf(user)), expires, false));
}

/** A new or rotated session: both tokens (each until its own expiry) and the user cookie. */
export function setSessionCookies(writer: CookieWriter, session: SessionResponse): void {
  const names = cookieNames();
  const { accessToken, refreshToken } = session;
  writer.set(cookie(names.access, accessToken.token, new Date(accessToken.expiresAt), true));
  writer.set(cookie(names.refresh, refreshToken.token, new Date(refreshToken.expiresAt), true));
  setUserCookie(writer, session.user);
}

/**
 * Signs the browser out: every credential cookie and the user cookie, expired with the same
 * attributes they were set with (a `__Host-` cookie without Secure and Path=/ would be refused,
 * and so would its removal).
 */
export function clearSessionCookies(writer: CookieWriter): void {
  const names = cookieNames();
  for (const [name, httpOnly] of [
    [names.access, true],
    [names.refresh, true],
    [names.user, false],
  ] as const) {
    writer.set(cookie(name, '', new Date(0), httpOnly));
  }
}
