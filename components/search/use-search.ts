'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Locale, SearchResult } from '@/core/contract';
import { isApiError } from '@/lib/api/errors';
import { proxyGet, proxyPost } from '@/lib/client/proxy';
import { SESSION_CHANGE_EVENT, rawUserCookie } from '@/lib/auth/user-cookie-name';

/** Spec: a search needs at least 3 characters (after trimming) … */
export const SEARCH_MIN_LENGTH = 3;
/** … and runs 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value`, but only once it has stopped changing for `delayMs`. The first value is immediate. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}

type SearchKey = readonly ['search', Locale, string];

export type SearchState = {
  /**
   * The settled input: debounced and trimmed, of any length (the URL keeps it). Once it is long
   * enough it is the term the results belong to.
   */
  term: string;
  /** Results for `term`; undefined while too short, loading, or failed. */
  results: SearchResult[] | undefined;
  /** A request is in flight. */
  isSearching: boolean;
  error: Error | undefined;
  /** Runs the search for the current term again (after an error). */
  retry: () => void;
};

/**
 * The search screen's data: debounced, minimum length, one request per settled term. The key
 * is null for a short term, so the results clear at once when the input gets too short (even
 * before the debounce settles), and there is no request for 1–2 characters.
 */
export function useSearch(input: string, locale: Locale): SearchState {
  const live = input.trim();
  const debounced = useDebouncedValue(live, SEARCH_DEBOUNCE_MS);
  const active = live.length >= SEARCH_MIN_LENGTH && debounced.length >= SEARCH_MIN_LENGTH;
  const key: SearchKey | null = active ? ['search', locale, debounced] : null;

  // Only the newest request matters: starting one aborts the one before (a superseded term).
  // Not aborted on unmount: SWR dedupes by key, and React's dev remount would reuse the aborted
  // request instead of starting a fresh one.
  const inFlight = useRef<AbortController | null>(null);

  const fetcher = useCallback(async ([, keyLocale, term]: SearchKey) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const body = await proxyGet(
        'search',
        {},
        { search: term, locale: keyLocale },
        { signal: controller.signal },
      );
      return body.data;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  const { data, error, isValidating, mutate } = useSWR<SearchResult[], Error, SearchKey | null>(
    key,
    fetcher,
    // No automatic retries (the app's SWR defaults): the screen has its own Retry button, and
    // retries would only delay the message.
    { ...SWR_DEFAULTS, keepPreviousData: false, revalidateOnReconnect: false },
  );

  const retry = useCallback(() => {
    void mutate();
  }, [mutate]);

  // An aborted request was superseded on purpose: it is not something to show.
  const shownError = error && !(isApiError(error) && error.kind === 'aborted') ? error : undefined;

  return {
    term: debounced,
    results: active ? data : undefined,
    isSearching: active && isValidating,
    error: active ? shownError : undefined,
    retry,
  };
}

/**
 * A signed-in user's searches (issue 14): the newest first, loaded while `show` (nothing is being
 * searched); `keep(term)` records a search that was made. Visitors have none, and nothing is
 * asked for them.
 */
function onSessionChange(listener: () => void) {
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => window.removeEventListener(SESSION_CHANGE_EVENT, listener);
}

export function useRecentSearches(locale: Locale, show: boolean) {
  // Whether someone is signed in, and who (the cookie's raw value keys the cache): the cookie is
  // not parsed here, so the search page loads no schema code. None on the server and while
  // hydrating.
  const user = useSyncExternalStore(
    onSessionChange,
    () => rawUserCookie(),
    () => undefined,
  );
  const { data, mutate } = useSWR(
    user && show ? (['search-history', user] as const) : null,
    () => proxyGet('search.history', {}).then((body) => body.data),
    SWR_DEFAULTS,
  );
  return {
    results: data ?? [],
    keep: (term: string) => {
      const kept = term.trim();
      if (!user || kept.length === 0) return;
      // Fire and forget: the visitor is on the way to the results; a lost entry costs nothing.
      void proxyPost('search.history', {}, { term: kept, locale }, { keepalive: true })
        .then((body) => mutate(body.data, { revalidate: false }))
        .catch(() => undefined);
    },
  };
}
