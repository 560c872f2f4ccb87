import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import {
  AXE_VIEWPORTS,
  expectNoSeriousViolations,
  expectNoSeriousViolationsAtBothWidths,
} from './axe';
import { openHydrated } from './hydration';

/**
 * Automated accessibility checks (axe-core, WCAG 2.x A/AA rules): no serious or critical
 * violation on the main and creator sites, mobile and desktop, with the chrome's modals open, and
 * on recipe pages with steps expanded, cook mode on and the sticky header shown.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;

const open = openHydrated;

/** A recipe page (checked to be the recipe, not the not-found view), its islands hydrated. */
async function openRecipe(page: Page, url: string) {
  const response = await openHydrated(page, url);
  expect(response?.status(), url).toBe(200);
}

// Each page is opened once, at the phone's width, and checked at both widths.
test.use({ viewport: AXE_VIEWPORTS[0] });

for (const url of ['/nl', '/en', `${CREATOR}/nl`, `${CREATOR}/en`]) {
  test(`${url} has no serious or critical axe violations`, async ({ page }) => {
    await open(page, url);
    await expectNoSeriousViolationsAtBothWidths(page);
  });
}

// A screen is checked once, in one language: the two differ in text, not in structure. The
// languages alternate down the list, so each has half the screens (and the homes both).
const ALTERNATE = ['nl', 'en'] as const;
const SCREENS = [
  '/how-it-works',
  '/faqs',
  '/legal',
  '/legal/privacy-policy',
  '/legal/terms-of-use',
  '/legal/cookie-policy',
  '/site-access',
  '/recipes',
  '/recipes?category=vegan&s=curry',
  '/search',
  '/search?s=pasta',
  '/creators',
  '/c/pastapapa',
  '/c/budgetbites',
  '/c/greenkitchen/collections/meat-free-mondays',
  '/c/zeebries/collections/coming-soon-summer-fish',
];
SCREENS.forEach((path, i) => {
  const locale = ALTERNATE[i % 2];
  test(`/${locale}${path} has no serious or critical axe violations`, async ({ page }) => {
    await open(page, `/${locale}${path}`);
    await expectNoSeriousViolationsAtBothWidths(page);
  });
});

for (const path of [
  '/en/collections/weekend-pasta-projects',
  '/nl/collections/quick-weeknight-italian',
]) {
  test(`${CREATOR}${path} has no serious or critical axe violations`, async ({ page }) => {
    await open(page, `${CREATOR}${path}`);
    await expectNoSeriousViolationsAtBothWidths(page);
  });
}

// Creator-scoped with an external steps link; in a collection; steps switched off.
[
  '/c/pastapapa/recipes/lasagne-bolognese',
  '/collections/meat-free-mondays/recipes/red-lentil-dahl',
  '/recipes/vegan-banana-bread',
].forEach((path, i) => {
  const locale = ALTERNATE[i % 2];
  test(`/${locale}${path} has no serious or critical axe violations`, async ({ page }) => {
    await openRecipe(page, `/${locale}${path}`);
    await expectNoSeriousViolationsAtBothWidths(page);
  });
});

// Sponsored banners show on a creator's own site only.
test(`${CREATOR}/en/recipes/spaghetti-aglio-e-olio has no serious or critical axe violations`, async ({
  page,
}) => {
  await openRecipe(page, `${CREATOR}/en/recipes/spaghetti-aglio-e-olio`);
  await expectNoSeriousViolationsAtBothWidths(page);
});

// The main site in Dutch, a creator's in English.
for (const [host, origin, locale] of [
  ['main', '', 'nl'],
  ['creator', CREATOR, 'en'],
] as const) {
  test(`a recipe (${host}, ${locale}) with steps expanded, cook mode on and the sticky header shown has no serious or critical axe violations`, async ({
    page,
  }) => {
    const m = locale === 'en' ? en : nl;
    // The page as it opens, then with the interactive states below.
    await openRecipe(page, `${origin}/${locale}/recipes/spaghetti-carbonara`);
    await page.getByRole('button', { name: m.Recipe.steps.seeMore }).click();
    await expect(page.getByRole('button', { name: m.Recipe.steps.seeLess })).toBeVisible();
    await page
      .getByRole('list', { name: m.Recipe.steps.title })
      .getByRole('button')
      .first()
      .click();
    await page
      .getByRole('list', { name: m.Recipe.ingredients.title })
      .getByRole('checkbox')
      .first()
      .check();
    await expectNoSeriousViolationsAtBothWidths(page);

    await page.getByRole('switch', { name: m.Recipe.cookMode.label }).click();
    await expect(page.getByText(m.Recipe.cookMode.on)).toBeVisible();
    for (const viewport of AXE_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect(page.getByTestId('recipe-sticky-header')).toHaveAttribute(
        'data-visible',
        'true',
      );
      await expectNoSeriousViolations(page);
    }
  });
}

test('the 404 page on a creator site has no serious or critical axe violations', async ({
  page,
}) => {
  await open(page, `${CREATOR}/en/faqs`);
  await expectNoSeriousViolationsAtBothWidths(page);
});

test('the 404 page has no serious or critical axe violations', async ({ page }) => {
  await open(page, '/nl/does-not-exist');
  await expectNoSeriousViolationsAtBothWidths(page);
});

// Open parts of a page are checked at each width from a visit of their own: a resize may close them.
for (const viewport of AXE_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the recipe list with a filter panel open has no serious or critical axe violations', async ({
      page,
    }) => {
      await open(page, '/en/recipes');
      await page.getByRole('button', { name: en.Recipes.filters.type }).click();
      await expect(page.getByRole('button', { name: 'Breakfast' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('a creator profile with all social links shown has no serious or critical axe violations', async ({
      page,
    }) => {
      await open(page, '/nl/c/pastapapa');
      await page.getByRole('button', { name: /^\+2/ }).click();
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('modals', () => {
  test('with the full-screen menu open', async ({ page }) => {
    await page.setViewportSize(AXE_VIEWPORTS[0]);
    await open(page, '/nl');
    await page.getByRole('button', { name: nl.Chrome.openMenu }).click();
    await expect(page.getByRole('dialog', { name: nl.Chrome.menu })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  for (const viewport of AXE_VIEWPORTS) {
    test(`with the leaving-site dialog open (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page, '/en');
      await page.evaluate(() => {
        const a = document.createElement('a');
        a.href = 'https://example.org/x';
        a.id = 'injected-link';
        a.textContent = 'External link';
        document.getElementById('main-content')?.append(a);
      });
      await page.locator('#injected-link').click();
      await expect(page.getByRole('dialog', { name: en.LeavingDialog.title })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
