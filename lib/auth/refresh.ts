import 'server-only';
import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers';
import type { SessionResponse } from '@/core/contract';
import type { Failure } from './http';
import { rotateRefreshToken } from './upstream';

/**
 * Single-flight refresh (issue 14): one upstream rotation per refresh token per process. Refresh
 * tokens are single use and a replayed one revokes its whole family, so parallel requests
 * holding the same expired session must share one rotation — and requests the browser sent
 * before it received the new cookies, a moment later, must get that same result rather than
 * replay the spent token. A result is therefore kept for a short grace period after it settles.
 * Several web server processes do not share this; each browser request reaches one of them.
 */

export type RefreshResult =
  | { kind: 'ok'; session: SessionResponse }
  /** The token is no good (unknown, spent, revoked, expired): the browser is signed out. */
  | { kind: 'rejected'; failure: Failure }
  /** The API could not say (down, slow, rate-limited): keep the cookies, try again later. */
  | { kind: 'unavailable'; failure: Failure };

/** How long a rotation's result answers for the token it spent. */
export const REFRESH_GRACE_MS = 20_000;

type Flight = { promise: Promise<RefreshResult>; settled?: RefreshResult };

const KEY = Symbol.for('zesty.auth.refreshFlights');
const store = globalThis as unknown as { [KEY]?: Map<string, Flight> };
// On globalThis: Next may load this module in more than one bundle layer of one process.
const flights = (store[KEY] ??= new Map<string, Flight>());

/** Flights are keyed by a digest, so the map holds no presented token as a key. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const REJECTED = new Set([400, 401, 403, 404, 410, 422]);

async function rotate(refreshToken: string): Promise<RefreshResult> {
  const out = await rotateRefreshToken(refreshToken);
  if (out.ok) return { kind: 'ok', session: out.session };
  const failure = { status: out.status, body: out.body, retryAfter: out.retryAfter };
  return REJECTED.has(out.status)
    ? { kind: 'rejected', failure }
    : { kind: 'unavailable', failure };
}

/** Rotates `refreshToken` once, however many callers ask at the same time. */
export function refreshOnce(refreshToken: string): Promise<RefreshResult> {
  const key = keyOf(refreshToken);
  const existing = flights.get(key);
  if (existing) return existing.promise;
  const flight: Flight = {
    promise: rotate(refreshToken).then(
      (result) => {
        flight.settled = result;
        // Only a success is worth keeping: a later caller with a rejected token is rejected again
        // by the API, and an unavailable API is worth asking again.
        if (result.kind === 'ok') setTimeout(() => drop(key, flight), REFRESH_GRACE_MS).unref();
        else drop(key, flight);
        return result;
      },
      (err: unknown) => {
        drop(key, flight);
        throw err;
      },
    ),
  };
  flights.set(key, flight);
  return flight.promise;
}

function drop(key: string, flight: Flight) {
  if (flights.get(key) === flight) flights.delete(key);
}

/** Logout: a session kept for the grace period must not outlive its sign-out. */
export function forgetRefresh(refreshToken: string): void {
  flights.delete(keyOf(refreshToken));
  for (const [key, flight] of flights) {
    const settled = flight.settled;
    if (settled?.kind === 'ok' && settled.session.refreshToken.token === refreshToken)
      flights.delete(key);
  }
}

/** Tests: forget every flight. */
export function resetRefreshFlights(): void {
  flights.clear();
}
