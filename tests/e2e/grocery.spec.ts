import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { hydrated } from './hydration';

/**
 * Favourites, orders and grocery ordering as people meet them (issue 15), against the production
 * server with the real grocery widget (public/widget/v1.js), the embedded API and its demo
 * catalogue, and the real OpenID provider for signing in.
 */
const msgs = { en, nl } as const;
type Locale = keyof typeof msgs;
const PORT = Number(process.env.E2E_PORT ?? 3100);
const creatorOrigin = (slug: string) => `http://${slug}.localhost:${PORT}`;

const CARBONARA = 'spaghetti-carbonara';
const BOOKMARKED = [
  'spaghetti-carbonara',
  'thai-green-chicken-curry',
  'lattice-dutch-apple-pie',
] as const;

/** The widget's words (widget/src/i18n.ts), as a visitor reads them. */
const W = {
  en: {
    order: 'Order ingredients',
    card: 'Order these ingredients',
    checkout: 'Checkout',
    total: 'Total',
    indicative: 'Prices are indicative',
  },
  nl: {
    order: 'Ingrediënten bestellen',
    card: 'Bestel deze ingrediënten',
    checkout: 'Afrekenen',
    total: 'Totaal',
    indicative: 'Prijzen zijn indicatief',
  },
} as const;

async function recipeId(page: Page, slug: string): Promise<number> {
  const res = await page.request.get(`/api/proxy?path=/api/v1/recipes/${slug}/&locale=en`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { id: number } };
  return body.data.id;
}

async function setFaults(page: Page, rules: { path: string; fault: string; times?: number }[]) {
  const res = await page.request.post('/api/test/faults', { data: { rules } });
  expect(res.ok()).toBe(true);
}

async function clearFaults(page: Page) {
  await page.request.delete('/api/test/faults');
}

/** Signs in as the demo cook through the OpenID provider standing in for Google. */
async function signInAsCook(page: Page, locale: Locale, issuer: string) {
  await page.goto(`/${locale}/account/signin`);
  await page.getByRole('link', { name: msgs[locale].Auth.social.google }).click();
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.getByLabel('Account').fill('known-cook');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${locale}/account`);
  await expect(page.getByText('Kees Kok')).toBeVisible();
}

async function cookieIds(context: BrowserContext, name: string): Promise<number[]> {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  if (!cookie) return [];
  return JSON.parse(decodeURIComponent(cookie.value)) as number[];
}

const heart = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: msgs[locale].Recipe.bookmark.add }).first();

async function openRecipe(page: Page, path: string) {
  await page.goto(path);
  // Hydrated: the servings stepper answers.
  await expect(page.locator('[data-zesty-ingredients]')).toBeVisible();
  await hydrated(page);
}

// ---------------------------------------------------------------------------------------------
// Favourites

test.describe('favourites', () => {
  test.afterEach(async ({ page }) => clearFaults(page));

  test('en: bookmarks as a visitor, pushed to favourites on sign-in (a failed one stays), seen on a second device; a failed un-favourite reverts @critical', async ({
    page,
    browser,
    oidc,
  }) => {
    const ids: number[] = [];
    for (const slug of BOOKMARKED) {
      await openRecipe(page, `/en/recipes/${slug}`);
      await heart(page, 'en').click();
      await expect(page.getByText(en.Recipe.bookmark.saved).first()).toBeVisible();
      await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'true');
      ids.push(await recipeId(page, slug));
    }
    expect(await cookieIds(page.context(), 'bookmarks')).toEqual(ids);

    // The push of the second bookmark fails once: it stays in the cookie; the rest move.
    const failing = ids[1]!;
    await setFaults(page, [
      { path: `/api/v1/recipes/${failing}/favorite`, fault: 'status=503', times: 1 },
    ]);
    await signInAsCook(page, 'en', oidc.issuer);
    await expect.poll(() => cookieIds(page.context(), 'bookmarks')).toEqual([failing]);

    // Favourites shows all three: two from the server, one from this browser's cookie.
    await page.goto('/en/favourites');
    await expect(page.getByRole('heading', { name: en.Favourites.title, level: 1 })).toBeVisible();
    const grid = page.locator('main');
    for (const slug of BOOKMARKED)
      await expect(grid.locator(`a[href$="/recipes/${slug}"]`).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // A second device of the same user: only the server's two.
    const other = await browser.newContext();
    const second = await other.newPage();
    await signInAsCook(second, 'en', oidc.issuer);
    await second.goto('/en/favourites');
    await expect(second.locator(`main a[href$="/recipes/${BOOKMARKED[0]}"]`).first()).toBeVisible();
    await expect(second.locator(`main a[href$="/recipes/${BOOKMARKED[2]}"]`).first()).toBeVisible();
    await expect(second.locator(`main a[href$="/recipes/${BOOKMARKED[1]}"]`)).toHaveCount(0);

    // Un-favouriting with the API failing: the heart reverts and says so.
    await openRecipe(page, `/en/recipes/${BOOKMARKED[0]}`);
    await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'true');
    await setFaults(page, [
      { path: `/api/v1/recipes/${ids[0]}/favorite`, fault: 'status=500', times: 1 },
    ]);
    await heart(page, 'en').click();
    await expect(page.getByText(en.Recipe.bookmark.errorRemove).first()).toBeVisible();
    await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'true');

    // It is still a favourite on the other device, which refreshes on the event from this tab's
    // broadcast only within one browser; a reload shows the server's truth.
    await second.reload();
    await expect(second.locator(`main a[href$="/recipes/${BOOKMARKED[0]}"]`).first()).toBeVisible();

    // Without the fault it goes, and the favourites page of this browser follows.
    await heart(page, 'en').click();
    await expect(page.getByText(en.Recipe.bookmark.removed).first()).toBeVisible();
    await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'false');
    await second.reload();
    await expect(second.locator(`main a[href$="/recipes/${BOOKMARKED[0]}"]`)).toHaveCount(0);
    await other.close();
  });

  test('en, signed in: a favourite taken off on its recipe page leaves the list at once, going back or through the bottom bar (issue 26)', async ({
    page,
    oidc,
  }) => {
    await signInAsCook(page, 'en', oidc.issuer);
    const slugs = ['vegan-banana-bread', 'red-lentil-dahl'];
    for (const slug of slugs) {
      await openRecipe(page, `/en/recipes/${slug}`);
      await heart(page, 'en').click();
      await expect(page.getByText(en.Recipe.bookmark.saved).first()).toBeVisible();
      await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/en/favourites');
    const main = page.locator('main');
    const card = (slug: string) => main.locator(`a[href$="/recipes/${slug}"]`).first();
    for (const slug of slugs) await expect(card(slug)).toBeVisible();
    const countText = (n: number) =>
      n === 1 ? '1 saved recipe' : n === 0 ? 'No saved recipes' : `${n} saved recipes`;
    const count = await main
      .locator('a[href*="/recipes/"]')
      .evaluateAll((links) => new Set(links.map((a) => a.getAttribute('href'))).size);
    await expect(page.getByText(countText(count))).toBeVisible();

    /** Opens `slug` from the list, takes it off, comes back with `back`: it is gone at once. */
    const takeOff = async (slug: string, back: () => Promise<unknown>, left: number) => {
      await card(slug).click();
      await expect(page).toHaveURL(new RegExp(`/en/recipes/${slug}$`));
      await hydrated(page);
      await expect(heart(page, 'en')).toHaveAttribute('aria-pressed', 'true');
      await heart(page, 'en').click();
      await expect(page.getByText(en.Recipe.bookmark.removed).first()).toBeVisible();
      await back();
      await expect(page).toHaveURL('/en/favourites');
      await expect(main.locator(`a[href$="/recipes/${slug}"]`)).toHaveCount(0);
      await expect(page.getByText(countText(left))).toBeVisible();
    };
    await takeOff(slugs[0]!, () => page.goBack(), count - 1);
    // The same on a phone, through the bottom bar's Favourites.
    await page.setViewportSize({ width: 390, height: 844 });
    await takeOff(
      slugs[1]!,
      () =>
        page
          .getByRole('navigation', { name: en.Chrome.bottomBar.label })
          .getByRole('link', { name: en.Chrome.bottomBar.favourites })
          .click(),
      count - 2,
    );
  });

  test('nl: a visitor’s bookmark, in Dutch, becomes a favourite on sign-in and leaves the cookie', async ({
    page,
    oidc,
  }) => {
    const slug = 'vegan-banana-walnut-bread';
    await openRecipe(page, `/nl/recipes/${slug}`);
    await heart(page, 'nl').click();
    await expect(page.getByText(nl.Recipe.bookmark.saved).first()).toBeVisible();
    const id = await recipeId(page, slug);
    expect(await cookieIds(page.context(), 'bookmarks')).toEqual([id]);

    await signInAsCook(page, 'nl', oidc.issuer);
    await expect.poll(() => cookieIds(page.context(), 'bookmarks')).toEqual([]);
    await page.goto('/nl/favourites');
    await expect(page.getByRole('heading', { name: nl.Favourites.title, level: 1 })).toBeVisible();
    await expect(page.locator(`main a[href$="/recipes/${slug}"]`).first()).toBeVisible();
    // Still saved on the recipe, now from the account.
    await openRecipe(page, `/nl/recipes/${slug}`);
    await expect(heart(page, 'nl')).toHaveAttribute('aria-pressed', 'true');
  });

  test('nl: a visitor is sent to sign in from favourites and orders; the empty state leads to recipes', async ({
    page,
    oidc,
  }) => {
    for (const screen of ['favourites', 'orders'] as const) {
      await page.goto(`/nl/${screen}`);
      await expect(page).toHaveURL(/\/nl\/account\/signin/);
    }
    await signInAsCook(page, 'nl', oidc.issuer);
    await page.goto('/nl/orders');
    await expect(page.getByRole('heading', { name: nl.Orders.title, level: 1 })).toBeVisible();
    // Nothing ordered yet (the ordering journeys below come later).
    await expect(page.getByText(nl.Orders.empty.title)).toBeVisible();
    const browse = page.getByRole('link', { name: nl.Orders.empty.button });
    await expect(browse).toHaveAttribute('href', '/nl/recipes');
    await expectNoSeriousViolations(page);
    await browse.click();
    await expect(page).toHaveURL('/nl/recipes');
  });
});

// ---------------------------------------------------------------------------------------------
// Ordering the ingredients

/** The widget's shadow content: Playwright's locators pierce open shadow roots. */
const part = (scope: Page | Locator, name: string) => scope.locator(`[data-part="${name}"]`);

async function totalCents(page: Page): Promise<number> {
  const total = part(page, 'total').first();
  await expect(total).toHaveAttribute('data-cents', /^\d+$/);
  return Number(await total.getAttribute('data-cents'));
}

test.describe('ordering the ingredients', () => {
  for (const [locale, where] of [
    ['en', 'main'],
    ['nl', 'creator'],
  ] as const) {
    test(`${locale} on the ${where} site: no store yet → the dialog → basket at 6 servings without two lines → cheapest store → checkout → under Orders @critical`, async ({
      page,
      oidc,
    }) => {
      const m = msgs[locale];
      const origin = where === 'main' ? '' : creatorOrigin('pastapapa');
      if (where === 'main') await signInAsCook(page, locale, oidc.issuer);
      await openRecipe(page, `${origin}/${locale}/recipes/${CARBONARA}`);

      // The widget arrives after the page is interactive, in the page's language.
      const orderButton = page.getByRole('button', { name: W[locale].order });
      await expect(orderButton).toBeVisible();
      await orderButton.click();

      // No preferred store: the site's supermarket dialog, whose confirm continues the order.
      const dialog = page.getByRole('dialog', { name: m.Store.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(m.Store.subtitle)).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('radio', { name: /Jumbo/ }).check();
      await dialog.getByRole('button', { name: m.Store.save }).click();

      const basket = part(page, 'dialog');
      await expect(basket).toBeVisible();
      await expect(basket.getByText(W[locale].indicative)).toBeVisible();
      await expect(part(page, 'compare-option')).toHaveCount(4);
      const at4 = await totalCents(page);
      const lines4 = await part(page, 'line').count();
      expect(at4).toBeGreaterThan(0);
      expect(lines4).toBeGreaterThan(3);
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');
      await expect(basket).toBeHidden();
      await expect(orderButton).toBeFocused();

      // Six servings and two lines ticked off as owned: the basket follows.
      const more = page
        .getByRole('group', { name: m.Recipe.servingsLabel })
        .getByRole('button', { name: m.Recipe.increaseServings });
      await more.click();
      await more.click();
      await expect(page.locator('[data-zesty-ingredients]')).toHaveAttribute('data-servings', '6');
      const boxes = page
        .getByRole('list', { name: m.Recipe.ingredients.title })
        .getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await expect(page.locator('[data-zesty-ingredients]')).toHaveAttribute(
        'data-excluded',
        '0,1',
      );
      await orderButton.click();
      await expect(basket).toBeVisible();
      await expect(part(page, 'line')).toHaveCount(lines4 - 2);
      const at6 = await totalCents(page);
      expect(at6).not.toBe(at4);

      // The comparison: four stores, the cheapest marked; one tap switches.
      const cheapest = part(page, 'compare-option').filter({ has: part(page, 'cheapest') });
      await expect(cheapest).toHaveCount(1);
      const cheapestStore = await cheapest.getAttribute('data-store');
      const target = cheapestStore === 'jumbo' ? 'plus' : cheapestStore!;
      await part(page, 'compare-option')
        .and(page.locator(`[data-store="${target}"]`))
        .click();
      await expect(
        part(page, 'compare-option').and(page.locator(`[data-store="${target}"]`)),
      ).toHaveAttribute('aria-pressed', 'true');

      // Checkout: the store's product links and a shareable list; the recipe goes under Orders.
      await part(page, 'checkout').click();
      await expect(part(page, 'link').first()).toBeVisible();
      await expect(part(page, 'copy-list')).toBeVisible();
      const id = await recipeId(page, CARBONARA);
      await expect.poll(() => cookieIds(page.context(), 'orders')).toContain(id);

      if (where === 'main') {
        // An external link goes through the leaving-site dialog on the main site.
        await part(page, 'link').first().click();
        await expect(page.getByRole('dialog', { name: m.LeavingDialog.title })).toBeVisible();
        await page.getByRole('button', { name: m.LeavingDialog.stay }).click();
        await page.goto(`/${locale}/orders`);
        await expect(page.locator(`main a[href$="/recipes/${CARBONARA}"]`).first()).toBeVisible();
        await expectNoSeriousViolations(page);
      } else {
        // On a creator's site the link opens the store in a new tab (the store's site stands in:
        // this machine has no way out to the internet).
        await page
          .context()
          .route(/^https:\/\/www\.(ah\.nl|jumbo\.com|plus\.nl|coop\.nl)\//, (route) =>
            route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
          );
        const popup = page.waitForEvent('popup');
        await part(page, 'link').first().click();
        expect((await popup).url()).toMatch(
          /^https:\/\/www\.(ah\.nl|jumbo\.com|plus\.nl|coop\.nl)\//,
        );
      }
    });
  }

  test('en: the order card on a plain page of another origin prices the recipe', async ({
    page,
  }) => {
    const html = `<!doctype html><html lang="en"><head><title>My blog</title></head><body>
      <h1>My favourite carbonara</h1>
      <div data-zesty-order-card data-website-id="zesty-main"
           data-recipe-url="http://localhost:${PORT}/en/recipes/${CARBONARA}"></div>
      <script src="http://localhost:${PORT}/widget/v1.js" async></script>
    </body></html>`;
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The script itself: JavaScript, cached briefly (the version is in its path).
      const script = await page.request.get(`http://localhost:${PORT}/widget/v1.js`);
      expect(script.status()).toBe(200);
      expect(script.headers()['content-type']).toMatch(/javascript/);
      expect(script.headers()['cache-control']).toBe(
        'public, max-age=300, stale-while-revalidate=86400',
      );
      await page.goto(`http://127.0.0.1:${port}/`);
      const card = page.getByRole('button', { name: W.en.card });
      await expect(card).toBeVisible();
      await card.click();
      // No site dialog here: the widget's own store list.
      await part(page, 'store-option').and(page.locator('[data-store="albert-heijn"]')).click();
      await expect(part(page, 'dialog')).toBeVisible();
      expect(await totalCents(page)).toBeGreaterThan(0);
      await expect(part(page, 'compare-option')).toHaveCount(4);
      await expectNoSeriousViolations(page);
      await part(page, 'checkout').click();
      await expect(part(page, 'link').first()).toHaveAttribute('href', /^https:\/\/www\.ah\.nl\//);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// My Supermarket

test('nl: My Supermarket on the account opens the dialog and then shows the chosen logo', async ({
  page,
  oidc,
}) => {
  await signInAsCook(page, 'nl', oidc.issuer);
  const entry = page.getByRole('button', { name: new RegExp(nl.Account.mySupermarket) });
  await entry.click();
  const dialog = page.getByRole('dialog', { name: nl.Store.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Coop/ }).check();
  await dialog.getByRole('button', { name: nl.Store.save }).click();
  await expect(dialog).toBeHidden();
  await expect(entry.getByRole('img', { name: /Coop/ })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'preferredStore');
  expect(cookie?.value).toBe('coop');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
});
