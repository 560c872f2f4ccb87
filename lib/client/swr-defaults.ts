import type { SWRConfiguration } from 'swr';

/**
 * What every SWR hook of the app shares, given once by the root layout's `SWRConfig` (and by the
 * tests around the islands they render). Coming back to the tab does not fetch again: the lists
 * would jump under the reader. A failure is not retried by itself: each island shows its error
 * with its own Try Again; a hook that retries says so in its own options.
 */
export const SWR_DEFAULTS = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
