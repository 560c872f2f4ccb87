import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { hydrated, openHydrated } from './hydration';

/**
 * The browse screens when the API fails, answers late or not at all (spec §4 creator load, §8
 * errors): every fault is the API's own test switch (server/faults.ts, ZESTY_FAULTS=1), never a
 * mocked front end.
 * - Server-rendered pages: process-wide rules through POST /api/test/faults, which also turns on
 *   draft mode for this browser, so the page is rendered afresh instead of coming from the cache.
 * - Client islands: the real x-zesty-fault header added to the browser's /api/proxy requests; the
 *   proxy passes it on and the real API fails.
 * Rules are process-wide, so the file runs serially and every test clears them afterwards.
 */
test.describe.configure({ mode: 'serial' });

/** Server renders with draft mode and client retries take a few seconds: bounded, generous waits. */
const expect = baseExpect.configure({ timeout: 15_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
/** Node cannot resolve *.localhost, Chromium can: creator hosts are visited in the browser only. */
const creatorSite = (slug: string) => `http://${slug}.localhost:${PORT}`;

/** Next's draft-mode cookie: with it the server renders the page instead of serving the cache. */
const DRAFT_COOKIE = '__prerender_bypass';

/** The seed's creators and collection used below. */
const FIT_FOODIE = 'Fit Foodie Femke';
const PASTA_PAPA = 'Pasta Papa';
const COLLECTION = { slug: 'quick-weeknight-italian', en: 'Quick weeknight Italian' } as const;
const COLLECTION_NL = 'Snel Italiaans door de week';

/** The retry schedule of the client-side creator load: waits of 1 s, 2 s and 4 s. */
const BACK_OFF_MS = [1_000, 2_000, 4_000];
/** A retry schedule run end to end, plus rendering. */
const RETRY_RUN_MS = 30_000;

type FaultRule = { path: string; fault: string; times?: number };

/**
 * Sets the API's process-wide fault rules, and draft mode for this browser (the cookie lands in
 * the context's jar, shared by page.request). Creator hosts are other sites for cookies: the
 * draft cookie is copied to the ones named in `hosts`.
 */
async function setFaults(page: Page, rules: FaultRule[], hosts: string[] = []) {
  const res = await page.request.post('/api/test/faults', { data: { rules } });
  expect(res.status(), await res.text()).toBe(200);
  const context = page.context();
  const draft = (await context.cookies(MAIN)).find((c) => c.name === DRAFT_COOKIE);
  expect(draft, 'draft mode is on for this browser').toBeDefined();
  if (draft && hosts.length > 0)
    await context.addCookies(
      hosts.map((slug) => ({
        name: draft.name,
        value: draft.value,
        domain: `${slug}.localhost`,
        path: '/',
        httpOnly: true,
        secure: draft.secure,
        sameSite: draft.sameSite,
      })),
    );
}

/** Clears the rules (and draft mode on the main host). */
async function clearFaults(page: Page) {
  const res = await page.request.delete('/api/test/faults');
  expect(res.status()).toBe(200);
}

/** Is this a browser → proxy request for exactly this API path? */
function isProxyCall(request: Request, apiPath: string): boolean {
  const url = new URL(request.url());
  return url.pathname === '/api/proxy' && url.searchParams.get('path') === apiPath;
}

/**
 * Adds the API's fault header to the browser's proxy requests (all of them, or those for
 * `apiPath`). `fault` may be a function of the 0-based count of matching requests so far;
 * undefined lets that request through untouched.
 */
async function faultProxy(
  page: Page,
  fault: string | ((index: number) => string | undefined),
  apiPath?: string,
) {
  let index = 0;
  await page.route('**/api/proxy?**', (route) => {
    const request = route.request();
    if (apiPath && !isProxyCall(request, apiPath)) return route.continue();
    const value = typeof fault === 'function' ? fault(index) : fault;
    index += 1;
    if (value === undefined) return route.continue();
    return route.continue({ headers: { ...request.headers(), 'x-zesty-fault': value } });
  });
}

/**
 * When the browser asked the proxy for `apiPath` (ms timestamps). The browser's own start time
 * of each request, not when the event reached this process: a busy machine delays events.
 */
function recordProxyCalls(page: Page, apiPath: string): number[] {
  const times: number[] = [];
  const record = (request: Request) => {
    if (isProxyCall(request, apiPath)) times.push(request.timing().startTime);
  };
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  return times;
}

/** The waits between consecutive calls follow the back-off schedule (timers never fire early). */
function expectBackOff(times: number[], schedule: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const gaps = sorted.slice(1).map((t, i) => t - sorted[i]!);
  expect(gaps, `gaps ${gaps.join(', ')} ms`).toHaveLength(schedule.length);
  schedule.forEach((wait, i) => {
    expect(gaps[i], `wait ${i + 1}`).toBeGreaterThanOrEqual(wait * 0.9);
    expect(gaps[i], `wait ${i + 1}`).toBeLessThan(wait + 2_000);
  });
}

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const statusWith = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const heading1 = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await clearFaults(page);
});

test.describe('home', () => {
  for (const [locale, messages] of [
    ['en', en],
    ['nl', nl],
  ] as const) {
    test(`${locale}: recipes unavailable, then Try Again shows the trending carousel`, async ({
      page,
    }) => {
      await setFaults(page, [{ path: '/api/v1/recipes', fault: 'status=503' }]);
      await page.goto(`/${locale}`);
      const failure = alertWith(page, messages.Errors.recipesUnavailable);
      await expect(failure).toBeVisible();
      const tryAgain = page.getByRole('button', { name: messages.Common.tryAgain });
      await expect(tryAgain).toBeFocused();
      await expect(page.getByRole('list', { name: messages.Home.trendingLabel })).toHaveCount(0);
      await expectNoSeriousViolations(page);

      await clearFaults(page);
      await tryAgain.click();
      await expect(failure).toBeHidden();
      await expect(page.getByRole('heading', { name: messages.Home.trending })).toBeVisible();
      const carousel = page.getByRole('list', { name: messages.Home.trendingLabel });
      await expect(carousel.getByRole('article').first()).toBeVisible();
      expect(await carousel.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('creators list', () => {
  test('failed to fetch creators, then Try Again shows the creators', async ({ page }) => {
    await setFaults(page, [{ path: '/api/v1/websites', fault: 'status=503' }]);
    await page.goto('/en/creators');
    const failure = alertWith(page, en.Creators.error);
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', { name: en.Creators.heading })).toHaveCount(0);

    await clearFaults(page);
    await page.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: en.Creators.heading })).toBeVisible();
    await expect(
      page.getByRole('list', { name: en.Creators.title }).getByRole('link', { name: FIT_FOODIE }),
    ).toBeVisible();
  });
});

test.describe('creator profile: client-side creator load', () => {
  const FIT_FOODIE_API = '/api/v1/websites/fitfoodie';

  test('503: skeleton, 4 attempts 1 s / 2 s / 4 s apart, the error, and Try Again recovers', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=503' }]);
    await page.goto('/en/c/fitfoodie');
    await expect(statusWith(page, en.Creator.loading)).toBeVisible();

    const failure = alertWith(page, en.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible({ timeout: RETRY_RUN_MS });
    await expect(
      failure.getByRole('heading', { name: en.Errors.unableToLoadCreator }),
    ).toBeVisible();
    await expect(failure).toContainText('Server error: 503 - Service Unavailable');
    await expect(statusWith(page, en.Creator.loading)).toHaveCount(0);
    await expect.poll(() => calls.length).toBe(4);
    expectBackOff(calls, BACK_OFF_MS);
    const tryAgain = page.getByRole('button', { name: en.Common.tryAgain });
    await expect(tryAgain).toBeFocused();
    await expectNoSeriousViolations(page);

    await clearFaults(page);
    await tryAgain.click();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible();
    await expect(failure).toBeHidden();
    await expect(page.getByRole('heading', { name: en.Creator.recipes })).toBeVisible();
    await expect.poll(() => calls.length).toBe(5);
  });

  test('the server render and two attempts fail, the third succeeds: the profile, unasked', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    // One for the server render, two for the first client attempts.
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=503', times: 3 }]);
    await page.goto('/en/c/fitfoodie');
    await expect(statusWith(page, en.Creator.loading)).toBeVisible();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible({ timeout: RETRY_RUN_MS });
    await expect(page.getByRole('heading', { name: en.Creator.recipes })).toBeVisible();
    await expect.poll(() => calls.length).toBe(3);
    expectBackOff(calls, BACK_OFF_MS.slice(0, 2));
    await expect(page.getByText(en.Errors.unableToLoadCreator)).toHaveCount(0);
  });

  test('429 is retried like 503', async ({ page }) => {
    test.setTimeout(90_000);
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=429' }]);
    await page.goto('/en/c/fitfoodie');
    const failure = alertWith(page, en.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible({ timeout: RETRY_RUN_MS });
    await expect(failure).toContainText('Server error: 429 - Too Many Requests');
    await expect.poll(() => calls.length).toBe(4);
    expectBackOff(calls, BACK_OFF_MS);
  });

  test('400 is not retried: one attempt, then the error', async ({ page }) => {
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=400' }]);
    await page.goto('/en/c/fitfoodie');
    const failure = alertWith(page, en.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(en.Errors.loadCreator);
    // Longer than the first back-off: a retry would have started by now.
    await page.waitForTimeout(BACK_OFF_MS[0]! + 500);
    await expect.poll(() => calls.length).toBe(1);

    await clearFaults(page);
    await page.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);
  });

  test('an attempt that never answers ends in the time-out message (nl)', async ({ page }) => {
    test.setTimeout(90_000);
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=503', times: 1 }]);
    // Three quick failures, then an attempt the API never answers: the proxy gives up upstream
    // (its own time-out) and the load reports a time-out, not a server error.
    await faultProxy(page, (i) => (i < 3 ? 'status=503' : 'hang'), FIT_FOODIE_API);
    await page.goto('/nl/c/fitfoodie');
    await expect(statusWith(page, nl.Creator.loading)).toBeVisible();
    const failure = alertWith(page, nl.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible({ timeout: 60_000 });
    await expect(failure).toContainText(nl.Errors.timeout);
    await expect.poll(() => calls.length).toBe(4);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: nl.Common.tryAgain }).click();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible();
  });

  test('a page that keeps failing on the server while the creator loads stops at the error, not in a loop', async ({
    page,
  }) => {
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    // The creator itself answers; the page's collections do not, so every server render fails.
    await setFaults(page, [{ path: '/api/v1/collections', fault: 'status=503' }]);
    await page.goto('/en/c/fitfoodie');
    const failure = alertWith(page, en.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(en.Errors.loadCreator);
    // The loaded creator handed the page back to the server once; the second failure stays.
    await page.waitForTimeout(2_000);
    await expect(failure).toBeVisible();
    await expect.poll(() => calls.length).toBe(2);

    await clearFaults(page);
    await page.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible();
    await expect(failure).toBeHidden();
    await expect.poll(() => calls.length).toBe(3);
  });

  test('a slow server render shows the skeleton, then the profile, with no client load', async ({
    page,
  }) => {
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'delay=1500' }]);
    await page.goto('/en/c/fitfoodie', { waitUntil: 'commit' });
    await expect(statusWith(page, en.Creator.loading)).toBeVisible();
    await expect(heading1(page, FIT_FOODIE)).toBeVisible();
    await expect(statusWith(page, en.Creator.loading)).toHaveCount(0);
    await expect.poll(() => calls.length).toBe(0);
  });

  test('a creator the client finds missing (404) or not enabled shows the not-found view', async ({
    page,
  }) => {
    const calls = recordProxyCalls(page, FIT_FOODIE_API);
    await setFaults(page, [{ path: FIT_FOODIE_API, fault: 'status=503', times: 1 }]);
    await faultProxy(page, 'status=404', FIT_FOODIE_API);
    await page.goto('/en/c/fitfoodie');
    await expect(heading1(page, en.NotFound.title)).toBeVisible();
    await expect(page.getByText(en.NotFound.message)).toBeVisible();
    await expect.poll(() => calls.length).toBe(1);

    // Oma's Keuken is not enabled: the API's real answer to the client load.
    const omaCalls = recordProxyCalls(page, '/api/v1/websites/omas-keuken');
    await setFaults(page, [
      { path: '/api/v1/websites/omas-keuken', fault: 'status=503', times: 1 },
    ]);
    await page.goto('/en/c/omas-keuken');
    await expect(heading1(page, en.NotFound.title)).toBeVisible();
    expect(omaCalls).toHaveLength(1);
  });
});

test.describe('not found', () => {
  test('a creator that is not enabled, or does not exist, is the 404 page on both hosts', async ({
    page,
  }) => {
    for (const [url, messages] of [
      ['/en/c/omas-keuken', en],
      ['/en/c/no-such-creator', en],
      ['/nl/c/no-such-creator', nl],
      [`${creatorSite('omas-keuken')}/en`, en],
      [`${creatorSite('no-such-creator')}/nl`, nl],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(heading1(page, messages.NotFound.title), url).toBeVisible();
      await expect(page.getByText(messages.NotFound.message), url).toBeVisible();
    }
  });
});

test.describe('collection page', () => {
  const COLLECTION_API = `/api/v1/collections/${COLLECTION.slug}`;

  test('unable to load collection, then Try Again shows it', async ({ page }) => {
    await setFaults(page, [{ path: COLLECTION_API, fault: 'status=500' }]);
    await page.goto(`/en/c/pastapapa/collections/${COLLECTION.slug}`);
    const failure = alertWith(page, en.Errors.loadCollection);
    await expect(failure).toBeVisible();
    await expect(
      failure.getByRole('heading', { level: 1, name: en.Collection.unableToLoad }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await clearFaults(page);
    await page.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(heading1(page, COLLECTION.en)).toBeVisible();
    await expect(failure).toBeHidden();
    await expect(
      page.getByRole('link', { name: en.Collection.by.replace('{name}', PASTA_PAPA) }),
    ).toBeVisible();
  });

  test('on the creator host (nl): unable to load, then Try Again shows it', async ({ page }) => {
    await setFaults(page, [{ path: COLLECTION_API, fault: 'status=500' }], ['pastapapa']);
    await page.goto(`${creatorSite('pastapapa')}/nl/collections/${COLLECTION.slug}`);
    const failure = alertWith(page, nl.Errors.loadCollection);
    await expect(failure).toBeVisible();
    await expect(
      failure.getByRole('heading', { level: 1, name: nl.Collection.unableToLoad }),
    ).toBeVisible();

    await clearFaults(page);
    await page.getByRole('button', { name: nl.Common.tryAgain }).click();
    await expect(heading1(page, COLLECTION_NL)).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test("a missing collection, and another creator's, are not found", async ({ page }) => {
    for (const url of [
      '/en/c/pastapapa/collections/no-such-collection',
      `/en/c/greenkitchen/collections/${COLLECTION.slug}`,
      `${creatorSite('greenkitchen')}/en/collections/${COLLECTION.slug}`,
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      await expect(heading1(page, en.NotFound.title), url).toBeVisible();
    }
  });
});

test.describe('recipe list', () => {
  const grid = (page: Page) => page.getByRole('list', { name: en.Recipes.gridLabel });

  async function chooseDifficulty(page: Page, option: string) {
    await page.getByRole('button', { name: en.Recipes.filters.difficulty }).click();
    await page
      .getByRole('group', {
        name: en.Recipes.filters.open.replace('{name}', en.Recipes.filters.difficulty),
      })
      .getByRole('button', { name: option })
      .click();
  }

  async function openRecipes(page: Page) {
    await page.goto('/en/recipes');
    await expect(grid(page).getByRole('article').first()).toBeVisible();
    // The filter chips answer once the live screen (following the URL) has replaced the stand-in.
    await expect(page.locator('main[data-ready]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
  }

  test('a slow server render shows the loading screen, then the list', async ({ page }) => {
    await setFaults(page, [{ path: '/api/v1/recipes', fault: 'delay=1500' }]);
    await page.goto('/en/recipes', { waitUntil: 'commit' });
    await expect(statusWith(page, en.Recipes.loading)).toBeVisible();
    await expect(grid(page).getByRole('article').first()).toBeVisible();
    await expect(statusWith(page, en.Recipes.loading)).toHaveCount(0);
  });

  test('a slow filter change shows Loading recipes..., then the results', async ({ page }) => {
    await openRecipes(page);
    await faultProxy(page, 'delay=1500');
    await chooseDifficulty(page, 'Easy');
    await expect(page).toHaveURL(/[?&]difficulty=easy/);
    await expect(statusWith(page, en.Recipes.loading)).toBeVisible();
    await expect(grid(page)).toHaveCount(0);
    await expect(grid(page).getByRole('article').first()).toBeVisible();
    await expect(statusWith(page, en.Recipes.loading)).toHaveCount(0);
  });

  test('a failing filter change shows the error, and Try Again loads the results', async ({
    page,
  }) => {
    await openRecipes(page);
    await faultProxy(page, 'status=503');
    await chooseDifficulty(page, 'Easy');
    const failure = alertWith(page, en.Errors.recipesUnavailable);
    await expect(failure).toBeVisible();
    await expect(grid(page)).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(grid(page).getByRole('article').first()).toBeVisible();
    await expect(failure).toBeHidden();
  });
});

test.describe('search', () => {
  const results = (page: Page, messages: typeof en) =>
    page.getByRole('list', { name: messages.Search.resultsLabel });

  async function openSearch(page: Page, locale: 'en' | 'nl') {
    await openHydrated(page, `/${locale}/search`);
  }

  test('a slow search shows Searching..., then the results', async ({ page }) => {
    await openSearch(page, 'en');
    await faultProxy(page, 'delay=1500', '/api/v1/search');
    await page.getByRole('searchbox', { name: en.Search.inputLabel }).fill('pasta');
    await expect(statusWith(page, en.Search.searching)).toBeVisible();
    await expect(results(page, en).getByRole('link').first()).toBeVisible();
    await expect(statusWith(page, en.Search.searching)).toHaveCount(0);
  });

  test('nl: a failing search shows the error, and Retry shows the results', async ({ page }) => {
    await openSearch(page, 'nl');
    await faultProxy(page, 'status=503', '/api/v1/search');
    await page.getByRole('searchbox', { name: nl.Search.inputLabel }).fill('pasta');
    const failure = alertWith(page, nl.Errors.search);
    await expect(failure).toBeVisible();
    await expect(results(page, nl)).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await failure.getByRole('button', { name: nl.Common.retry, exact: true }).click();
    await expect(results(page, nl).getByRole('link').first()).toBeVisible();
    await expect(failure).toBeHidden();
  });

  test('a search the API never answers ends in the error once the proxy gives up', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openSearch(page, 'en');
    await faultProxy(page, 'hang', '/api/v1/search');
    await page.getByRole('searchbox', { name: en.Search.inputLabel }).fill('pasta');
    await expect(statusWith(page, en.Search.searching)).toBeVisible();
    await expect(alertWith(page, en.Errors.search)).toBeVisible({ timeout: 30_000 });
    await expect(statusWith(page, en.Search.searching)).toHaveCount(0);
  });
});

test.describe('creator host', () => {
  test('the creator home falls back to the client load, and Try Again shows it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const calls = recordProxyCalls(page, '/api/v1/websites/pastapapa');
    await setFaults(
      page,
      [{ path: '/api/v1/websites/pastapapa', fault: 'status=503' }],
      ['pastapapa'],
    );
    await page.goto(`${creatorSite('pastapapa')}/en`);
    await expect(statusWith(page, en.Creator.loading)).toBeVisible();
    const failure = alertWith(page, en.Errors.unableToLoadCreator);
    await expect(failure).toBeVisible({ timeout: RETRY_RUN_MS });
    await expect(failure).toContainText('Server error: 503 - Service Unavailable');
    await expect.poll(() => calls.length).toBe(4);
    expectBackOff(calls, BACK_OFF_MS);

    await clearFaults(page);
    await page.getByRole('button', { name: en.Common.tryAgain }).click();
    await expect(heading1(page, PASTA_PAPA)).toBeVisible();
    await expect(failure).toBeHidden();
    await expect(page).toHaveTitle(`${PASTA_PAPA} | Zesty`);
  });
});
