import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };

/**
 * Rough edges a new visitor met on the public side (issue 12): category values in any case, a
 * recipe list whose end can be reached, the public origin following PORT, printing a recipe
 * (with issue 28's Print action, QR code back and one or two A4 sheets), and Follow opening the
 * social app.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main[data-ready]')).toBeVisible();
}

test('category values match whatever their case, as the spec writes them', async ({ page }) => {
  const api = await page.request.get(
    '/api/proxy?path=/api/v1/recipes/&locale=en&category=vegan&perPage=50',
  );
  const body = (await api.json()) as {
    data: { name: string }[];
    meta: { pagination: { total: number } };
  };
  const vegan = body.meta.pagination.total;
  const veganNames = new Set(body.data.map((r) => r.name));
  const all = (
    (await (
      await page.request.get('/api/proxy?path=/api/v1/recipes/&locale=en&perPage=1')
    ).json()) as { meta: { pagination: { total: number } } }
  ).meta.pagination.total;
  expect(vegan).toBeLessThan(all);
  for (const value of ['Vegan', 'VEGAN', 'vegan']) {
    await openList(page, `/en/recipes?category=${value}`);
    await expect(page.getByRole('button', { name: /^Category: Vegan/ })).toBeVisible();
    // The filtered cards replace the server's first page once their answer is in: wait for it.
    await expect
      .poll(async () => {
        const names = await cards(page).getByRole('heading').allInnerTexts();
        return names.length > 0 && names.every((name) => veganNames.has(name));
      })
      .toBe(true);
  }
  await openList(page, '/en/recipes?category=One%20Pot');
  await expect(page.getByRole('button', { name: /^Category: One Pot/ })).toBeVisible();
});

test('scrolling loads two more pages, then Load More takes over and the end of the page is reachable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, '/en/recipes');
  await expect(cards(page)).toHaveCount(10);
  for (const count of [20, 30]) {
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(cards(page)).toHaveCount(count, { timeout: 1_000 });
    }).toPass();
  }
  // At the bottom again and again: no more pages load by themselves.
  for (let i = 0; i < 4; i++) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
  }
  await expect(cards(page)).toHaveCount(30);
  await expect(page.getByRole('heading', { name: en.Recipes.exploreCategories })).toBeInViewport({
    ratio: 0.1,
  });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('button', { name: en.Common.loadMore }).click();
  await expect(cards(page)).toHaveCount(40);
});

test('canonical URLs, og:url and the creator footer credit follow PORT when SITE_URL is unset', async ({
  page,
}) => {
  await page.goto('/en/recipes/spaghetti-carbonara');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:${PORT}/en/recipes/spaghetti-carbonara`,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `http://localhost:${PORT}/en/recipes/spaghetti-carbonara`,
  );
  await page.goto(`http://pastapapa.localhost:${PORT}/en`);
  const credit = page.getByRole('contentinfo').locator(`a[href^="http://localhost:${PORT}"]`);
  await expect(credit).toHaveCount(1);
});

test.describe('printing a recipe', () => {
  test('prints the whole recipe at the chosen servings, and nothing else', async ({ page }) => {
    const res = await page.request.get(
      '/api/proxy?path=/api/v1/recipes/spaghetti-carbonara/&locale=en&include=recipeSteps,ingredients',
    );
    const recipe = (
      (await res.json()) as {
        data: { recipeSteps: { data: { text: string }[] }; servings: number };
      }
    ).data;
    const steps = recipe.recipeSteps.data.map((s) => s.text);
    expect(steps.length).toBeGreaterThan(3);

    await page.goto('/en/recipes/spaghetti-carbonara');
    const servings = page.getByTestId('servings');
    await expect(servings).toHaveText(`${recipe.servings} servings`);
    await page.getByRole('button', { name: en.Recipe.increaseServings }).click();
    await expect(servings).toHaveText(`${recipe.servings + 1} servings`);
    const ingredients = page
      .getByRole('list', { name: en.Recipe.ingredients.title })
      .getByRole('listitem');
    const scaled = await ingredients.allInnerTexts();
    expect(scaled.join('\n')).toContain('190 g guanciale');

    // The Print action, beside cook mode and still there with cook mode on (the browser's
    // print dialog cannot open headless: the test sees the page ask for it).
    await page.evaluate(() => {
      window.print = () => Object.assign(window, { printAsked: true });
    });
    await page.getByRole('switch', { name: en.Recipe.cookMode.label }).click();
    await page.getByRole('button', { name: en.Recipe.print, exact: true }).click();
    expect(await page.evaluate(() => 'printAsked' in window)).toBe(true);

    await page.emulateMedia({ media: 'print' });
    const main = page.getByRole('main');
    // A QR code back to the page, on paper only.
    const back = main.getByRole('figure').filter({ hasText: en.Recipe.printLink });
    await expect(back).toBeVisible();
    await expect(back).toContainText(`http://localhost:${PORT}/en/recipes/spaghetti-carbonara`);
    await expect(back.locator('svg')).toBeVisible();
    // Every step, the ingredients as scaled on screen, the nutrition.
    for (const [i, text] of steps.entries())
      await expect(page.locator(`#step-${i + 1}`), text).toBeVisible();
    await expect(ingredients).toHaveText(scaled);
    for (const line of await ingredients.all()) await expect(line).toBeVisible();
    await expect(servings).toBeVisible();
    await expect(main.getByRole('heading', { name: en.Recipe.nutrition.title })).toBeVisible();
    // Nothing else: no button but the steps' own text, no bars, tabs, pictures, related recipes.
    const visibleButtons = await main
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => b.getClientRects().length > 0 && !b.closest('ol'))
          .map((b) => b.textContent ?? b.getAttribute('aria-label')),
      );
    expect(visibleButtons).toEqual([]);
    await expect(page.getByRole('navigation', { name: en.Recipe.tabs.label })).toBeHidden();
    await expect(main.locator('img:visible')).toHaveCount(0);
    await expect(main.getByRole('heading', { name: en.Recipe.related.title })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByText(en.Recipe.disclaimer)).toBeHidden();
    expect(await pdfPages(page)).toBeLessThanOrEqual(2);
  });

  test('the longest demo recipe fits on two A4 pages, and says where it came from in Dutch', async ({
    page,
  }) => {
    await page.goto('/nl/recipes/flaky-butter-croissants');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('figure').filter({ hasText: nl.Recipe.printLink })).toBeVisible();
    expect(await pdfPages(page)).toBeLessThanOrEqual(2);
  });
});

/** How many A4 sheets the page prints on (Chromium's own PDF of its print layout). */
async function pdfPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  return pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}
