'use client';

/**
 * The browser's side of the session (issue 14). The tokens live in HttpOnly cookies that only the
 * server sets and reads (app/api/auth); the browser sees the readable `user` cookie, for the chrome
 * (avatar or 'Sign In'), and calls the web app's session endpoints. A login or logout here fires
 * `zesty:session-change`, so every island showing the session updates at once.
 */
import type { SessionUser } from '@/core/contract/auth';
import { SESSION_PATHS } from '@/core/contract/session-paths';
import type { SessionRequestOtpInput, SessionVerifyOtpInput } from '@/core/contract/session-routes';
// Type-only: the cookie's parser (and zod with it) loads when the session reads the cookie
// (./session-user.ts), never with the sign-in page.
import type { UserCookie } from '@/lib/auth/user-cookie';
import { SESSION_CHANGE_EVENT, USER_COOKIE } from '@/lib/auth/user-cookie-name';
import { notifySessionChange } from './session-user';

export { SESSION_CHANGE_EVENT, USER_COOKIE };

/** What the `user` cookie holds (name, username, image): enough for the chrome, nothing secret. */
export type CookieUser = UserCookie;

export { notifySessionChange, readSessionUser, useSessionUser } from './session-user';

/** An answer of a session endpoint: its data, or what went wrong (status 0: no answer at all). */
export type AuthResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message?: string; code?: string; retryAfter?: number };

const retryAfterSeconds = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const seconds = Number(value.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

/**
 * The login contract (and zod with it), loaded with a request rather than with the page. A
 * failed load (a deploy replaced the chunk) is reported as no answer, never left unhandled.
 */
function loadContract(): Promise<typeof import('@/core/contract/auth') | null> {
  return import('@/core/contract/auth').catch(() => null);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * POST JSON to one of the web app's session endpoints (same origin, JSON, as their cross-site
 * check requires). Error bodies are read for their message and code only.
 */
async function post(path: string, body: unknown): Promise<AuthResult<unknown>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    data = undefined;
  }
  if (res.ok) return { ok: true, data };
  const { message, code } = asRecord(data);
  return {
    ok: false,
    status: res.status,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    code: typeof code === 'string' ? code : undefined,
    retryAfter: retryAfterSeconds(res.headers.get('Retry-After')),
  };
}

/**
 * Spec §7/§5: ask for a sign-in code. `name` (sign up) creates the account; without it an unknown
 * address answers 422. Sent only when the answer's message is exactly 'OTP sent'.
 */
export async function requestOtp(
  input: SessionRequestOtpInput,
): Promise<AuthResult<{ sent: boolean }>> {
  const contract = loadContract();
  const result = await post(SESSION_PATHS['session.requestOtp'].path, input);
  if (!result.ok) return result;
  const loaded = await contract;
  if (!loaded) return { ok: false, status: 0 };
  return { ok: true, data: { sent: asRecord(result.data).message === loaded.OTP_SENT } };
}

/**
 * Read the user out of a login answer: null when it holds none (spec §5: 'Invalid OTP or user not
 * found'). On success the server has set the cookies; the islands are told.
 */
async function loggedIn(
  request: Promise<AuthResult<unknown>>,
): Promise<AuthResult<SessionUser | null>> {
  const contract = loadContract();
  const result = await request;
  if (!result.ok) return result;
  const loaded = await contract;
  if (!loaded) return { ok: false, status: 0 };
  const parsed = loaded.userResponse.safeParse(result.data);
  if (!parsed.success) return { ok: true, data: null };
  notifySessionChange();
  return { ok: true, data: parsed.data.user };
}

/** Spec §7: exchange the e-mail and code for a session (the tokens stay in HttpOnly cookies). */
export async function verifyOtp(
  input: SessionVerifyOtpInput,
): Promise<AuthResult<SessionUser | null>> {
  return loggedIn(post(SESSION_PATHS['session.verifyOtp'].path, input));
}

/** Spec §2: the social login's single-use token from the URL fragment, exchanged for a session. */
export async function exchangeLoginToken(token: string): Promise<AuthResult<SessionUser | null>> {
  return loggedIn(post(SESSION_PATHS['session.socialExchange'].path, { token }));
}

/** Ends the session on the server (which clears every credential cookie), then tells the islands. */
export async function logout(): Promise<AuthResult<null>> {
  const result = await post(SESSION_PATHS['session.logout'].path, {});
  if (!result.ok) return result;
  notifySessionChange();
  return { ok: true, data: null };
}

/**
 * Spec §4, on start: the session endpoint refreshes the tokens when the access token is gone (it
 * lives 15 minutes) and a refresh token is left, rewrites the `user` cookie from the validated
 * user, or clears every credential when the session has ended (revoked, expired). The islands are
 * told either way, so the chrome shows what the server now knows.
 */
export async function resumeSession(): Promise<void> {
  try {
    const res = await fetch(SESSION_PATHS['session.show'].path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    // Read to the end: the cookies are what matters, but an unread body keeps the request open.
    await res.arrayBuffer();
  } catch {
    // Offline: the chrome keeps what the cookie says until the next page load.
    return;
  }
  notifySessionChange();
}
