import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorBody } from '../core/contract';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ErrorBody['issues'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A personal answer: never stored by a browser or a shared cache. */
export const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export const notFound = (what: string) =>
  new HttpError(404, ERROR_CODES.notFound, `${what} not found`);

export function errorJson(c: Context, err: HttpError) {
  const body: ErrorBody = { message: err.message, code: err.code, status: err.status };
  if (err.issues) body.issues = err.issues;
  c.header('Cache-Control', 'no-store');
  return c.json(body, err.status);
}

/**
 * The 400 of a request that does not fit its schema: `Invalid <path>: <message>` of the first
 * issue, every issue listed. `dropFirst` leaves the first path segment out (a path parameter is
 * reported as the input itself: `Invalid input: must be a lowercase slug`).
 */
export function validationError(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  { dropFirst = false } = {},
): HttpError {
  const listed = issues.map((i) => ({
    path: (dropFirst ? i.path.slice(1) : i.path).map(String).join('.'),
    message: i.message,
  }));
  const first = listed[0];
  return new HttpError(
    400,
    ERROR_CODES.validation,
    first ? `Invalid ${first.path || 'input'}: ${first.message}` : 'Invalid input',
    listed,
  );
}

/** True when every percent-escape in the URL decodes to valid UTF-8. */
export function hasValidEncoding(rawUrl: string): boolean {
  const q = rawUrl.indexOf('?');
  const parts = [q === -1 ? rawUrl : rawUrl.slice(0, q)];
  if (q !== -1) parts.push(...rawUrl.slice(q + 1).split('&'));
  try {
    for (const part of parts) decodeURIComponent(part.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
