import 'server-only';
import { embeddedApi } from '../../core/embedded-api';
import { apiConfig } from './config';
import { ApiError, deadline, toApiError } from './errors';

/** Internal origin for in-process requests: never resolved, only parsed by the Hono app. */
const IN_PROCESS_ORIGIN = 'http://zesty.internal';

export type UpstreamInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, e.g. `/api/v1/recipes/?page=2`; validated by callers. */
  headers?: Headers;
  /** JSON text, or a picture's bytes (the studio's upload). */
  body?: string | Uint8Array<ArrayBuffer>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/**
 * The one way to reach the upstream API: the embedded API's `fetch` (no socket) unless
 * UPSTREAM_API_URL is set, then HTTP without following redirects. Network failures and
 * time-outs become an ApiError; HTTP answers are returned as they are.
 */
export async function upstreamFetch(
  pathAndQuery: string,
  init: UpstreamInit = {},
): Promise<Response> {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new ApiError({ status: 400, message: 'Invalid upstream path', kind: 'http' });
  }
  const config = apiConfig();
  const { signal, timeout } = deadline(init.signal, init.timeoutMs ?? config.timeoutMs);
  const requestInit: RequestInit = {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    signal,
    redirect: 'manual',
  };
  try {
    if (config.upstreamUrl) return await fetch(`${config.upstreamUrl}${pathAndQuery}`, requestInit);
    const api = embeddedApi();
    // instrumentation.ts starts the embedded API before the first request; without it (and
    // without UPSTREAM_API_URL) there is nothing to answer, as with an upstream that is down.
    if (!api) throw new TypeError('The embedded API is not running in this process');
    const request = new Request(`${IN_PROCESS_ORIGIN}${pathAndQuery}`, requestInit);
    return await raceAbort(api.fetch(request), signal);
  } catch (err) {
    throw toApiError(err, { timeout, signal: init.signal });
  }
}

/** In-process handlers may not watch the signal; the caller still gets its time-out. */
function raceAbort<T>(promise: Promise<T> | T, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(promise);
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    Promise.resolve(promise).then(
      (v) => (signal.removeEventListener('abort', onAbort), resolve(v)),
      (e: unknown) => (signal.removeEventListener('abort', onAbort), reject(e)),
    );
  });
}
