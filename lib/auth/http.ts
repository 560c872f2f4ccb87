import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { ERROR_CODES, UNAVAILABLE_RETRY_AFTER_SECONDS, type ErrorBody } from '@/core/contract';
import { isApiError } from '@/lib/api/errors';

/**
 * Request and response helpers of the web app's own handlers (the session handlers and the
 * proxy): JSON answers that no cache keeps, the API's error shape, bounded bodies.
 */

export const MAX_BODY_BYTES = 16 * 1024;

/** A JSON answer that is never stored (it is personal, or about a session). */
export function jsonResponse(body: unknown, status = 200, extra?: HeadersInit): NextResponse {
  const headers = new Headers(extra);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new NextResponse(JSON.stringify(body), { status, headers });
}

export function errorResponse(
  status: number,
  message: string,
  code: string,
  extra?: HeadersInit,
): NextResponse {
  const body: ErrorBody = { message, code, status };
  return jsonResponse(body, status, extra);
}

/** An upstream refusal, or a failure to reach it, as this handler's answer. */
export type Failure = { status: number; body: ErrorBody; retryAfter?: string };

export function failureResponse(failure: Failure): NextResponse {
  const extra: Record<string, string> = {};
  if (failure.retryAfter) extra['Retry-After'] = failure.retryAfter;
  return jsonResponse(failure.body, failure.status, extra);
}

/**
 * A transport error (time-out, network, abort) as the proxy has always mapped it. A gateway's
 * failure (502, 504, or an upstream 5xx) says when to try again (issue 27).
 */
export function transportFailure(err: unknown): Failure {
  const make = (status: number, message: string, code: string): Failure => ({
    status,
    body: { message, code, status },
    ...(status >= 500 ? { retryAfter: String(UNAVAILABLE_RETRY_AFTER_SECONDS) } : {}),
  });
  if (isApiError(err)) {
    if (err.kind === 'timeout') return make(504, err.message, ERROR_CODES.timeout);
    if (err.kind === 'network') return make(502, err.message, 'network_error');
    if (err.kind === 'aborted') return make(499, err.message, 'aborted');
    const status = err.status >= 400 && err.status <= 599 ? err.status : 502;
    return make(status, err.message, err.code);
  }
  return make(502, 'Network error: Unable to reach server', 'network_error');
}

/** Reads at most `limit` bytes of the body as text; undefined when it is larger. */
export async function readLimited(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<string | undefined> {
  const bytes = await readLimitedBytes(request, limit);
  return bytes && new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** Reads at most `limit` bytes of the body; undefined when it is larger. */
export async function readLimitedBytes(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

/** The API's 400 for a body that does not fit its schema (server/http.ts validationError). */
function validationResponse(issues: readonly z.core.$ZodIssue[]): NextResponse {
  const listed = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = listed[0];
  const body: ErrorBody = {
    message: first ? `Invalid ${first.path || 'input'}: ${first.message}` : 'Invalid input',
    code: ERROR_CODES.validation,
    status: 400,
    issues: listed,
  };
  return jsonResponse(body, 400);
}

/** A bounded JSON body parsed with `schema`, or the answer refusing it (413 or 400). */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: NextResponse }> {
  const text = await readLimited(request);
  if (text === undefined)
    return {
      ok: false,
      response: errorResponse(413, 'Request body too large', ERROR_CODES.badRequest),
    };
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'Request body must be JSON', ERROR_CODES.badRequest),
    };
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { ok: false, response: validationResponse(parsed.error.issues) };
  return { ok: true, data: parsed.data };
}
