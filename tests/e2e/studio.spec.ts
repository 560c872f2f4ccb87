import type { Page } from '@playwright/test';
import { studioRecipeResponse } from '../../core/contract';
import { expect, test } from './accounts-fixtures';
import { signInAsCreator } from './studio-sign-in';

/**
 * Publishing from the creator studio (issue 24) as visitors see it, against the production
 * server: a seeded creator signs in with the code from the real mail catcher and writes through
 * the browser's own door (/api/proxy, same origin, session cookies), while a second, signed-out
 * context looks at the public pages on the main site and on the creator's subdomain. A draft is
 * a 404 for that visitor; a publish, an edit and an unpublish show on both hosts within 2 s (the
 * one revalidation place, lib/publishing), in the sitemap too. The studio's screens come later;
 * tests/e2e/studio-screens.spec.ts drives them.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
const CREATOR = 'ovenfresh';
const CREATOR_SITE = `http://${CREATOR}.localhost:${PORT}`;
/** Issue 24: a signed-out visitor sees a publish within 2 seconds. */
const VISIBLE_WITHIN_MS = 2_000;

test.describe.configure({ mode: 'serial' });

/** A studio call from the signed-in page, as the studio's screens make it. */
async function studio(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/proxy?path=${encodeURIComponent(path)}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { method, path, body },
  );
}

/** How long until `check` holds for the visitor (polled), or a failure after `limit` ms. */
async function timeUntil(check: () => Promise<boolean>, limit = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limit) throw new Error(`not within ${limit} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a creator publishes, edits and unpublishes; a visitor sees each on both hosts within 2 s', async ({
  page,
  browser,
  mail,
}) => {
  test.setTimeout(120_000);
  await signInAsCreator(page, mail);
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  /** The visitor's view of a public page: its status and its text. */
  const visit = async (url: string) => {
    const res = await look.goto(url);
    return { status: res?.status() ?? 0, text: (await look.content()) ?? '' };
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
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  const live = studioRecipeResponse.parse(published.body).data;
  for (const url of pages) {
    const took = await timeUntil(async () => {
      const v = await visit(url);
      return v.status === 200 && v.text.includes('Studio sourdough focaccia');
    });
    expect(took, `${url} after publishing`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  }
  expect((await visit(`${MAIN}/nl/recipes/${slug}`)).text).toContain('Studio-focaccia');
  await timeUntil(async () => (await visit(sitemapUrl())).text.includes(slug), VISIBLE_WITHIN_MS);

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
  expect(republished.status).toBe(200);
  const again = studioRecipeResponse.parse(republished.body).data;
  for (const url of pages) {
    const took = await timeUntil(async () =>
      (await visit(url)).text.includes('Studio rosemary focaccia'),
    );
    expect(took, `${url} after the edit`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  }

  // Unpublished: a 404 on both hosts, and gone from the sitemap.
  const unpublished = await studio(page, 'POST', `/api/v1/studio/recipes/${id}/unpublish`, {
    version: again.version,
  });
  expect(unpublished.status).toBe(200);
  for (const url of pages) {
    const took = await timeUntil(async () => (await visit(url)).status === 404);
    expect(took, `${url} after unpublishing`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  }
  await timeUntil(async () => !(await visit(sitemapUrl())).text.includes(slug), VISIBLE_WITHIN_MS);

  // Another creator's recipe is out of reach through the same door.
  const foreign = await studio(page, 'GET', '/api/v1/studio/creators/spicewok/recipes');
  expect(foreign.status).toBe(403);
  await visitor.close();
});
