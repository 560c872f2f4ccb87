import type { Page } from '@playwright/test';
import { studioRecipeResponse } from '../../core/contract';
import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './accounts-fixtures';
import { expectNoSeriousViolations } from './axe';
import { signInAsCreator, studioCall as studio } from './studio-sign-in';
import { msUntilSeenOn, VISIBLE_WITHIN_MS } from './visible-within';

/**
 * Publishing from the creator studio (issue 24) as visitors see it, against the production
 * server: a seeded creator signs in with the code from the real mail catcher and writes through
 * the browser's own door (/api/proxy, same origin, session cookies), while a second, signed-out
 * context looks at the public pages on the main site and on the creator's subdomain. A draft is
 * a 404 for that visitor; a publish, an edit and an unpublish show on both hosts within 2 s (the
 * one revalidation place, lib/publishing), in the creator's sitemap, both hosts' recipe lists
 * and search too; an unpublished favourite is listed as no longer available.
 * tests/e2e/studio-screens.spec.ts drives the studio's screens.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
const CREATOR = 'ovenfresh';
const CREATOR_SITE = `http://${CREATOR}.localhost:${PORT}`;

test.describe.configure({ mode: 'serial' });

test('a creator publishes, edits and unpublishes; a visitor sees each on both hosts within 2 s @critical', async ({
  page,
  browser,
  mail,
}) => {
  test.setTimeout(120_000);
  await signInAsCreator(page, mail);
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  // The pages the visitor looks with after each write, opened before any (see msUntilSeenOn).
  const lookouts = await Promise.all(Array.from({ length: 6 }, () => visitor.newPage()));
  /** The visitor's view of a public page: its status and its text. */
  const visit = async (url: string, on = look) => {
    const res = await on.goto(url);
    return { status: res?.status() ?? 0, text: (await on.content()) ?? '' };
  };
  /**
   * Whether a list shows `name`, once its results have come: the recipe list searching for
   * 'focaccia', the creator's own site (its home lists its recipes), the search screen.
   */
  const lists = [
    `${MAIN}/en/recipes?s=focaccia`,
    `${CREATOR_SITE}/en`,
    `${MAIN}/en/search?s=focaccia`,
  ];
  const shows = (name: string, on: Page) => async (url: string) => {
    await on.goto(url);
    await on.waitForLoadState('networkidle');
    await resultsCame(on, new URL(url).pathname);
    return (await on.getByText(name).count()) > 0;
  };
  /**
   * The recipe list and the search screen ask for their results once their scripts run, which on
   * a loaded two-core machine can be seconds after the network has gone quiet: their look counts
   * once the results (or an error) are there, never on the screen before. The creator's home is
   * rendered on the server.
   */
  const resultsCame = async (on: Page, path: string) => {
    // (Not `getByRole('alert')`: Next's route announcer is one on every page.)
    if (path.endsWith('/search')) {
      await on
        .getByText(/^(No results|\d+ results?)$/)
        .or(on.getByText(en.Errors.search))
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 });
    } else if (path.endsWith('/recipes')) {
      await on.locator('main[data-ready]').waitFor({ timeout: 10_000 });
      await on
        .getByRole('list', { name: en.Recipes.gridLabel, exact: true })
        .or(on.getByText(en.Recipes.noResultsForTerm.split('"')[0]!))
        .or(on.getByText(en.Errors.recipesUnavailable))
        .first()
        .waitFor({ timeout: 10_000 });
    }
  };
  /**
   * Both recipe pages, the creator's sitemap, both recipe lists and search, looked at side by
   * side until each shows the change: all within 2 s of the write.
   */
  const expectSeenEverywhere = async (
    onPage: (v: { status: number; text: string }) => boolean,
    listed: { name: string; shown: boolean },
    since: number,
    what: string,
  ) => {
    const took = await msUntilSeenOn(
      lookouts,
      [
        ...pages.map((url) => async (on: Page) => onPage(await visit(url, on))),
        async (on: Page) => (await visit(sitemapUrl(), on)).text.includes(slug) === listed.shown,
        ...lists.map(
          (url) => async (on: Page) => (await shows(listed.name, on)(url)) === listed.shown,
        ),
      ],
      since,
    );
    expect(
      Math.max(...took),
      `${what}: ms until seen (pages, sitemap, lists, search) ${took.join(', ')}`,
    ).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  };
  const slug = `oven-e2e-${Date.now().toString(36)}`;
  const pages = [`${MAIN}/en/recipes/${slug}`, `${CREATOR_SITE}/en/recipes/${slug}`];
  // The sitemap may be kept by a browser for an hour (max-age): each look asks the server anew.
  const sitemapUrl = () => `${CREATOR_SITE}/sitemap.xml?look=${Date.now()}`;

  const created = await studio(page, 'POST', `/api/v1/studio/creators/${CREATOR}/recipes`, {
    slug,
    draft: {
      originalLocale: 'en',
      content: {
        en: {
          name: 'Studio sourdough focaccia',
          title: 'Focaccia from the studio',
          description: 'Written in the studio.',
          ingredients: ['500 g flour', '10 g salt'],
          steps: ['Mix.', 'Bake.'],
        },
        nl: { name: 'Studio-focaccia', title: 'Focaccia uit de studio' },
      },
      type: 'side',
      timeMinutes: 60,
      tags: ['vegetarian'],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { id, version } = studioRecipeResponse.parse(created.body).data;

  // A draft: nobody else sees it, on either host.
  for (const url of pages) expect((await visit(url)).status).toBe(404);
  expect((await visit(sitemapUrl())).text).not.toContain(slug);

  const published = await studio(page, 'POST', `/api/v1/studio/recipes/${id}/publish`, {
    version,
  });
  const publishedAt = Date.now();
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const live = studioRecipeResponse.parse(published.body).data;
  await expectSeenEverywhere(
    (v) => v.status === 200 && v.text.includes('Studio sourdough focaccia'),
    { name: 'Studio sourdough focaccia', shown: true },
    publishedAt,
    'after publishing',
  );
  expect((await visit(`${MAIN}/nl/recipes/${slug}`)).text).toContain('Studio-focaccia');
  // The creator, a cook too, keeps it among their favourites.
  expect((await studio(page, 'POST', `/api/v1/recipes/${id}/favorite`)).status).toBe(200);

  // An edit of the published recipe: saved, then published.
  const saved = await studio(page, 'PUT', `/api/v1/studio/recipes/${id}`, {
    version: live.version,
    draft: {
      ...live.draft,
      content: {
        ...live.draft.content,
        en: { ...live.draft.content.en!, name: 'Studio rosemary focaccia' },
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const edited = studioRecipeResponse.parse(saved.body).data;
  // Saved is not published: visitors still see the old name.
  expect((await visit(pages[0]!)).text).toContain('Studio sourdough focaccia');
  const republished = await studio(page, 'POST', `/api/v1/studio/recipes/${id}/publish`, {
    version: edited.version,
  });
  const republishedAt = Date.now();
  expect(republished.status).toBe(200);
  const again = studioRecipeResponse.parse(republished.body).data;
  await expectSeenEverywhere(
    (v) => v.text.includes('Studio rosemary focaccia'),
    { name: 'Studio rosemary focaccia', shown: true },
    republishedAt,
    'after the edit',
  );

  // Unpublished: a 404 on both hosts, and gone from the sitemap.
  const unpublished = await studio(page, 'POST', `/api/v1/studio/recipes/${id}/unpublish`, {
    version: again.version,
  });
  const unpublishedAt = Date.now();
  expect(unpublished.status).toBe(200);
  await expectSeenEverywhere(
    (v) => v.status === 404,
    { name: 'Studio rosemary focaccia', shown: false },
    unpublishedAt,
    'after unpublishing',
  );

  // Among the favourites it is no longer available, by the name it had, and can be let go.
  await page.goto('/en/favourites');
  const gone = page.getByRole('region', { name: en.Favourites.unavailable.title });
  await expect(gone.getByRole('listitem')).toHaveText(['Studio rosemary focacciaRemove']);
  await expect(page.locator('article', { hasText: 'Studio rosemary focaccia' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await gone
    .getByRole('button', { name: 'Remove Studio rosemary focaccia from your favourites' })
    .click();
  await expect(gone).toHaveCount(0);

  // Another creator's recipe is out of reach through the same door.
  const foreign = await studio(page, 'GET', '/api/v1/studio/creators/spicewok/recipes');
  expect(foreign.status).toBe(403);
  await visitor.close();
});
