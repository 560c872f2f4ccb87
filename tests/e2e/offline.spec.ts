import type { Page } from '@playwright/test';
import { expect, test } from './accounts-fixtures';
import { signInWithGoogle } from './studio-sign-in';
import { PAGES_CACHE } from '../../core/offline';
import { expectNoSeriousViolations } from './axe';
import { hydrated, openHydrated } from './hydration';

/**
 * Installable, and cook mode offline (issue 28), in Chromium with the service worker running:
 * a recipe opened once, and the favourites, are readable with the network off, with cook mode,
 * the checklist, servings and a timer; a page never opened shows the offline page; each host
 * installs as its own app.
 */
test.use({ serviceWorkers: 'allow' });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;

/** Waits until the service worker has kept `path` for reading offline. */
async function kept(page: Page, path: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ cache, path }) =>
            'caches' in window && Boolean(await (await caches.open(cache)).match(path)),
          { cache: PAGES_CACHE, path },
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('a favourite opened once works offline in cook mode; a page never opened shows the offline page', async ({
  page,
  context,
  oidc,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  // Opened once, and saved as a favourite from its page.
  await openHydrated(page, '/en/recipes/spaghetti-carbonara');
  await page.getByRole('button', { name: 'Save recipe' }).first().click();
  await kept(page, '/en/recipes/spaghetti-carbonara');
  // The favourites list keeps every favourite, also one never opened.
  await openHydrated(page, '/en/recipes/vegan-banana-bread');
  await page.getByRole('button', { name: 'Save recipe' }).first().click();
  // Signed in, the bookmarks are the account's favourites.
  await signInWithGoogle(page, oidc.issuer, 'offline-cook');
  await openHydrated(page, '/en/favourites');
  await expect(page.getByRole('list', { name: 'Favourites' }).getByRole('listitem')).toHaveCount(2);
  await kept(page, '/en/recipes/vegan-banana-bread');
  // A personal page is never kept.
  expect(
    await page.evaluate(
      async (cache) => Boolean(await (await caches.open(cache)).match('/en/favourites')),
      PAGES_CACHE,
    ),
  ).toBe(false);

  await context.setOffline(true);
  await page.goto('/en/recipes/spaghetti-carbonara');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/carbonara/i);
  await page.getByRole('switch', { name: 'Cook mode' }).click();
  await expect(page.getByRole('switch', { name: 'Cook mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  await ingredients.getByRole('checkbox').first().check();
  await expect(ingredients.getByRole('checkbox').first()).toBeChecked();
  // Servings: the ingredient reader loads offline too (precached).
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('servings')).toHaveText('5 servings');
  await expect(ingredients).toContainText('500 g spaghetti');
  await page.getByRole('button', { name: 'Start a timer: 8–10 minutes' }).click();
  const timer = page.getByRole('region', { name: 'Timers' }).getByRole('timer');
  await expect(timer).toHaveText(/^(8:00|7:5\d) left$/);
  await page.clock.fastForward('01:00');
  await expect(timer).toHaveText(/^(7:00|6:5\d) left$/);
  // Cook mode with a timer, offline, in both themes.
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // The favourite never opened is readable too.
  await page.goto('/en/recipes/vegan-banana-bread');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/banana bread/i);

  // A page never opened: the offline page, listing what can be read.
  await page.goto('/en/recipes/shakshuka-with-feta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  const available = page.getByRole('region', { name: 'Recipes you can read offline' });
  await expect(available.getByRole('link')).toHaveCount(2);
  await expect(available.getByRole('link', { name: /carbonara/i })).toHaveAttribute(
    'href',
    '/en/recipes/spaghetti-carbonara',
  );
  await hydrated(page);
  // The offline page in both themes and both languages.
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page);
  await page.goto('/nl/recepten-die-niet-bestaan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bent offline');
  await hydrated(page);
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousViolations(page);
  await context.setOffline(false);
});

test('the week menu’s recipes are kept for reading offline, in cook mode too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Planned from its card on its creator's page, never opened.
  await openHydrated(page, '/en/c/spicewok');
  await page
    .getByRole('button', { name: 'Add Chana masala to your week menu', exact: true })
    .first()
    .click();
  await openHydrated(page, '/en/menu');
  await expect(page.getByRole('link', { name: 'Chana masala' })).toBeVisible();
  await kept(page, '/en/recipes/chana-masala');

  await context.setOffline(true);
  await page.goto('/en/recipes/chana-masala');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chana masala');
  await page.getByRole('switch', { name: 'Cook mode' }).click();
  await expect(page.getByRole('switch', { name: 'Cook mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await context.setOffline(false);
});

/**
 * What Chromium says keeps the page from being installed as an app, and what it found wrong in
 * the manifest: both empty when it can be installed. A test's browser context is incognito, where
 * Chromium installs nothing ('in-incognito'): that one is not the page's.
 */
async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { errors } = await cdp.send('Page.getAppManifest');
  return [
    ...installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'),
    ...errors.map((e) => e.message),
  ];
}

test('each host installs as its own app: Zesty, and the creator with their name, colour and icons', async ({
  page,
  request,
}) => {
  const main = await (await request.get('/manifest.webmanifest')).json();
  expect(main).toMatchObject({ name: 'Zesty', display: 'standalone', start_url: '/' });
  // The creator's host, asked by name (this client resolves no *.localhost).
  const onCreatorHost = (path: string) =>
    request.get(path, { headers: { host: `pastapapa.localhost:${PORT}` } });
  const creator = await (await onCreatorHost('/manifest.webmanifest')).json();
  expect(creator).toMatchObject({
    name: 'Pasta Papa',
    short_name: 'Pasta Papa',
    theme_color: '#b22a20',
    display: 'standalone',
  });
  for (const icon of creator.icons as { src: string; sizes: string; purpose: string }[]) {
    const res = await onCreatorHost(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // The PNG's own width and height (IHDR) are the manifest's.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(creator.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
  // A site that is switched off, or no creator at all, installs as nothing.
  for (const host of [`omas-keuken.localhost:${PORT}`, `nobody-here.localhost:${PORT}`])
    expect((await request.get('/manifest.webmanifest', { headers: { host } })).status(), host).toBe(
      404,
    );

  for (const url of ['/nl', `${CREATOR}/en`]) {
    await openHydrated(page, url);
    await expect
      .poll(() => installabilityErrors(page), { timeout: 20_000, message: url })
      .toEqual([]);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/app-icons/apple-touch-icon.png',
  );
});
