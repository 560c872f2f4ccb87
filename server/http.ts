import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ERROR_CODES, type ErrorBody } from '../lib/api/contract';

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

export const notFound = (what: string) =>
  new HttpError(404, ERROR_CODES.notFound, `${what} not found`);

export function errorJson(c: Context, err: HttpError) {
  const body: ErrorBody = { message: err.message, code: err.code, status: err.status };
  if (err.issues) body.issues = err.issues;
  c.header('Cache-Control', 'no-store');
  return c.json(body, err.status);
}

/** Comma-separated list parameter: `include=tags,image` or repeated `include=tags&include=image`. */
function splitList(values: string[]): string[] {
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Reads the query into a plain object for a zod schema: keys named in `lists` become arrays,
 * numeric-looking values of `numbers` become numbers (so "abc" or "1.5" fail validation).
 */
export function readQuery(
  c: Context,
  shape: {
    lists?: readonly string[];
    numbers?: readonly string[];
    numberLists?: readonly string[];
  },
): Record<string, unknown> {
  const url = new URL(c.req.url);
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    if (shape.lists?.includes(key)) out[key] = splitList(all);
    else if (shape.numberLists?.includes(key)) out[key] = splitList(all).map(toNumber);
    else if (shape.numbers?.includes(key)) out[key] = toNumber(all[all.length - 1] ?? '');
    else out[key] = all[all.length - 1];
  }
  return out;
}

function toNumber(v: string): number {
  return /^-?\d{1,12}$/.test(v.trim()) ? Number(v) : Number.NaN;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    const first = issues[0];
    throw new HttpError(
      400,
      ERROR_CODES.validation,
      first ? `Invalid ${first.path || 'input'}: ${first.message}` : 'Invalid input',
      issues,
    );
  }
  return parsed.data;
}

/**
 * A search term (`s`, `search`): bounded, trimmed, then control characters (NUL above all, which
 * PostgreSQL refuses in text) turned into spaces. Only a blank term is no term; what is left may
 * hold no searchable word (`\u0000`, `!`), and the search answers nothing for those.
 */
export const searchTermSchema = z
  .string()
  .max(200)
  .transform((v) => v.trim().replace(/[\u0000-\u001f\u007f]/g, ' '));

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
