import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page, Response } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import type { MenuBasket } from '../../core/contract/grocery';
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { hydrated, openHydrated } from './hydration';
import { signInWithGoogle } from './studio-sign-in';

/**
 * The week menu (issue 28), as a cook uses it in Chromium: a visitor plans four recipes on the
 * main site (from cards and from recipe pages) and one on a creator's site, hands that one to
 * Zesty, signs in and keeps the menu, sets servings, moves days by keyboard and by dragging, and
 * orders all: one merged basket whose shared ingredients are checked line by line against the
 * recipes, four store totals with the cheapest marked, and every recipe then shown as ordered.
 * The account has the menu on a second device.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;
const M = en.WeekMenu;
const B = en.MenuButton;

/** The main site's four, in the order they are added, and the creator's one. */
const MAIN = [
  { slug: 'thai-green-chicken-curry', name: 'Thai green chicken curry', from: 'card' },
  { slug: 'red-lentil-dahl', name: 'Red lentil dahl', from: 'page' },
  { slug: 'chana-masala', name: 'Chana masala', from: 'card' },
  { slug: 'shakshuka-with-feta', name: 'Shakshuka with feta', from: 'page' },
] as const;
const FROM_CREATOR = { slug: 'linguine-with-garlic-prawns', name: 'Linguine with garlic prawns' };

const part = (scope: Page | Locator, name: string) => scope.locator(`[data-part="${name}"]`);
const days = (page: Page) => page.getByRole('list', { name: M.days }).getByRole('listitem');
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [k, v]) => out.replace(`{${k}}`, String(v)), text);

/** The days' recipe names, first day first. */
async function dayNames(page: Page): Promise<string[]> {
  return days(page)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
}

/** Adds a recipe from its card on its creator's page: the button over the picture. */
async function addFromCard(page: Page, name: string) {
  await openHydrated(page, '/en/c/spicewok');
  const button = page.getByRole('button', { name: fill(B.addNamed, { name }), exact: true });
  await button.first().click();
  await expect(
    page.getByRole('button', { name: fill(B.removeNamed, { name }), exact: true }).first(),
  ).toBeVisible();
}

/** Adds a recipe from its own page (on `origin`: the main site or a creator's). */
async function addFromPage(page: Page, path: string) {
  await openHydrated(page, path);
  await page.getByRole('button', { name: B.add, exact: true }).click();
  await expect(page.getByRole('button', { name: B.remove, exact: true })).toBeVisible();
}

type Ingredient = { text?: string; name?: string };

/** A recipe's ingredient lines, as the API gives them (in English). */
async function ingredientLines(page: Page, slug: string): Promise<string[]> {
  const res = await page.request.get(
    `/api/proxy?path=/api/v1/recipes/${slug}/&locale=en&include=ingredients`,
  );
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { ingredients?: { data?: Ingredient[] } } };
  return (body.data.ingredients?.data ?? []).map((i) => `${i.text ?? ''} ${i.name ?? ''}`);
}

/** The word a recipe line of this food names: 'Chopped tomatoes' → 'tomato'. */
const stem = (food: string) =>
  food
    .toLowerCase()
    .split(/\s+/)
    .pop()!
    .replace(/(es|s)$/, '');

test('a visitor’s menu from two sites is kept at sign-in, set, reordered and ordered as one merged basket @critical', async ({
  page,
  browser,
  oidc,
}) => {
  test.setTimeout(240_000);

  // --- A visitor plans four recipes on the main site, from cards and from recipe pages. -----
  for (const recipe of MAIN) {
    if (recipe.from === 'card') await addFromCard(page, recipe.name);
    else await addFromPage(page, `/en/recipes/${recipe.slug}`);
  }
  await openHydrated(page, '/en/menu');
  await expect(page.getByRole('status')).toHaveText('4 days planned');
  await expect.poll(() => dayNames(page)).toEqual(MAIN.map((r) => r.name));

  // --- …and one on a creator's site, whose menu hands it to Zesty. --------------------------
  await addFromPage(page, `${CREATOR}/en/recipes/${FROM_CREATOR.slug}`);
  await openHydrated(page, `${CREATOR}/en/menu`);
  await expect.poll(() => dayNames(page)).toEqual([FROM_CREATOR.name]);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: M.share.toZesty }).click();
  // At the servings its page showed when it was added (the recipe's own 2).
  await expect(page).toHaveURL(`/en/menu?r=${FROM_CREATOR.slug}%3A2`);
  const sharedMenu = page.getByRole('region', { name: M.shared.title });
  await expect(sharedMenu.getByRole('listitem')).toHaveText([`${FROM_CREATOR.name}, 2 servings`]);
  await hydrated(page);
  await sharedMenu.getByRole('button', { name: M.shared.add }).click();
  await expect(page).toHaveURL('/en/menu');
  await expect.poll(() => dayNames(page)).toEqual([...MAIN.map((r) => r.name), FROM_CREATOR.name]);

  // --- Signing in keeps it: the account has the five days. ----------------------------------
  await signInWithGoogle(page, oidc.issuer, 'menu-cook');
  const accountMenu = async () => {
    const res = await page.request.get('/api/proxy?path=/api/v1/menu');
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { entries: { recipeId: number }[] } }).data.entries;
  };
  await expect.poll(async () => (await accountMenu()).length).toBe(5);
  await openHydrated(page, '/en/menu');
  await expect.poll(() => dayNames(page)).toEqual([...MAIN.map((r) => r.name), FROM_CREATOR.name]);

  // --- Servings per day, and days moved by keyboard and by dragging. ------------------------
  const curry = days(page).filter({ hasText: MAIN[0].name });
  await curry.getByRole('button', { name: fill(M.more, { name: MAIN[0].name }) }).click();
  await curry.getByRole('button', { name: fill(M.more, { name: MAIN[0].name }) }).click();
  await expect(curry.getByRole('spinbutton')).toHaveValue('6');
  const moveDown = page.getByRole('button', {
    name: fill(M.moveDownNamed, { name: MAIN[0].name }),
  });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  // The move is announced, and focus stays on the moved day's button.
  await expect(
    page.getByText(fill(M.moved, { name: MAIN[0].name, day: 2, count: 5 })),
  ).toBeAttached();
  await expect(moveDown).toBeFocused();
  // Dragged (the whole list on screen: Playwright's drag cannot scroll on the way, as a hand does).
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 1600 });
  await days(page).filter({ hasText: FROM_CREATOR.name }).dragTo(days(page).first());
  await page.setViewportSize(viewport);
  const order = [FROM_CREATOR.name, MAIN[1].name, MAIN[0].name, MAIN[2].name, MAIN[3].name];
  await expect.poll(() => dayNames(page)).toEqual(order);
  // Each change is the account's at once (a second device sees it).
  await expect.poll(async () => (await accountMenu()).map((e) => e.recipeId).length).toBe(5);
  const second = await browser.newContext({ storageState: await page.context().storageState() });
  const other = await second.newPage();
  await openHydrated(other, '/en/menu');
  await expect.poll(() => dayNames(other)).toEqual(order);
  await expect(days(other).filter({ hasText: MAIN[0].name }).getByRole('spinbutton')).toHaveValue(
    '6',
  );
  await second.close();

  // The menu in both themes and both languages.
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page);
  await openHydrated(page, '/nl/menu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.WeekMenu.title);
  await expect(
    page.getByRole('list', { name: nl.WeekMenu.days }).getByRole('listitem'),
  ).toHaveCount(5);
  await expectNoSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousViolations(page);
  await openHydrated(page, '/en/menu');

  // --- Order all: one merged basket. --------------------------------------------------------
  const priced: Promise<Response> = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/grocery/menu-basket') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Order all' }).click();
  const storeDialog = page.getByRole('dialog', { name: en.Store.title });
  await expect(storeDialog).toBeVisible();
  await storeDialog.getByRole('radio', { name: /Jumbo/ }).check();
  await storeDialog.getByRole('button', { name: en.Store.save }).click();
  const answer = (await (await priced).json()) as { data: MenuBasket };
  const basket = answer.data;
  const dialog = part(page, 'dialog');
  await expect(dialog).toBeVisible();
  // Each recipe at the servings of its day.
  expect(basket.recipes.map((r) => [r.recipe, r.servings])).toEqual([
    [FROM_CREATOR.slug, 2],
    [MAIN[1].slug, 4],
    [MAIN[0].slug, 6],
    [MAIN[2].slug, 4],
    // Added from its page, which shows its own 2 servings.
    [MAIN[3].slug, 2],
  ]);
  await expect(part(page, 'menu-recipe')).toHaveCount(5);

  // Line by line: every food once; a food in several recipes is one line naming them all, and
  // each of its sources is that recipe's line of that food.
  const bought = basket.lines.filter((l) => l.status !== 'pantry');
  await expect(part(page, 'line')).toHaveCount(bought.length);
  const foods = basket.lines.map((l) => l.food);
  expect(new Set(foods).size).toBe(foods.length);
  const shared = bought.filter((l) => new Set(l.sources.map((s) => s.entry)).size > 1);
  expect(shared.map((l) => l.food)).toEqual(
    expect.arrayContaining(['Garlic', 'Onions', 'Coconut milk', 'Chopped tomatoes']),
  );
  const lines = new Map<string, string[]>();
  for (const r of basket.recipes) lines.set(r.recipe, await ingredientLines(page, r.recipe));
  for (const line of shared) {
    const row = part(page, 'line').filter({
      hasText: new RegExp(`^\\s*${line.food.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    });
    const recipes = new Set(line.sources.map((s) => s.entry)).size;
    await expect(part(row, 'line-sources')).toHaveAttribute('data-count', String(recipes));
    for (const source of line.sources) {
      const text = lines.get(source.recipe)?.[source.index] ?? '';
      expect(text.toLowerCase(), `${line.food} in ${source.recipe}`).toContain(stem(line.food));
    }
  }
  // Garlic in four of the five, the creator's among them: bought once, not four times.
  const garlic = basket.lines.find((l) => l.food === 'Garlic')!;
  expect(new Set(garlic.sources.map((s) => s.recipe))).toEqual(
    new Set([FROM_CREATOR.slug, MAIN[1].slug, MAIN[2].slug, MAIN[3].slug]),
  );
  expect(garlic.packs).toBe(1);
  // Pantry lines once each.
  const pantry = basket.lines.filter((l) => l.status === 'pantry');
  await expect(part(page, 'pantry-line')).toHaveCount(pantry.length);

  // Four totals, the cheapest marked, as the API priced them.
  await expect(part(page, 'compare-option')).toHaveCount(4);
  const cheapest = part(page, 'compare-option').filter({ has: part(page, 'cheapest') });
  await expect(cheapest).toHaveAttribute('data-store', basket.cheapest);
  const jumbo = basket.totals.find((t) => t.store === 'jumbo')!;
  await expect(part(page, 'total').first()).toHaveAttribute('data-cents', String(jumbo.totalCents));
  await expectNoSeriousViolations(page);

  // Checkout: the store's links, and every recipe of the menu is ordered.
  await part(page, 'checkout').click();
  await expect(part(page, 'link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(days(page).filter({ hasText: M.ordered })).toHaveCount(5);
  await openHydrated(page, '/en/orders');
  for (const r of [...MAIN, FROM_CREATOR])
    await expect(page.locator(`main a[href$="/recipes/${r.slug}"]`).first()).toBeVisible();
});

test('nl: an empty menu leads to the recipes; a card’s button adds and takes out', async ({
  page,
}) => {
  const N = nl.WeekMenu;
  await openHydrated(page, '/nl/menu');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(N.empty.title);
  await expect(page.getByRole('status')).toHaveText('Nog geen recepten gepland');
  await page.getByRole('link', { name: N.empty.button }).click();
  await expect(page).toHaveURL('/nl/recipes');
  await hydrated(page);
  const first = page.locator('[data-menu-button]').first();
  const name = (await first.getAttribute('aria-label'))!.replace(/^Zet (.*) op je weekmenu$/, '$1');
  await first.click();
  await expect(first).toHaveAttribute('aria-label', `Haal ${name} van je weekmenu`);
  await expect(page.getByText(`${name} staat op je weekmenu`)).toBeVisible();
  await openHydrated(page, '/nl/menu');
  await expect(page.getByRole('status')).toHaveText('1 dag gepland');
  await page.getByRole('button', { name: N.removeNamed.replace('{name}', name) }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(N.empty.title);
  await expectNoSeriousViolations(page);
});

test('nl: an order card on another site orders a whole menu from its menu link', async ({
  page,
}) => {
  const link = `http://localhost:${PORT}/nl/menu?r=chana-masala:4&r=red-lentil-dahl:2`;
  const html = `<!doctype html><html lang="nl"><head><title>Mijn blog</title></head><body>
    <h1>Mijn week</h1>
    <div data-zesty-order-card data-website-id="zesty-main" data-recipe-url="${link}"></div>
    <script src="http://localhost:${PORT}/widget/v1.js" async></script>
  </body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('button', { name: 'Bestel dit menu' }).click();
    // No site dialog on someone else's page: the widget's own store list.
    await part(page, 'store-option').and(page.locator('[data-store="plus"]')).click();
    await expect(part(page, 'dialog')).toBeVisible();
    await expect(part(page, 'menu-recipe')).toHaveText([/Chana masala/, /Linzendahl|dahl/i]);
    await expect(part(page, 'compare-option')).toHaveCount(4);
    await expect(part(page, 'cheapest')).toHaveCount(1);
    // Onions are in both: one line naming both recipes.
    await expect(
      part(page, 'line-sources').and(page.locator('[data-count="2"]')).first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await part(page, 'checkout').click();
    await expect(part(page, 'link').first()).toHaveAttribute('href', /^https:\/\/www\.plus\.nl\//);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
