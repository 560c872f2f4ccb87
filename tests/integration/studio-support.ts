import assert from 'node:assert/strict';
import { errorBodySchema } from '../../core/contract';
import type { createApp } from '../../server/app';
import { callApi, type ApiReply } from './api-calls';

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

/** A refusal: its status, the API's error shape and (when named) its code. */
export function refused(res: ApiReply, status: number, code?: string) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  const body = errorBodySchema.parse(res.body);
  if (code) assert.equal(body.code, code);
  return body;
}
