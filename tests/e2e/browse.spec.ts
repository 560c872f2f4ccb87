import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { hydrated } from './hydration';

/**
 * Browse journeys in a real Chromium against `next start` with the demo content: home, recipe
 * list (filters, URL state, search badge, more on scroll, category chips), search, creators,
 * creator profile, collections, on the main host and creator hosts, in English and Dutch.
 * Error, slow and time-out states are in faults.spec.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const creatorHost = (slug: string) => `http://${slug}.localhost:${PORT}`;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The recipe list follows the URL once its scripts run (before that a server-rendered stand-in shows). */
async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main[data-ready]')).toBeVisible();
  await hydrated(page);
}
// On a creator page the grid of recipes (collections are articles too).
const recipeGrid = (page: Page, name = en.Creator.recipes) =>
  page.getByRole('list', { name, exact: true }).getByRole('article');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

async function historyLength(page: Page) {
  return page.evaluate(() => window.history.length);
}

test.describe('home', () => {
  for (const [locale, m] of [
    ['en', en],
    ['nl', nl],
  ] as const) {
    test(`${locale}: inspiration, search bar, trending and creators carousels, call to action`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByText(m.Home.getInspired)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: m.Home.title })).toBeVisible();

      const trending = page.getByRole('list', { name: m.Home.trendingLabel });
      await expect(trending.getByRole('article')).toHaveCount(5);
      await expect(trending.getByRole('link', { name: m.Home.seeMoreCard })).toHaveAttribute(
        'href',
        `/${locale}/recipes`,
      );
      await expect(page.getByRole('link', { name: m.Home.seeAll, exact: true })).toHaveAttribute(
        'href',
        `/${locale}/recipes`,
      );

      const creators = page.getByRole('list', { name: m.Home.creatorsLabel });
      await expect(creators.getByRole('article').first()).toBeVisible();
      await expect(creators.getByRole('article').filter({ hasText: 'Oma' })).toHaveCount(0);

      const cta = page.getByRole('region', { name: m.Home.cta.title });
      await expect(cta.getByRole('link', { name: m.Home.cta.button })).toHaveAttribute(
        'href',
        `/${locale}/recipes`,
      );

      await page.getByRole('link', { name: m.Home.searchLabel }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/search$`));
      await expect(page.getByRole('searchbox')).toBeFocused();
    });
  }

  test('the read-only search bar carries the s value to the search screen', async ({ page }) => {
    await page.goto('/en?s=curry');
    const bar = page.getByRole('link', { name: en.Home.searchLabel });
    await expect(bar).toHaveAttribute('href', '/en/search?s=curry');
    await bar.click();
    await expect(page.getByRole('searchbox')).toHaveValue('curry');
    await expect(page.getByRole('list', { name: en.Search.resultsLabel })).toBeVisible();
  });

  test('a trending recipe and a creator card open their pages', async ({ page }) => {
    await page.goto('/en');
    const creator = page
      .getByRole('list', { name: en.Home.creatorsLabel })
      .getByRole('link')
      .first();
    const href = await creator.getAttribute('href');
    expect(href).toMatch(/^\/en\/c\/[a-z0-9-]+$/);
    await creator.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('recipe list', () => {
  test('filters follow spec §5 and live in the URL without adding history entries', async ({
    page,
  }) => {
    await openList(page, '/en/recipes');
    await expect(page.getByRole('heading', { name: en.Recipes.trending })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const before = await historyLength(page);

    // Single: choosing replaces the selection and closes the panel; choosing it again deselects.
    await page.getByRole('button', { name: 'Difficulty' }).click();
    await page.getByRole('button', { name: 'Easy', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/recipes\?difficulty=easy$/);
    await expect(page.getByRole('button', { name: 'Easy', exact: true })).toBeHidden();
    await page.getByRole('button', { name: /^Difficulty/ }).click();
    await page.getByRole('button', { name: 'Medium', exact: true }).click();
    await expect(page).toHaveURL(/difficulty=medium$/);
    await page.getByRole('button', { name: /^Difficulty/ }).click();
    await page.getByRole('button', { name: 'Medium', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/recipes$/);

    // Multiple: toggles, the panel stays open; values are ORed.
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await page.getByRole('button', { name: 'Lunch', exact: true }).click();
    await expect(page).toHaveURL(/type=breakfast%2Clunch|type=breakfast,lunch/);
    await expect(page.getByRole('button', { name: 'Lunch', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Breakfast', exact: true }).click();
    await expect(page).toHaveURL(/type=lunch$/);
    await page.keyboard.press('Escape');

    // Boolean: toggles its only option.
    const quick = page.getByRole('button', { name: 'Quick & Easy', exact: true });
    await quick.click();
    await expect(quick).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/quick=quick-easy/);
    await quick.click();
    await expect(page).not.toHaveURL(/quick=/);

    expect(await historyLength(page)).toBe(before);

    // Each shown recipe matches the filter (checked through the API the page uses).
    await page.getByRole('button', { name: /^Type/ }).click();
    await expect(cards(page).first()).toBeVisible();
    const names = await cards(page).getByRole('heading').allInnerTexts();
    const api = await page.request.get(
      '/api/proxy?path=/api/v1/recipes/&locale=en&type=lunch&perPage=50',
    );
    const lunch = new Set(
      ((await api.json()) as { data: { name: string }[] }).data.map((r) => r.name),
    );
    for (const name of names) expect(lunch.has(name), name).toBe(true);
  });

  test('category preselects a filter in the Type or Category group', async ({ page }) => {
    await page.goto('/en/recipes?category=breakfast');
    await expect(page.getByRole('button', { name: /^Type: Breakfast/ })).toBeVisible();
    await page.goto('/en/recipes?category=one-pot');
    await expect(page.getByRole('button', { name: /^Category: One Pot/ })).toBeVisible();
    await page.goto('/nl/recipes?category=high-protein');
    await expect(page.getByRole('button', { name: /^Categorie: Eiwitrijk/ })).toBeVisible();
  });

  test('search: the term goes into the URL, shows a removable badge and filters the grid', async ({
    page,
  }) => {
    await openList(page, '/en/recipes');
    const box = page.getByRole('searchbox', { name: en.Recipes.searchPlaceholder });
    await box.fill('pasta');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/recipes\?s=pasta$/);
    const badge = page.getByText(fill(en.Recipes.searchBadge, { term: 'pasta' }));
    await expect(badge).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await page
      .getByRole('button', { name: fill(en.Recipes.removeSearch, { term: 'pasta' }) })
      .click();
    await expect(badge).toBeHidden();
    await expect(page).toHaveURL(/\/en\/recipes$/);
    await expect(box).toHaveValue('');
  });

  test('empty states for a search term and for filters, in both languages', async ({ page }) => {
    await page.goto('/en/recipes?s=qqxqzzv');
    await expect(
      page.getByText(fill(en.Recipes.noResultsForTerm, { term: 'qqxqzzv' })),
    ).toBeVisible();
    await page.goto('/nl/recipes?s=qqxqzzv');
    await expect(
      page.getByText(fill(nl.Recipes.noResultsForTerm, { term: 'qqxqzzv' })),
    ).toBeVisible();
    await page.goto('/en/recipes?type=vegan&tags=red-meat');
    await expect(page.getByText(en.Recipes.noResultsFilters)).toBeVisible();
    await page.goto('/nl/recipes?type=vegan&tags=red-meat');
    await expect(page.getByText(nl.Recipes.noResultsFilters)).toBeVisible();
  });

  test('10 recipes a page, more on scroll', async ({ page }) => {
    // One card per row: the first page fills more than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await openList(page, '/en/recipes');
    await expect(cards(page)).toHaveCount(10);
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(cards(page)).toHaveCount(20, { timeout: 1_000 });
    }).toPass();
    const names = await cards(page).getByRole('heading').allInnerTexts();
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(new Set(names).size).toBe(names.length);
  });

  test('category chips: a click opens the list with that category; a drag does not', async ({
    page,
  }) => {
    await openList(page, '/en/recipes');
    const row = page.getByRole('list', { name: en.Recipes.categoriesLabel });
    await expect(row.getByRole('link')).toHaveCount(7);
    for (const key of Object.keys(en.Recipes.categories) as (keyof typeof en.Recipes.categories)[])
      await expect(row.getByRole('link', { name: en.Recipes.categories[key] })).toBeVisible();

    // A drag of more than 5 px is not a click.
    const chip = row.getByRole('link', { name: en.Recipes.categories.vegan });
    const box = (await chip.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/en\/recipes$/);

    await row.getByRole('link', { name: en.Recipes.categories.glutenFree }).click();
    await expect(page).toHaveURL(/\/en\/recipes\?category=gluten-free$/);
    await expect(page.getByRole('button', { name: /^Tags: Gluten-free/ })).toBeVisible();
    await expect(row.getByRole('link', { name: en.Recipes.categories.glutenFree })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  // Issue 26, finding 9: a chip tapped in the first moments after load was swallowed. The chips
  // are links that work before the scripts run, while React hydrates and after: on a phone-slow
  // CPU, a tap at any of these moments opens the list with that category.
  for (const afterMs of [0, 400, 1_500]) {
    test(`a category chip tapped ${afterMs} ms after it shows, while the list hydrates, is never lost`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/en/recipes', { waitUntil: 'commit' });
      const row = page.getByRole('list', { name: en.Recipes.categoriesLabel });
      const chip = row.getByRole('link', { name: en.Recipes.categories.vegan });
      await chip.waitFor();
      if (afterMs) await page.waitForTimeout(afterMs);
      await chip.click({ noWaitAfter: true });
      await expect(page).toHaveURL(/\/en\/recipes\?category=vegan$/, { timeout: 20_000 });
      await expect(row.getByRole('link', { name: en.Recipes.categories.vegan })).toHaveAttribute(
        'aria-current',
        'true',
        { timeout: 20_000 },
      );
    });
  }

  test('category chips work from the keyboard', async ({ page }) => {
    await openList(page, '/nl/recipes');
    const row = page.getByRole('list', { name: nl.Recipes.categoriesLabel });
    const chip = row.getByRole('link', { name: nl.Recipes.categories.dairyFree });
    await chip.focus();
    await expect(chip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nl\/recipes\?category=dairy-free$/);
  });
});

test.describe('search screen', () => {
  test('suggestions when empty; searching from 3 characters; every result type links right', async ({
    page,
  }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('path=%2Fapi%2Fv1%2Fsearch')) searches.push(r.url());
    });
    await page.goto('/en/search');
    const suggestions = page.getByRole('list', { name: en.Search.suggestionsLabel });
    await expect(suggestions.getByRole('link')).toHaveCount(13);
    await expect(suggestions.getByRole('link', { name: 'Under 30min' })).toHaveAttribute(
      'href',
      '/en/recipes?category=under-30',
    );

    const box = page.getByRole('searchbox');
    await box.fill('pa');
    await page.waitForTimeout(800);
    expect(searches).toHaveLength(0);

    await box.fill('pasta');
    const results = page.getByRole('list', { name: en.Search.resultsLabel });
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(searches).toHaveLength(1);
    await expect(page).toHaveURL(/\/en\/search\?s=pasta$/);

    const recipe = results.getByRole('link', { name: /Spaghetti carbonara/ });
    await expect(recipe).toHaveAttribute('href', '/en/c/pastapapa/recipes/spaghetti-carbonara');
    await expect(results.getByRole('link', { name: /Pasta Papa.*@pastapapa/ })).toHaveAttribute(
      'href',
      '/en/c/pastapapa',
    );

    await box.fill('vega');
    await expect(results.getByRole('link', { name: /Vegan/ }).first()).toHaveAttribute(
      'href',
      /\/en\/recipes\?s=Vegan/,
    );

    await box.fill('qqxqzzv');
    await expect(page.getByText(en.Search.noResultsFor)).toBeVisible();
    await expect(page.getByText('qqxqzzv', { exact: true })).toBeVisible();

    await box.fill('');
    await expect(suggestions).toBeVisible();
  });

  test('Dutch search and close goes back', async ({ page }) => {
    await page.goto('/nl/recipes');
    await page.goto('/nl/search');
    const box = page.getByRole('searchbox');
    await box.fill('stamppot');
    await expect(
      page.getByRole('list', { name: nl.Search.resultsLabel }).getByRole('link').first(),
    ).toBeVisible();
    await page.getByRole('button', { name: nl.Search.close }).click();
    await expect(page).toHaveURL(/\/nl\/recipes$/);
  });
});

test.describe('creators list', () => {
  test('4 at first, 4 more per Load More, only enabled creators', async ({ page }) => {
    await page.goto('/en/creators');
    await expect(page.getByRole('heading', { level: 1, name: en.Creators.heading })).toBeVisible();
    const list = page.getByRole('list', { name: en.Creators.title });
    await expect(list.getByRole('article')).toHaveCount(4);
    await page.getByRole('button', { name: en.Creators.loadMore }).click();
    await expect(list.getByRole('article')).toHaveCount(8);
    await expect(page.getByRole('button', { name: en.Creators.loadMore })).toBeHidden();
    await expect(list.getByText(/Oma/)).toHaveCount(0);
    const first = list.getByRole('link').first();
    await expect(first).toHaveAttribute('href', /^\/en\/c\/[a-z0-9-]+$/);
  });

  test('Dutch creators list', async ({ page }) => {
    await page.goto('/nl/creators');
    await expect(page.getByRole('heading', { level: 1, name: nl.Creators.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: nl.Creators.loadMore })).toBeVisible();
  });
});

test.describe('creator profile', () => {
  test('hero, identity, follow, call-to-actions and socials', async ({ page }) => {
    await page.goto('/en/c/pastapapa');
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta Papa' })).toBeVisible();
    await expect(page.getByText('@pastapapa', { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .locator('header')
        .getByText(/^\d+ recipes$/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Follow Pasta Papa/ })).toHaveAttribute(
      'href',
      /instagram\.com\/pastapapa/,
    );
    await expect(page.getByRole('link', { name: /cookbook/i }).first()).toBeVisible();

    const socials = page.getByRole('list', { name: en.Creator.socialsLabel });
    await expect(socials.getByRole('link')).toHaveCount(2);
    await page.getByRole('button', { name: '+2 more social links' }).click();
    await expect(socials.getByRole('link')).toHaveCount(4);
    await page.getByRole('button', { name: en.Creator.fewerSocials }).click();
    await expect(socials.getByRole('link')).toHaveCount(2);

    await expect(page.getByRole('link', { name: /Quick weeknight Italian/ })).toHaveAttribute(
      'href',
      '/en/c/pastapapa/collections/quick-weeknight-italian',
    );
    await expect(
      recipeGrid(page).getByRole('link', { name: 'Spaghetti carbonara' }),
    ).toHaveAttribute('href', '/en/c/pastapapa/recipes/spaghetti-carbonara');
  });

  test('the follow button is hidden when following is not enabled', async ({ page }) => {
    await page.goto('/en/c/zeebries');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Follow/ })).toHaveCount(0);
  });

  test('20 recipes, Load More adds the rest; filters; empty message', async ({ page }) => {
    await page.goto('/en/c/budgetbites');
    const group = page.getByRole('group', { name: en.Creator.filtersLabel });
    for (const name of ['Type', 'Difficulty', 'Category', 'Time', 'Tags'])
      await expect(group.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(recipeGrid(page)).toHaveCount(20);
    await page.getByRole('button', { name: en.Creator.loadMore }).click();
    await expect(recipeGrid(page)).toHaveCount(22);
    await expect(page.getByRole('button', { name: en.Creator.loadMore })).toBeHidden();

    await group.getByRole('button', { name: 'Type', exact: true }).click();
    await group.getByRole('button', { name: 'Seafood' }).click();
    // The seafood recipes show before the next filter narrows them to none.
    await expect.poll(() => recipeGrid(page).count()).toBeLessThan(22);
    await expect(recipeGrid(page).first()).toBeVisible();
    await group.getByRole('button', { name: /^Type/ }).click();
    await group.getByRole('button', { name: 'Difficulty', exact: true }).click();
    await group.getByRole('button', { name: 'Hard', exact: true }).click();
    await expect(page.getByText(en.Creator.noRecipes)).toBeVisible();
  });

  test('back goes to the creators list without history, else back in history', async ({ page }) => {
    await page.goto('/nl/c/pastapapa');
    await page.getByRole('button', { name: nl.Common.back }).click();
    await expect(page).toHaveURL(/\/nl\/creators$/);
    await page
      .getByRole('link', { name: /Green Kitchen/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nl\/c\/greenkitchen$/);
    await page.getByRole('button', { name: nl.Common.back }).click();
    await expect(page).toHaveURL(/\/nl\/creators$/);
  });
});

test.describe('collection page', () => {
  test('name, author, count, description, 20 then Load More, main nav hidden', async ({ page }) => {
    await page.goto('/en/c/greenkitchen/collections/meat-free-mondays');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Meat-free Mondays' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'by Green Kitchen Sanne' })).toHaveAttribute(
      'href',
      '/en/c/greenkitchen',
    );
    await expect(page.getByText('@greenkitchen', { exact: true })).toBeVisible();
    await expect(page.getByText('24 recipes')).toBeVisible();
    const grid = page.getByRole('list', { name: en.Collection.recipesLabel });
    await expect(grid.getByRole('article')).toHaveCount(20);
    await expect(grid.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/en\/collections\/meat-free-mondays\/recipes\/[a-z0-9-]+$/,
    );
    await page.getByRole('button', { name: en.Collection.loadMore }).click();
    await expect(grid.getByRole('article')).toHaveCount(24);
    await expect(grid.getByRole('article').nth(20).getByRole('link')).toBeFocused();

    await page.getByRole('button', { name: en.Collection.back }).click();
    await expect(page).toHaveURL(/\/en\/c\/greenkitchen$/);
  });

  test('an empty collection says so, in Dutch', async ({ page }) => {
    await page.goto('/nl/c/zeebries/collections/coming-soon-summer-fish');
    await expect(page.getByText(nl.Collection.empty)).toBeVisible();
  });

  test('a hero image that fails to load shows a placeholder', async ({ page }) => {
    await page.route('**/_next/image?url=%2Fmedia%2Fcollections**', (route) => route.abort());
    await page.route('**/media/collections/**', (route) => route.abort());
    await page.goto('/en/c/pastapapa/collections/weekend-pasta-projects');
    await expect(
      page.getByRole('img', { name: fill(en.Collection.heroAlt, { name: 'Weekend projects' }) }),
    ).toHaveJSProperty('tagName', 'SPAN');
  });

  test('missing collection or creator, or another creator’s collection, is not found', async ({
    page,
  }) => {
    for (const path of [
      '/en/c/pastapapa/collections/no-such-collection',
      '/en/c/no-such-creator/collections/quick-weeknight-italian',
      '/en/c/greenkitchen/collections/quick-weeknight-italian',
      '/en/c/omas-keuken/collections/anything',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: en.NotFound.title })).toBeVisible();
    }
  });
});

test.describe('creator site', () => {
  test('creator home: its profile, recipes and collections, in its colours', async ({ page }) => {
    await page.goto(`${creatorHost('pastapapa')}/en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pasta Papa' })).toBeVisible();
    await expect(page.getByRole('button', { name: en.Common.back })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Weekend projects/ })).toHaveAttribute(
      'href',
      '/en/collections/weekend-pasta-projects',
    );
    await expect(
      recipeGrid(page).getByRole('link', { name: 'Spaghetti carbonara' }),
    ).toHaveAttribute('href', '/en/recipes/spaghetti-carbonara');
    const primary = await page
      .locator('[data-site="creator"]')
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
    expect(primary).not.toBe('#212121');
  });

  test('a collection on the creator host shows only that creator’s recipes', async ({ page }) => {
    await page.goto(`${creatorHost('greenkitchen')}/nl/collections/meat-free-mondays`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const grid = page.getByRole('list', { name: nl.Collection.recipesLabel });
    const count = await grid.getByRole('article').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(24);
    await expect(grid.getByText(/door (?!Green Kitchen Sanne)/)).toHaveCount(0);
    await expect(page.getByText(fill('{count} recepten', { count }))).toBeVisible();
    await page.getByRole('button', { name: nl.Collection.back }).click();
    await expect(page).toHaveURL(`${creatorHost('greenkitchen')}/nl`);
  });

  test('another creator’s collection is not found on a creator host', async ({ page }) => {
    const res = await page.goto(
      `${creatorHost('greenkitchen')}/en/collections/weekend-pasta-projects`,
    );
    expect(res?.status()).toBe(404);
  });
});
