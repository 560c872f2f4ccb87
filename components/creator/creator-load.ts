/**
 * The creator profile's client-side load (spec: creator load): loading, then loaded, not-found or
 * error. Used by the creator page's error boundary when the server could not render the creator.
 * SWR runs it: retryable failures are retried with the spec's back-off (`onErrorRetry`), and
 * 'Try Again' is `mutate`.
 */
import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Locale, Website } from '@/core/contract';
import { ApiError, isApiError } from '@/lib/api/errors';
import { proxyGet } from '@/lib/client/proxy';

export const CREATOR_LOAD = {
  timeoutMs: 30_000,
  maxRetries: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 10_000,
} as const;

/** Wait before retry `attempt` (0-based): 1 s doubling, capped at 10 s. */
export function retryDelay(attempt: number): number {
  return Math.min(CREATOR_LOAD.baseDelayMs * 2 ** attempt, CREATOR_LOAD.maxDelayMs);
}

/** Keys of the `Errors` messages namespace; the UI is bilingual, so no English text lives here. */
export type CreatorErrorKey = 'timeout' | 'network' | 'server' | 'loadCreator' | 'unexpected';

export type CreatorLoadError =
  | { status: 'error'; messageKey: 'server'; values: { status: number; statusText: string } }
  | { status: 'error'; messageKey: Exclude<CreatorErrorKey, 'server'>; values?: undefined };

export type CreatorLoadState =
  | { status: 'loading' }
  | { status: 'loaded'; creator: Website }
  | { status: 'not-found' }
  | CreatorLoadError;

const CREATOR_INCLUDES = ['callToActions', 'socials'] as const;

/**
 * One attempt: the creator through the proxy, parsed against the contract, within the spec's
 * 30 s. Not found (or not enabled) is an answer, `null`, not a failure to retry. The time-out
 * aborts the same controller the hook cancels with: a request takes one signal, since
 * AbortSignal.any is newer than some browsers Next supports.
 */
async function fetchCreator(
  slug: string,
  locale: Locale,
  attempt: AbortController,
): Promise<Website | null> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    attempt.abort();
  }, CREATOR_LOAD.timeoutMs);
  try {
    const res = await proxyGet(
      'websites.show',
      { slug },
      { locale, include: CREATOR_INCLUDES },
      { signal: attempt.signal },
    );
    return res.data;
  } catch (err) {
    if (timedOut)
      throw new ApiError({
        status: 408,
        message: 'Request timed out. Please try again.',
        kind: 'timeout',
        cause: err,
      });
    if (isApiError(err) && err.isNotFound) return null;
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The text ApiError.fromResponse builds for an answer without a JSON error body. */
const PLAIN_SERVER_ERROR = /^Server error: (\d+) - (.+)$/;

/** Maps a failure to the spec's messages (as `Errors.*` keys). */
export function describeFailure(err: unknown): CreatorLoadError {
  if (!isApiError(err)) return { status: 'error', messageKey: 'unexpected' };
  switch (err.kind) {
    case 'timeout':
      return { status: 'error', messageKey: 'timeout' };
    case 'network':
      return { status: 'error', messageKey: 'network' };
    case 'http': {
      if (!err.retryable) return { status: 'error', messageKey: 'loadCreator' };
      // Without a JSON body the response's own status text is in the message: keep it. With our
      // API's JSON body the message is English prose, so a status text is derived instead.
      const plain = PLAIN_SERVER_ERROR.exec(err.message);
      const statusText =
        plain?.[1] === String(err.status) && plain[2]
          ? plain[2]
          : (STATUS_TEXT[err.status] ?? 'Error');
      return { status: 'error', messageKey: 'server', values: { status: err.status, statusText } };
    }
    default:
      return { status: 'error', messageKey: 'unexpected' };
  }
}

/** Cut short by the hook itself: only React's development remount retries it (see below). */
const isCutShort = (err: unknown) => isApiError(err) && err.kind === 'aborted';

/**
 * Failures whose retry is still to come: the load shows as loading, not as the error. SWR asks
 * `onErrorRetry` before it publishes the failure, so a failure is marked before it is rendered.
 */
const awaitingRetry = new WeakSet<Error>();

type CreatorKey = readonly ['creator', Locale, string, string];

const SWR_OPTIONS: SWRConfiguration<Website | null, Error> = {
  ...SWR_DEFAULTS,
  // Spec §8: status ≥ 500, 408, 429, network failures and time-outs.
  shouldRetryOnError: (err) => (isApiError(err) && err.retryable) || isCutShort(err),
  errorRetryCount: CREATOR_LOAD.maxRetries,
  // `retryCount` counts the failures so far: waits of retryDelay(0), (1), (2), then the error.
  onErrorRetry: (err, _key, config, revalidate, { retryCount, dedupe }) => {
    // An attempt aborted while the hook still holds its key (React's development remount) is
    // made again at once and not counted; after an unmount SWR has no one to revalidate for.
    const cutShort = isCutShort(err);
    if (!cutShort && retryCount > (config.errorRetryCount ?? 0)) return;
    awaitingRetry.add(err);
    setTimeout(
      () => {
        // Try Again in the meantime took this failure's retry over.
        if (awaitingRetry.delete(err))
          void revalidate({ retryCount: cutShort ? retryCount - 1 : retryCount, dedupe });
      },
      cutShort ? 0 : retryDelay(retryCount - 1),
    );
  },
  // Only the schedule above and Try Again ask again (focus does not: the app's SWR defaults).
  // Without reconnect revalidation, SWR also keeps to the schedule in a background tab.
  revalidateOnReconnect: false,
};

function stateOf(
  data: Website | null | undefined,
  error: Error | undefined,
  isValidating: boolean,
): CreatorLoadState {
  if (data) return { status: 'loaded', creator: data };
  if (data === null) return { status: 'not-found' };
  if (!error || isValidating || awaitingRetry.has(error)) return { status: 'loading' };
  return describeFailure(error);
}

/**
 * Loads the creator on mount, on a slug or locale change and on every `tryAgain`. Each mount is
 * its own SWR entry (the error boundary mounts afresh after each failed server render, and must
 * ask again rather than show an earlier answer). Leaving a creator cancels its attempt in flight.
 */
export function useCreatorLoad(
  slug: string,
  locale: Locale,
): { state: CreatorLoadState; tryAgain: () => void } {
  const mount = useId();
  const inFlight = useRef<AbortController | null>(null);
  // A layout effect: its clean-up runs before SWR starts the next slug's attempt.
  useLayoutEffect(() => () => inFlight.current?.abort(), [slug, locale]);
  const key: CreatorKey = ['creator', locale, slug, mount];
  const { data, error, isValidating, mutate } = useSWR(
    key,
    ([, l, s]: CreatorKey) => {
      const attempt = new AbortController();
      inFlight.current = attempt;
      return fetchCreator(s, l, attempt);
    },
    SWR_OPTIONS,
  );
  const tryAgain = useCallback(() => {
    if (error) awaitingRetry.delete(error);
    void mutate();
  }, [error, mutate]);
  return { state: stateOf(data, error, isValidating), tryAgain };
}
