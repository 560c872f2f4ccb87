import { expect, test, type Page, type Route } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import { openHydrated } from './hydration';

/**
 * The chrome's library-backed pieces as a visitor meets them (issue 13): nextjs-toploader's
 * progress bar on a slow navigation (spec §9: minimum 0.2, speed 400), links that navigate before
 * it has loaded, sonner's toasts at top centre, and the locale cookie the language switch writes
 * with js-cookie (SameSite=Strict, 30 days).
 */
/** Long enough that the checks made meanwhile fit inside it, even on a loaded machine. */
const SLOW_MS = 4000;

const open = openHydrated;

/** Holds the App Router's request for the next page (its RSC payload) for `ms`. */
async function slowNavigation(page: Page, pathname: string, ms: number) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route: Route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue().catch(() => {});
    },
  );
}

/** The bar's width as a fraction of the viewport. */
const barWidth = (page: Page) =>
  page.locator('#nprogress .bar').evaluate((bar) => {
    const { width } = bar.getBoundingClientRect();
    return width / window.innerWidth;
  });

test.describe('navigation progress bar', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows from 20 % on a navigation that takes 4 s, and goes when the page shows', async ({
    page,
  }) => {
    await open(page, '/en/how-it-works');
    await slowNavigation(page, '/en/faqs', SLOW_MS);
    const started = Date.now();
    await page.getByRole('main').getByRole('link', { name: en.HowItWorks.faqLink }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    expect(await barWidth(page)).toBeGreaterThanOrEqual(0.19);
    // Still there while the page is on its way…
    await page.waitForTimeout(1000);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    expect(page.url()).toMatch(/\/en\/how-it-works$/);
    // …and gone once it shows.
    await page.waitForURL(/\/en\/faqs$/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 100);
    await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 3000 });
  });

  test('a link clicked before the bar has loaded still navigates', async ({ page }) => {
    // The bar's code never arrives: every script that carries nprogress is held back.
    await page.route('**/_next/static/**/*.js', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('nprogress')) return; // never answered
        await route.fulfill({ response, body });
      } catch {
        // The page moved on while this script was on its way (its response is disposed).
      }
    });
    await page.goto('/en/how-it-works');
    await page.getByRole('main').getByRole('link', { name: en.HowItWorks.faqLink }).click();
    await page.waitForURL(/\/en\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('links clicked at once', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A lazily loaded progress bar once kept the home's search bar from navigating when it was
  // clicked before the bar's code arrived (6 of 30 runs): click it as soon as it shows, often.
  test('the home search bar navigates when clicked before the page has settled', async ({
    page,
  }) => {
    for (let run = 0; run < 12; run++) {
      await page.goto('/en', { waitUntil: 'commit' });
      const bar = page.getByRole('link', { name: new RegExp(en.Home.searchLabel) }).first();
      await bar.click();
      await page.waitForURL(/\/en\/search(\?.*)?$/, { timeout: 15_000 });
    }
  });
});

test.describe('language switch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('writes the locale cookie itself: SameSite=Strict, path /, 30 days', async ({
    page,
    context,
  }) => {
    await open(page, '/en/how-it-works');
    await context.clearCookies();
    await page
      .getByRole('group', { name: en.Chrome.language })
      .getByRole('button', { name: en.Chrome.languages.nl })
      .click();
    await page.waitForURL(/\/nl\/how-it-works$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Strict', httpOnly: false });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });
});
