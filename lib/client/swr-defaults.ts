import type { SWRConfiguration } from 'swr';

/**
 * What every SWR hook of the app shares, written once and spread first into each hook's options
 * (the tests' `SWRConfig` around the islands give it too). Coming back to the tab does not fetch
 * again: the lists would jump under the reader. A failure is not retried by itself: each island
 * shows its error with its own Try Again; a hook that retries says so in its own options.
 *
 * Not a root `SWRConfig`: rendered by the root layout, the provider (swr's config and cache
 * module, about 2.4 kB compressed) would be part of the first load of every page, home and the
 * static pages included, where no SWR hook runs (docs/architecture.md, "SWR").
 */
export const SWR_DEFAULTS = {
  revalidateOnFocus: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;
