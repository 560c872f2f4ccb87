/**
 * The browser's side of the one data door: every client island reaches the upstream API through
 * `/api/proxy?path=…`, and every answer is parsed against the same contract as on the server.
 */
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';

export type QueryParams = Record<
  string,
  string | number | readonly (string | number)[] | undefined
>;

/** `/api/proxy?path=/api/v1/…&…`: arrays become comma lists, empty values are left out. */
export function proxyUrl(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams({ path });
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(key, text);
  }
  return `/api/proxy?${search.toString()}`;
}

export type ProxyInit = { signal?: AbortSignal; timeoutMs?: number };

/**
 * GET through the proxy and parse. Failures become the one ApiError (spec §8 messages): network
 * failures and time-outs are retryable, as are ≥ 500, 408 and 429 answers.
 */
export async function proxyGet<T extends z.ZodType>(
  schema: T,
  path: string,
  params?: QueryParams,
  init: ProxyInit = {},
): Promise<z.infer<T>> {
  const timeout = init.timeoutMs ? AbortSignal.timeout(init.timeoutMs) : undefined;
  const signals = [init.signal, timeout].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  let res: Response;
  try {
    res = await fetch(proxyUrl(path, params), {
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (err) {
    if (timeout?.aborted)
      throw new ApiError({
        status: 408,
        message: 'Request timed out. Please try again.',
        kind: 'timeout',
        cause: err,
      });
    if (init.signal?.aborted)
      throw new ApiError({ status: 0, message: 'Request aborted', kind: 'aborted', cause: err });
    throw new ApiError({
      status: 0,
      message: 'Network error: Unable to reach server',
      kind: 'network',
      cause: err,
    });
  }
  if (!res.ok) {
    const err = await ApiError.fromResponse(res);
    // The proxy answers 504 for an upstream time-out: the same, retryable, time-out to the UI.
    if (res.status === 504 && err.code === 'timeout')
      throw new ApiError({ status: 408, message: err.message, kind: 'timeout' });
    throw err;
  }
  return parseBody(schema, res);
}
