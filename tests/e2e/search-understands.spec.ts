import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { demo } from '../../demo/seed';
import type { SeedRecipe } from '../../demo/seed/types';

/**
 * Search understands cooks (issue 16), end to end in a real Chromium against `next start` with
 * the demo content: on the recipe list (`?s=`) and the search screen, in English and Dutch,
 * "glutenvrij" shows only gluten-free recipes, "pasta zonder vlees" vegetarian pasta and
 * "choclate cake" the chocolate cakes. What counts as a match is read from the demo seed.
 */

const PAGE_SIZE = 10;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The recipe list follows the URL once its scripts run (before that a server-rendered stand-in shows). */
async function openList(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main[data-ready]')).toBeVisible();
}

// The recipes the site shows: those of creators on Zesty.
const enabled = new Set(demo.creators.filter((c) => c.zestyEnabled).map((c) => c.slug));
const visible = demo.recipes.filter((r) => enabled.has(r.creator));
const bySlug = new Map(visible.map((r) => [r.slug, r]));
const names = (r: SeedRecipe) => `${r.en.name} | ${r.nl.name}`;
const text = (r: SeedRecipe) =>
  [r.en, r.nl].flatMap((c) => [c.name, c.title, c.description, ...c.ingredients]).join(' | ');

const PASTA =
  /pasta|spaghetti|penne|linguine|tagliatelle|lasagn|ravioli|fusilli|macaroni|rigatoni|orecchiette|pappardelle|orzo|tortellini|farfalle/i;
const CHOCOLATE = /chocola(te|de)/i;
const CAKE = /cake|taart|brownie|boterkoek|vlaai/i;

type Query = {
  term: string;
  locales: readonly ('en' | 'nl')[];
  /** Every recipe shown must be one of these. */
  relevant: (r: SeedRecipe) => boolean;
  /** These must all be shown (on the list's first page and among the search screen's recipes). */
  expected: SeedRecipe[];
  /** The first recipe shown must be one of `expected`. */
  expectedFirst?: boolean;
  /** At least this many cards on the recipe list. */
  minCards: number;
  /** A suggestion the search screen offers, per locale. */
  suggestion?: Record<'en' | 'nl', string>;
};

const glutenFree = visible.filter((r) => r.tags.includes('gluten-free'));
const vegetarianPasta = visible.filter(
  (r) => PASTA.test(names(r)) && (r.tags.includes('vegetarian') || r.tags.includes('vegan')),
);
const chocolateCakes = visible.filter((r) => CHOCOLATE.test(names(r)) && CAKE.test(names(r)));

const pastaWithoutMeat = (term: string, locales: Query['locales']): Query => ({
  term,
  locales,
  relevant: (r) => vegetarianPasta.includes(r),
  expected: vegetarianPasta,
  minCards: vegetarianPasta.length,
});

const QUERIES: Query[] = [
  {
    term: 'glutenvrij',
    locales: ['en', 'nl'],
    relevant: (r) => r.tags.includes('gluten-free'),
    expected: [],
    minCards: Math.min(PAGE_SIZE, glutenFree.length),
    suggestion: { en: 'Gluten-free', nl: 'Glutenvrij' },
  },
  // A Dutch query works on the English site too.
  pastaWithoutMeat('pasta zonder vlees', ['en', 'nl']),
  pastaWithoutMeat('pasta without meat', ['en']),
  {
    term: 'choclate cake',
    locales: ['en', 'nl'],
    // Every word is required: the typo read as chocolate, and cake.
    relevant: (r) => CHOCOLATE.test(text(r)) && CAKE.test(text(r)),
    expected: chocolateCakes,
    expectedFirst: true,
    minCards: chocolateCakes.length,
  },
];

test('the seed has what these journeys look for', () => {
  expect(glutenFree.length).toBeGreaterThan(PAGE_SIZE);
  expect(vegetarianPasta.length).toBeGreaterThanOrEqual(2);
  expect(chocolateCakes.length).toBeGreaterThanOrEqual(1);
});

/** The seed recipe behind a link, by the slug its href ends with. */
function recipeOf(href: string | null, pattern: RegExp): SeedRecipe | string {
  const slug = href?.match(pattern)?.[1];
  return (slug && bySlug.get(decodeURIComponent(slug))) || `unknown recipe link ${href}`;
}

const nameOf = (r: SeedRecipe | string) => (typeof r === 'string' ? r : `${r.slug} (${r.en.name})`);

function expectRelevant(shown: (SeedRecipe | string)[], q: Query, where: string) {
  const wrong = shown.filter((r) => typeof r === 'string' || !q.relevant(r)).map(nameOf);
  // Soft: a failure names every wrong, missing and misplaced recipe at once.
  expect.soft(wrong, `${where}: recipes that do not match "${q.term}"`).toEqual([]);
  const missing = q.expected.filter((r) => !shown.includes(r)).map(nameOf);
  expect.soft(missing, `${where}: expected recipes missing for "${q.term}"`).toEqual([]);
  if (q.expectedFirst)
    expect
      .soft(
        q.expected.includes(shown[0] as SeedRecipe),
        `${where}: first result for "${q.term}" is ${nameOf(shown[0] ?? 'nothing')}`,
      )
      .toBe(true);
}

for (const q of QUERIES)
  for (const locale of q.locales) {
    const m = locale === 'en' ? en : nl;

    test(`recipe list, ${locale}: "${q.term}"`, async ({ page }) => {
      const url = `/${locale}/recipes?s=${encodeURIComponent(q.term)}`;
      await openList(page, url);
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(q.minCards);
      const hrefs = await cards(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const shown = hrefs.map((h) => recipeOf(h, new RegExp(`^/${locale}/recipes/([^/?#]+)$`)));
      expectRelevant(shown, q, url);
    });

    test(`search screen, ${locale}: "${q.term}"`, async ({ page }) => {
      await page.goto(`/${locale}/search`);
      await page.getByRole('searchbox').fill(q.term);
      const results = page.getByRole('list', { name: m.Search.resultsLabel });
      const recipeLinks = results.locator(`a[href^="/${locale}/c/"][href*="/recipes/"]`);
      await expect(recipeLinks.first()).toBeVisible();
      const hrefs = await recipeLinks.evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
      const shown = hrefs.map((h) =>
        recipeOf(h, new RegExp(`^/${locale}/c/[^/]+/recipes/([^/?#]+)$`)),
      );
      expectRelevant(shown, q, `/${locale}/search "${q.term}"`);

      if (q.suggestion) {
        const label = q.suggestion[locale];
        await expect(
          results.getByRole('link').filter({ has: page.getByText(label, { exact: true }) }),
        ).toHaveAttribute('href', `/${locale}/recipes?s=${encodeURIComponent(label)}`);
      }
    });
  }
