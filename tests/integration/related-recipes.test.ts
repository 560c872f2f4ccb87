/**
 * GET /api/v1/recipes/{slug}/related over the demo content, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: related recipes share the recipe's type, categories or
 * tags, never include it, stay in the creator's scope and differ between kinds of recipe.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { z } from 'zod';
import {
  RELATED_RECIPES_LIMITS,
  errorBodySchema,
  relatedRecipesResponse,
} from '../../core/contract';
import { demo } from '../../demo/seed';
import type { SeedRecipe } from '../../demo/seed/types';
import { FILTER_DEFINITIONS } from '../../demo/seed/vocabulary';
import { seededApp, targets } from './databases';

const enabledCreators = new Set(demo.creators.filter((c) => c.zestyEnabled).map((c) => c.slug));
const visibleRecipes = demo.recipes.filter((r) => enabledCreators.has(r.creator));
const visibleSlugs = new Set(visibleRecipes.map((r) => r.slug));
const bySlug = new Map(demo.recipes.map((r) => [r.slug, r]));
const hiddenRecipe = demo.recipes.find((r) => !enabledCreators.has(r.creator));

const categoryKeys = FILTER_DEFINITIONS.find((f) => f.key === 'category')!.options.map(
  (o) => o.key,
);
/** The Category options a recipe matches the way the list filter does (type, difficulty, tags). */
const categoriesOf = (r: SeedRecipe) =>
  categoryKeys.filter(
    (k) => k === r.type || k === r.difficulty || (r.tags as string[]).includes(k),
  );

/** What two recipes have in common: the type, and shared categories and tags. */
function shared(a: SeedRecipe, b: SeedRecipe): string[] {
  const out: string[] = [];
  if (a.type === b.type) out.push(`type:${a.type}`);
  const bCategories = categoriesOf(b);
  for (const k of categoriesOf(a)) if (bCategories.includes(k)) out.push(`category:${k}`);
  for (const t of a.tags) if (b.tags.includes(t)) out.push(`tag:${t}`);
  return out;
}

for (const target of targets()) {
  describe(`Related recipes on ${target.name}`, () => {
    let app: Awaited<ReturnType<typeof seededApp>>['app'];
    let dispose: () => Promise<void>;

    before(async () => {
      ({ app, dispose } = await seededApp(target));
    });
    after(async () => dispose());

    async function get<T extends z.ZodType>(
      schema: T,
      path: string,
      status = 200,
    ): Promise<z.infer<T>> {
      const res = await app.fetch(new Request(`http://api.test${path}`));
      const text = await res.text();
      assert.equal(res.status, status, `${path} → ${res.status}: ${text.slice(0, 300)}`);
      const parsed = schema.safeParse(JSON.parse(text));
      assert.ok(parsed.success, `${path} does not match the contract`);
      return parsed.data;
    }
    const related = async (slug: string, query = 'locale=en') =>
      (await get(relatedRecipesResponse, `/api/v1/recipes/${slug}/related?${query}`)).data;
    const error = (path: string, status: number) => get(errorBodySchema, path, status);

    test('for every visible recipe, the first related recipe shares its type, a category or a tag', async () => {
      const failures: string[] = [];
      for (const recipe of visibleRecipes) {
        const list = await related(recipe.slug);
        assert.ok(list.length > 0 && list.length <= 5, `${recipe.slug}: ${list.length} related`);
        assert.ok(!list.some((r) => r.slug === recipe.slug), `${recipe.slug} relates to itself`);
        assert.equal(new Set(list.map((r) => r.slug)).size, list.length, 'no duplicates');
        for (const r of list) assert.ok(visibleSlugs.has(r.slug), `${r.slug} is not visible`);
        const first = bySlug.get(list[0]!.slug)!;
        if (shared(recipe, first).length === 0) failures.push(`${recipe.slug} → ${first.slug}`);
        // And no recipe shares more than the first one does.
        const best = Math.max(
          ...visibleRecipes.filter((r) => r !== recipe).map((r) => shared(recipe, r).length),
        );
        assert.equal(shared(recipe, first).length, best, `${recipe.slug} → ${first.slug}`);
      }
      assert.deepEqual(failures, [], 'first related recipe shares nothing');
    });

    test('is ranked: no later recipe shares more than an earlier one', async () => {
      for (const slug of ['spaghetti-carbonara', 'brown-butter-chocolate-chip-cookies']) {
        const recipe = bySlug.get(slug)!;
        const scores = (await related(slug)).map((r) => shared(recipe, bySlug.get(r.slug)!).length);
        assert.deepEqual(
          scores,
          [...scores].sort((a, b) => b - a),
          `${slug}: ${scores.join(',')}`,
        );
      }
    });

    test('different kinds of recipe get different lists: carbonara relates to Italian pasta, cookies to bakes', async () => {
      const carbonara = await related('spaghetti-carbonara');
      const cookies = await related('brown-butter-chocolate-chip-cookies');
      assert.equal(carbonara.length, 5);
      assert.equal(cookies.length, 5);
      const overlap = carbonara.filter((r) => cookies.some((c) => c.slug === r.slug));
      assert.deepEqual(overlap, []);
      for (const r of carbonara) {
        const seed = bySlug.get(r.slug)!;
        assert.ok(seed.tags.includes('italian'), `${r.slug} is not Italian`);
        assert.notEqual(seed.type, 'snack', `${r.slug} is a snack`);
      }
      for (const r of cookies) {
        const seed = bySlug.get(r.slug)!;
        assert.ok(
          seed.tags.includes('baking') || seed.type === 'snack',
          `${r.slug} is neither a bake nor a snack`,
        );
      }
      assert.ok(!carbonara.some((r) => r.slug.includes('air-fryer') || r.slug.includes('cookie')));
    });

    test('shared ingredients break ties before popularity', async () => {
      // Both share type, seafood, Italian (tag and category) and dairy-free with the vongole;
      // the linguine is more popular, the other vongole has the clams, spaghetti and parsley.
      const vongole = bySlug.get('spaghetti-alle-vongole')!;
      const twin = bySlug.get('spaghetti-vongole-garlic-chilli')!;
      const linguine = bySlug.get('linguine-with-garlic-prawns')!;
      assert.equal(shared(vongole, twin).length, shared(vongole, linguine).length);
      assert.ok(linguine.popularity > twin.popularity);
      for (const locale of ['en', 'nl']) {
        const list = await related(vongole.slug, `locale=${locale}`);
        assert.deepEqual(
          list.slice(0, 2).map((r) => r.slug),
          [twin.slug, linguine.slug],
        );
      }
    });

    test('creator scope returns only that creator’s recipes, ranked the same way', async () => {
      for (const recipe of visibleRecipes) {
        const creator = recipe.creator;
        const others = visibleRecipes.filter((r) => r.creator === creator && r !== recipe);
        const list = await related(recipe.slug, `locale=nl&websiteSlug=${creator}`);
        assert.equal(list.length, Math.min(5, others.length));
        for (const r of list) {
          assert.equal(bySlug.get(r.slug)?.creator, creator, `${r.slug} is not ${creator}'s`);
          assert.notEqual(r.slug, recipe.slug);
        }
        const best = Math.max(...others.map((r) => shared(recipe, r).length));
        const first = bySlug.get(list[0]!.slug)!;
        assert.equal(shared(recipe, first).length, best, `${recipe.slug} → ${first.slug}`);
      }
      const carbonara = await related('spaghetti-carbonara', 'locale=en&websiteSlug=pastapapa');
      const first = bySlug.get(carbonara[0]!.slug)!;
      assert.ok(shared(bySlug.get('spaghetti-carbonara')!, first).length >= 3);
    });

    test('answers the list envelope in the requested locale with the requested includes', async () => {
      const seed = bySlug.get('spaghetti-carbonara')!;
      const page = await get(
        relatedRecipesResponse,
        `/api/v1/recipes/${seed.slug}/related?locale=nl&include=image,website`,
      );
      assert.equal(page.meta.pagination.current_page, 1);
      assert.equal(page.meta.pagination.per_page, RELATED_RECIPES_LIMITS.defaultPerPage);
      assert.equal(page.meta.pagination.total, page.data.length);
      for (const r of page.data) {
        assert.equal(r.name, bySlug.get(r.slug)!.nl.name);
        assert.ok(r.website?.data.slug);
        assert.ok(r.image);
      }
    });

    test('perPage is bounded: 1 to 5, default 5', async () => {
      assert.equal((await related('minestrone', 'perPage=1')).length, 1);
      assert.equal((await related('minestrone', 'perPage=5')).length, 5);
      assert.equal((await related('minestrone')).length, 5);
      const top = await related('minestrone', 'perPage=3');
      assert.deepEqual(
        top.map((r) => r.slug),
        (await related('minestrone')).slice(0, 3).map((r) => r.slug),
      );
      for (const bad of ['0', '6', '50', '-1', 'abc', '1.5']) {
        const body = await error(`/api/v1/recipes/minestrone/related?perPage=${bad}`, 400);
        assert.equal(body.code, 'validation_failed');
      }
    });

    test('unknown, hidden or other creators’ recipes are 404; bad slugs and parameters are 400', async () => {
      assert.equal((await error('/api/v1/recipes/no-such-recipe/related', 404)).code, 'not_found');
      if (hiddenRecipe) await error(`/api/v1/recipes/${hiddenRecipe.slug}/related`, 404);
      await error('/api/v1/recipes/spaghetti-carbonara/related?websiteSlug=spicewok', 404);
      await error('/api/v1/recipes/Spaghetti_Carbonara/related', 400);
      await error(`/api/v1/recipes/${'a'.repeat(121)}/related`, 400);
      await error('/api/v1/recipes/spaghetti-carbonara/related?websiteSlug=Bad_Slug', 400);
      await error('/api/v1/recipes/spaghetti-carbonara/related?locale=fr', 400);
      await error('/api/v1/recipes/spaghetti-carbonara/related?include=secrets', 400);
      await error('/api/v1/recipes/spaghetti-carbonara/related?exclude=minestrone', 400);
    });
  });
}
