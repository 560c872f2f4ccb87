import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { SessionUser } from '@/core/contract';
import { SESSION_PATHS } from '@/core/contract/session-paths';
import { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/core/locale';
import { pageLocale } from '@/lib/i18n/page';
import { localePath } from '@/lib/routes';
import { readSessionCookies } from './cookies';
import { accountPath, safeNextPath, signInPath } from './next-path';
import { validateAccessToken } from './upstream';

/**
 * The login guard on the server (issue 14 item 4; design.md: "every route handler and server
 * action checks the session itself; middleware is only a first, optimistic check"). Server
 * components cannot set cookies, so a session that needs a refresh goes through
 * /api/auth/refresh, which rotates, sets the cookies and sends the browser back. Reading the
 * cookies makes the calling page dynamic: it is rendered per request and never shared.
 */

/** One validation per token and render, however many layouts and pages ask. */
const validate = cache(validateAccessToken);

const refreshPath = (next: string) =>
  `${SESSION_PATHS['session.refresh'].path}?next=${encodeURIComponent(next)}`;

/**
 * The signed-in user, validated by the API; otherwise a redirect: through the refresh when a
 * refresh cookie exists, else to sign-in. `path` is the page's own path (`/{locale}/…`), where
 * the browser comes back after the refresh. An API that cannot answer is an error (the page's
 * error boundary), not a sign-out.
 */
export async function requireUser(locale: Locale, path: string): Promise<SessionUser> {
  const session = readSessionCookies(await cookies());
  if (session.accessToken) {
    const out = await validate(session.accessToken);
    if (out.ok) return out.user;
    if (out.status !== 401)
      throw new ApiError({ status: out.status, message: out.body.message, code: out.body.code });
  }
  if (session.refreshToken) redirect(refreshPath(safeNextPath(path, locale)));
  redirect(signInPath(locale));
}

/**
 * The preamble of a personal page whose last segment names one thing (a recipe, a collection, an
 * invitation): the path's locale, the segment checked by `valid` (else the not-found page, before
 * any sign-in), then the signed-in user, who comes back to `path(segment)` after a refresh.
 */
export async function requireUserAt<K extends string>(
  params: Promise<{ locale: string } & Record<K, string>>,
  key: K,
  valid: (segment: string) => boolean,
  path: (segment: string) => string,
): Promise<{ locale: Locale; segment: string; user: SessionUser }> {
  const locale = await pageLocale(params);
  const segment = (await params)[key];
  if (!valid(segment)) notFound();
  const user = await requireUser(locale, localePath(locale, path(segment)));
  return { locale, segment, user };
}

/**
 * Sign in, sign up and verify: a signed-in visitor goes to the account page (through the refresh
 * when only the refresh cookie is left). When the API cannot answer, the page is shown.
 */
export async function redirectIfSignedIn(locale: Locale): Promise<void> {
  const session = readSessionCookies(await cookies());
  if (session.accessToken) {
    const out = await validate(session.accessToken);
    if (out.ok) redirect(accountPath(locale));
    if (out.status !== 401) return;
  }
  if (session.refreshToken) redirect(refreshPath(accountPath(locale)));
}
