/**
 * The creator profile's client-side load (spec: creator load): loading, then loaded, not-found or
 * error. Used by the creator page's error boundary when the server could not render the creator.
 * Retryable failures are retried automatically with back-off; 'Try Again' starts over.
 */
import { useCallback, useEffect, useState } from 'react';
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
  | { status: 'loading'; attempt: number }
  | { status: 'loaded'; creator: Website }
  | { status: 'not-found' }
  | CreatorLoadError;

/** Where a load can end: everything but loading. */
export type CreatorLoadOutcome = Exclude<CreatorLoadState, { status: 'loading' }>;

/** Resolves with the creator; `undefined` means the fetcher already knows there is none. */
export type CreatorFetcher = (signal: AbortSignal) => Promise<Website | undefined>;

export type CreatorLoadOptions = {
  /** Aborting it (unmount, slug change, Try Again) ends the load with `null`. */
  signal: AbortSignal;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Called as each attempt starts: 0 for the first, up to `maxRetries`. */
  onAttempt?: (attempt: number) => void;
};

export const CREATOR_INCLUDES = ['callToActions', 'socials'] as const;

/** The default fetcher: one creator through the proxy, parsed against the contract. */
export async function fetchCreator(
  slug: string,
  locale: Locale,
  signal: AbortSignal,
): Promise<Website> {
  // No `timeoutMs` here: loadCreatorWithRetry owns the per-attempt clock (one timer, which also
  // follows fake timers in tests, unlike AbortSignal.timeout).
  const res = await proxyGet(
    'websites.show',
    { slug },
    { locale, include: CREATOR_INCLUDES },
    { signal },
  );
  return res.data;
}

const abortedError = () => new ApiError({ status: 0, message: 'Request aborted', kind: 'aborted' });
const timeoutError = () =>
  new ApiError({ status: 408, message: 'Request timed out. Please try again.', kind: 'timeout' });

/**
 * One attempt with its own time-out. Settles on whichever comes first: the fetcher, the time-out
 * or the caller's abort, so a fetcher that ignores its signal cannot hold the load hostage.
 */
function attemptOnce(
  fetcher: CreatorFetcher,
  outer: AbortSignal,
  timeoutMs: number,
): Promise<Website | undefined> {
  return new Promise((resolve, reject) => {
    const controller = new AbortController();
    const cleanUp = () => {
      clearTimeout(timer);
      outer.removeEventListener('abort', onAbort);
    };
    // Reject first, then abort: the fetcher's own abort rejection arrives later and is ignored.
    const stop = (err: ApiError) => {
      cleanUp();
      reject(err);
      controller.abort(err);
    };
    const onAbort = () => stop(abortedError());
    const timer = setTimeout(() => stop(timeoutError()), timeoutMs);
    outer.addEventListener('abort', onAbort, { once: true });
    // The async wrapper turns a synchronous throw of the fetcher into a rejection.
    (async () => fetcher(controller.signal))().then(
      (creator) => {
        cleanUp();
        resolve(creator);
      },
      (err: unknown) => {
        cleanUp();
        reject(err);
      },
    );
  });
}

/** A wait that ends early, without error, when the signal aborts. */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
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

/**
 * Runs the fetcher with a 30 s time-out per attempt and up to 3 retries of retryable failures
 * (waits of retryDelay(0), retryDelay(1), …). Never rejects; resolves `null` once aborted, so the
 * caller sets no state after unmount.
 */
export async function loadCreatorWithRetry(
  fetcher: CreatorFetcher,
  { signal, sleep = abortableSleep, onAttempt }: CreatorLoadOptions,
): Promise<CreatorLoadOutcome | null> {
  for (let attempt = 0; ; attempt += 1) {
    if (signal.aborted) return null;
    onAttempt?.(attempt);
    let failure: unknown;
    try {
      const creator = await attemptOnce(fetcher, signal, CREATOR_LOAD.timeoutMs);
      if (signal.aborted) return null;
      return creator ? { status: 'loaded', creator } : { status: 'not-found' };
    } catch (err) {
      failure = err;
    }
    if (signal.aborted) return null;
    if (isApiError(failure) && failure.isNotFound) return { status: 'not-found' };
    if (!isApiError(failure) || !failure.retryable || attempt >= CREATOR_LOAD.maxRetries)
      return describeFailure(failure);
    try {
      await sleep(retryDelay(attempt), signal);
    } catch {
      // A custom sleep that rejects: only an abort is a reason to stop quietly.
      if (signal.aborted) return null;
      return describeFailure(failure);
    }
  }
}

const INITIAL: CreatorLoadState = { status: 'loading', attempt: 0 };

/**
 * Loads the creator on mount and on every `tryAgain`, aborting the previous run on unmount, on a
 * slug or locale change and on `tryAgain`.
 */
export function useCreatorLoad(
  slug: string,
  locale: Locale,
): { state: CreatorLoadState; tryAgain: () => void } {
  const [run, setRun] = useState(0);
  const key = `${locale}/${slug}#${run}`;
  // State is stored with the run it belongs to: a new run reads as loading at attempt 0 straight
  // away, without a reset inside the effect and without a stale frame of the previous run.
  const [current, setCurrent] = useState<{ key: string; state: CreatorLoadState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const publish = (state: CreatorLoadState) => {
      if (!controller.signal.aborted) setCurrent({ key, state });
    };
    void loadCreatorWithRetry((signal) => fetchCreator(slug, locale, signal), {
      signal: controller.signal,
      // Attempt 0 is already the derived initial state.
      onAttempt: (attempt) => {
        if (attempt > 0) publish({ status: 'loading', attempt });
      },
    }).then((outcome) => {
      if (outcome) publish(outcome);
    });
    return () => controller.abort();
  }, [key, slug, locale]);

  const tryAgain = useCallback(() => setRun((n) => n + 1), []);
  const state = current?.key === key ? current.state : INITIAL;
  return { state, tryAgain };
}
