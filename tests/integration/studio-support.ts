import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { errorBodySchema } from '../../core/contract';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { callApi, type ApiReply } from './api-calls';
import { signedInUsers } from './auth-services';

/** The seeded creators' owners and a plain user, as the studio's tests sign them in. */
export const SANNE = 'sanne@example.com'; // greenkitchen's owner
export const PRIYA = 'priya@example.com'; // spicewok's owner
export const COOK = 'cook@example.com'; // a plain user

/**
 * A studio test's request: as one of `users` (their bearer token) or as a visitor, with a JSON
 * body and any other headers.
 */
export function studioCaller(
  context: () => { app: ReturnType<typeof createApp>; users: Map<string, { token: string }> },
) {
  return (
    method: string,
    path: string,
    as?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiReply> =>
    callApi(context().app, method, path, {
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        ...(as ? { Authorization: `Bearer ${context().users.get(as)!.token}` } : {}),
        ...headers,
      },
    });
}

type Started = { db: Db; app: ReturnType<typeof createApp>; dispose: () => Promise<void> };
type SignedInApi<T extends Started> = T & {
  users: Map<string, { id: number; token: string }>;
  /** A request as one of the users (or a visitor): `studioCaller`'s. */
  call: ReturnType<typeof studioCaller>;
};

/**
 * The seeded API of a `describe` block, with `emails` signed in (their bearer tokens, made with
 * `secret`): `start` (seededApp, seededAppWithMail) runs before the block's tests, then `prepare`
 * (rows the sign-in needs), then the sign-in; it is disposed after them. The fields are there
 * once the tests run; the block's own `before` hooks run after this one.
 */
export function signedInApi<T extends Started>(
  start: () => Promise<T>,
  secret: Uint8Array,
  emails: string[],
  prepare?: (db: Db) => Promise<unknown>,
): SignedInApi<T> {
  const api = { call: studioCaller(() => api) } as SignedInApi<T>;
  before(async () => {
    Object.assign(api, await start());
    await prepare?.(api.db);
    api.users = await signedInUsers(api.db, secret, emails);
  });
  after(() => api.dispose());
  return api;
}

/** A refusal: its status, the API's error shape and (when named) its code. */
export function refused(res: ApiReply, status: number, code?: string) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  const body = errorBodySchema.parse(res.body);
  if (code) assert.equal(body.code, code);
  return body;
}
