import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated everything a visitor could use on the page: every link, button,
 * form field and the main landmark carries React's fiber key. In the App Router React hydrates the
 * whole document (server components' output included), one Suspense boundary at a time, so an
 * element without the key is still inert HTML: a click on it is lost, and content appended to it
 * is thrown away when React reconciles the boundary. `networkidle` alone does not say this: on a
 * loaded two-core machine the scripts have arrived well before they have run.
 *
 * Elements in shadow roots (the grocery widget) are not React's and are not searched.
 */
export async function hydrated(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const interactive = document.querySelectorAll(
        'body a[href], body button, body input, body select, body textarea, #main-content',
      );
      return [...interactive].every((el) =>
        Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
      );
    },
    null,
    { timeout, polling: 100 },
  );
}

/** Opens `url`, lets its scripts and prefetches settle, and waits until React has hydrated it. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  return response;
}
