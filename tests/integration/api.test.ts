/**
 * Every upstream API route, on PGlite and (where TEST_DATABASE_URL is set) PostgreSQL, with the
 * demo content: answers checked against the contract and against what the seed data says.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { z } from 'zod';
import {
  collectionListResponse,
  collectionResponse,
  errorBodySchema,
  recipeListResponse,
  recipeResponse,
  searchFiltersResponse,
  searchResponse,
  websiteListResponse,
  websiteResponse,
} from '../../core/contract';
import { createApp } from '../../server/app';
import { demo, seedDemo } from '../../demo/seed';
import { MemoryMediaStore } from '../../server/media/storage';
import { targets } from './databases';

const enabledCreators = new Set(demo.creators.filter((c) => c.zestyEnabled).map((c) => c.slug));
const visibleRecipes = demo.recipes.filter((r) => enabledCreators.has(r.creator));
const bySlug = new Map(demo.recipes.map((r) => [r.slug, r]));
const disabledCreator = demo.creators.find((c) => !c.zestyEnabled);
const firstSlug = (value: z.infer<typeof recipeListResponse>) => value.data[0]?.slug;

for (const target of targets()) {
  describe(`API on ${target.name}`, () => {
    let app: ReturnType<typeof createApp>;
    let dispose: () => Promise<void>;

    before(async () => {
      const database = await target.open();
      dispose = database.dispose;
      const media = new MemoryMediaStore();
      await seedDemo(database.db, media, { renderImages: false });
      app = createApp({
        db: async () => database.db,
        media: () => media,
        faults: true,
        log: () => {},
      });
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
      assert.match(res.headers.get('content-type') ?? '', /application\/json/);
      const parsed = schema.safeParse(JSON.parse(text));
      assert.ok(
        parsed.success,
        `${path} does not match the contract: ${parsed.success ? '' : parsed.error.message}`,
      );
      return parsed.data;
    }
    const error = (path: string, status: number) => get(errorBodySchema, path, status);

    describe('GET /api/v1/recipes/', () => {
      test('lists 10 published recipes of enabled creators a page, most popular first, with pagination meta', async () => {
        const page = await get(recipeListResponse, '/api/v1/recipes/?locale=en');
        assert.equal(page.data.length, 10);
        assert.deepEqual(page.meta.pagination, {
          current_page: 1,
          total_pages: Math.ceil(visibleRecipes.length / 10),
          total: visibleRecipes.length,
          per_page: 10,
        });
        const popularity = page.data.map((r) => bySlug.get(r.slug)?.popularity ?? -1);
        assert.deepEqual(
          popularity,
          [...popularity].sort((a, b) => b - a),
        );
        assert.ok(page.data.every((r) => enabledCreators.has(bySlug.get(r.slug)?.creator ?? '')));
      });

      test('answers in the requested locale: Dutch names for nl, English for en', async () => {
        const nl = await get(recipeListResponse, '/api/v1/recipes/?locale=nl&perPage=50');
        const en = await get(recipeListResponse, '/api/v1/recipes/?locale=en&perPage=50');
        for (const r of nl.data) assert.equal(r.name, bySlug.get(r.slug)?.nl.name);
        for (const r of en.data) assert.equal(r.name, bySlug.get(r.slug)?.en.name);
        assert.ok(
          nl.data.some((r, i) => r.name !== en.data[i]?.name),
          'some names differ between the locales',
        );
      });

      test('pages do not overlap and the last page holds the rest', async () => {
        const total = visibleRecipes.length;
        const last = Math.ceil(total / 10);
        const [p1, p2, pl] = await Promise.all(
          [1, 2, last].map((p) => get(recipeListResponse, `/api/v1/recipes/?page=${p}`)),
        );
        const ids = new Set(p1!.data.map((r) => r.id));
        assert.ok(p2!.data.every((r) => !ids.has(r.id)));
        assert.equal(pl!.data.length, total - (last - 1) * 10);
        const beyond = await get(recipeListResponse, `/api/v1/recipes/?page=${last + 1}`);
        assert.equal(beyond.data.length, 0);
        assert.equal(beyond.meta.pagination.total, total);
      });

      test('includes only what was asked for, in the nested { data } shape', async () => {
        const bare = await get(recipeListResponse, '/api/v1/recipes/?perPage=1');
        assert.equal(bare.data[0]?.tags, undefined);
        assert.equal(bare.data[0]?.ingredients, undefined);
        const full = await get(
          recipeListResponse,
          '/api/v1/recipes/?perPage=3&locale=en&include=tags,image,ingredients,recipeSteps,website,contextualBanners',
        );
        for (const r of full.data) {
          const seed = bySlug.get(r.slug)!;
          assert.deepEqual(
            r.ingredients?.data.map((i) => i.text),
            seed.en.ingredients,
          );
          assert.deepEqual(
            r.recipeSteps?.data.map((i) => i.text),
            seed.en.steps,
          );
          assert.deepEqual(
            r.tags?.data.map((t) => t.key),
            seed.tags,
          );
          assert.equal(r.website?.data.slug, seed.creator);
          assert.ok(r.image?.data && r.image.data.width >= 1200);
          assert.equal(r.time.total, seed.prepMinutes + seed.cookMinutes);
        }
      });

      test('websiteSlug limits the list to one creator; a creator that is not enabled has none', async () => {
        const creator = demo.creators.find((c) => c.zestyEnabled)!.slug;
        const list = await get(
          recipeListResponse,
          `/api/v1/recipes/?websiteSlug=${creator}&perPage=50&include=website`,
        );
        assert.equal(
          list.meta.pagination.total,
          demo.recipes.filter((r) => r.creator === creator).length,
        );
        assert.ok(list.data.every((r) => r.website?.data.slug === creator));
        if (disabledCreator) {
          const none = await get(
            recipeListResponse,
            `/api/v1/recipes/?websiteSlug=${disabledCreator.slug}`,
          );
          assert.equal(none.meta.pagination.total, 0);
        }
      });

      test('filters: OR within a group, AND across groups, derived categories', async () => {
        const count = (pred: (r: (typeof visibleRecipes)[number]) => boolean) =>
          visibleRecipes.filter(pred).length;
        const total = async (query: string) =>
          (await get(recipeListResponse, `/api/v1/recipes/?${query}`)).meta.pagination.total;
        assert.equal(
          await total('type=breakfast'),
          count((r) => r.type === 'breakfast'),
        );
        assert.equal(
          await total('type=breakfast,seafood'),
          count((r) => r.type === 'breakfast' || r.tags.includes('seafood')),
        );
        assert.equal(
          await total('type=dinner&difficulty=easy'),
          count((r) => r.type === 'dinner' && r.difficulty === 'easy'),
        );
        assert.equal(
          await total('category=under-30'),
          count((r) => r.prepMinutes + r.cookMinutes <= 30),
        );
        assert.equal(
          await total('category=under-2'),
          count((r) => r.budget === 'low'),
        );
        assert.equal(
          await total('category=trending'),
          count((r) => r.popularity >= 80),
        );
        assert.equal(
          await total('tags=vegan'),
          count((r) => r.tags.includes('vegan')),
        );
        assert.equal(
          await total('time=over-60'),
          count((r) => r.prepMinutes + r.cookMinutes > 60),
        );
        assert.equal(
          await total('quick=quick-easy'),
          count((r) => r.tags.includes('quick-easy')),
        );
        assert.ok((await total('category=new')) > 0, 'some recipes are new');
      });

      test('search text s finds "spagetti" (a typo) in both locales', async () => {
        for (const locale of ['en', 'nl']) {
          const list = await get(
            recipeListResponse,
            `/api/v1/recipes/?s=spagetti&locale=${locale}`,
          );
          assert.ok(list.data.length >= 2, `${locale}: ${list.data.length} results`);
          assert.match(list.data[0]!.name.toLowerCase(), /spaghetti/);
        }
      });

      test('a Dutch compound word is found by its part ("stamppot" → boerenkoolstamppot)', async () => {
        const list = await get(recipeListResponse, '/api/v1/recipes/?s=stamppot&locale=nl');
        assert.ok(
          list.data.some((r) => r.slug === 'vegetarian-kale-stamppot'),
          list.data.map((r) => r.name).join(', '),
        );
        const results = await get(searchResponse, '/api/v1/search?search=stamppot&locale=nl');
        assert.ok(results.data.some((r) => r.slug === 'vegetarian-kale-stamppot'));
      });

      test('ids and exclude select and leave out recipes', async () => {
        const [a, b] = visibleRecipes;
        const page = await get(recipeListResponse, '/api/v1/recipes/?perPage=50');
        const ids = page.data.slice(0, 3).map((r) => r.id);
        const chosen = await get(recipeListResponse, `/api/v1/recipes/?ids=${ids.join(',')}`);
        assert.deepEqual(new Set(chosen.data.map((r) => r.id)), new Set(ids));
        const excluded = await get(
          recipeListResponse,
          `/api/v1/recipes/?perPage=50&exclude=${firstSlug(page)}`,
        );
        assert.ok(!excluded.data.some((r) => r.slug === firstSlug(page)));
        assert.ok(a && b);
      });
    });

    describe('GET /api/v1/recipes/{slug}/', () => {
      test('answers one recipe with its includes, and the creator scope must match', async () => {
        const seed = visibleRecipes[0]!;
        const one = await get(
          recipeResponse,
          `/api/v1/recipes/${seed.slug}/?locale=nl&include=ingredients,website`,
        );
        assert.equal(one.data.name, seed.nl.name);
        assert.deepEqual(
          one.data.ingredients?.data.map((i) => i.text),
          seed.nl.ingredients,
        );
        await get(recipeResponse, `/api/v1/recipes/${seed.slug}?websiteSlug=${seed.creator}`);
        const other = demo.creators.find((c) => c.slug !== seed.creator && c.zestyEnabled)!.slug;
        await error(`/api/v1/recipes/${seed.slug}/?websiteSlug=${other}`, 404);
      });

      test('unknown recipes and recipes of a creator that is not enabled are 404', async () => {
        const body = await error('/api/v1/recipes/no-such-recipe/', 404);
        assert.equal(body.code, 'not_found');
        const hidden = demo.recipes.find((r) => !enabledCreators.has(r.creator));
        if (hidden) await error(`/api/v1/recipes/${hidden.slug}/`, 404);
      });
    });

    describe('GET /api/v1/websites', () => {
      test('lists only zestyEnabled creators, 10 a page, with includes', async () => {
        const list = await get(
          websiteListResponse,
          '/api/v1/websites?include=callToActions,primaryUser,socials,searchFilters&locale=en',
        );
        assert.equal(list.meta.pagination.per_page, 10);
        assert.equal(list.meta.pagination.total, enabledCreators.size);
        assert.deepEqual(new Set(list.data.map((w) => w.slug)), enabledCreators);
        for (const w of list.data) {
          const seed = demo.creators.find((c) => c.slug === w.slug)!;
          assert.equal(w.primaryHexColor, seed.colors.primary);
          assert.equal(w.callToActions?.data.length, seed.callToActions.length);
          assert.equal(w.socials?.data.length, seed.socials.length);
          assert.equal(w.primaryUser?.data?.username, seed.user.username);
          assert.equal(w.followEnabled, seed.followEnabled);
          assert.equal(w.recipeCount, demo.recipes.filter((r) => r.creator === w.slug).length);
          assert.ok(
            w.searchFilters?.data.every(
              (f) => seed.searchFilters.includes(f.key) && f.options.length > 0,
            ),
          );
        }
      });

      test('one creator by slug; not enabled is an error the front end maps to not-found; unknown is 404', async () => {
        const slug = [...enabledCreators][0]!;
        const one = await get(websiteResponse, `/api/v1/websites/${slug}?include=socials`);
        assert.equal(one.data.slug, slug);
        if (disabledCreator) {
          const body = await error(`/api/v1/websites/${disabledCreator.slug}`, 403);
          assert.equal(body.code, 'website_not_enabled');
          assert.match(body.message, /not enabled/);
        }
        await error('/api/v1/websites/nobody-here', 404);
      });
    });

    describe('GET /api/v1/collections', () => {
      test('lists collections with their website and a preview of recipes', async () => {
        const list = await get(
          collectionListResponse,
          '/api/v1/collections?include=recipes,website&perPage=50&locale=en',
        );
        const expected = demo.collections.filter((c) => enabledCreators.has(c.creator));
        assert.equal(list.meta.pagination.total, expected.length);
        for (const col of list.data) {
          const seed = expected.find(
            (c) => c.slug === col.slug && c.creator === col.website?.data.slug,
          )!;
          assert.ok(seed, `unexpected collection ${col.slug}`);
          assert.equal(col.name, seed.name.en);
          assert.equal(col.recipeCount, seed.recipes.length);
          assert.deepEqual(
            col.recipes?.data.map((r) => r.slug),
            seed.recipes.slice(0, 4),
          );
        }
      });

      test('one collection by slug and websiteId, all its recipes in order', async () => {
        const list = await get(
          collectionListResponse,
          '/api/v1/collections?include=website&perPage=50',
        );
        const first = list.data[0]!;
        const seed = demo.collections.find(
          (c) => c.slug === first.slug && c.creator === first.website?.data.slug,
        )!;
        const one = await get(
          collectionResponse,
          `/api/v1/collections/${first.slug}?websiteId=${first.website?.data.id}&include=recipes,website&locale=nl`,
        );
        assert.equal(one.data.name, seed.name.nl);
        assert.deepEqual(
          one.data.recipes?.data.map((r) => r.slug),
          seed.recipes,
        );
        await error(`/api/v1/collections/${first.slug}?websiteId=999999`, 404);
        await error('/api/v1/collections/no-such-collection', 404);
      });

      test('the largest collection answers all its recipes (across creators); an empty one none', async () => {
        const shown = demo.collections.filter((c) => enabledCreators.has(c.creator));
        const largest = shown.reduce((a, b) => (b.recipes.length > a.recipes.length ? b : a));
        const empty = shown.find((c) => c.recipes.length === 0)!;
        for (const seed of [largest, empty]) {
          const one = await get(
            collectionResponse,
            `/api/v1/collections/${seed.slug}?websiteSlug=${seed.creator}&include=recipes&locale=en`,
          );
          assert.equal(one.data.recipeCount, seed.recipes.length);
          assert.ok(one.data.heroImage, `${seed.slug} has a hero image`);
          assert.deepEqual(
            one.data.recipes?.data.map((r) => r.slug),
            seed.recipes,
          );
        }
      });
    });

    describe('GET /api/v1/searchFilters', () => {
      test('has the Type and Category groups of spec §2 and the creator filters', async () => {
        const en = await get(searchFiltersResponse, '/api/v1/searchFilters?model=recipe&locale=en');
        const names = (key: string) =>
          en.data.find((f) => f.key === key)?.options.map((o) => o.name);
        assert.deepEqual(names('type'), [
          'Breakfast',
          'Lunch',
          'Dinner',
          'Vegetarian',
          'Vegan',
          'Red Meat',
          'Seafood',
        ]);
        assert.deepEqual(names('category'), [
          'One Pot',
          'Under 30min',
          'Vegetarian',
          'Under €2 p/p',
          'Vegan',
          'High Protein',
          'New',
          'Red Meat',
          'Italian',
          'Asian',
          'Air Fryer',
          'Low Carb',
          'Trending',
        ]);
        for (const key of ['type', 'difficulty', 'category', 'time', 'tags'])
          assert.ok(names(key)?.length, key);
        assert.deepEqual(
          new Set(en.data.map((f) => f.type)),
          new Set(['multiple', 'single', 'boolean']),
        );
        const nl = await get(searchFiltersResponse, '/api/v1/searchFilters?model=recipe&locale=nl');
        assert.equal(nl.data.find((f) => f.key === 'type')?.options[0]?.name, 'Ontbijt');
      });
    });

    describe('demo content', () => {
      test('recipe names are unique in each language, so lists never show look-alikes', () => {
        for (const locale of ['en', 'nl'] as const) {
          const names = demo.recipes.map((r) => r[locale].name.toLowerCase());
          const twice = names.filter((n, i) => names.indexOf(n) !== i);
          assert.deepEqual(twice, [], `${locale}: ${twice.join(', ')}`);
        }
      });

      test('every option of every filter group matches at least one visible recipe', async () => {
        const filters = await get(
          searchFiltersResponse,
          '/api/v1/searchFilters?model=recipe&locale=en',
        );
        for (const filter of filters.data) {
          for (const option of filter.options) {
            const list = await get(
              recipeListResponse,
              `/api/v1/recipes/?${filter.key}=${option.key}&perPage=1`,
            );
            assert.ok(
              list.meta.pagination.total > 0,
              `${filter.key}=${option.key} (${option.name}) matches nothing`,
            );
          }
        }
        for (const budget of ['low', 'medium', 'high']) {
          const list = await get(recipeListResponse, `/api/v1/recipes/?budget=${budget}&perPage=1`);
          assert.ok(list.meta.pagination.total > 0, `budget ${budget}`);
        }
        for (const type of ['breakfast', 'lunch', 'dinner', 'snack', 'dessert', 'side']) {
          assert.ok(
            visibleRecipes.some((r) => r.type === type),
            `type ${type}`,
          );
        }
      });

      test('recipes are complete in both languages, with quantities, steps, nutrition and servings', () => {
        assert.ok(demo.recipes.length >= 120);
        assert.ok(demo.creators.length >= 8);
        assert.ok(demo.collections.length >= 12);
        assert.ok(demo.creators.some((c) => c.noIndex && c.zestyEnabled));
        assert.ok(demo.recipes.filter((r) => r.contextualBanners?.length).length >= 5);
        const slugs = new Set<string>();
        for (const r of demo.recipes) {
          assert.ok(!slugs.has(r.slug), `duplicate slug ${r.slug}`);
          slugs.add(r.slug);
          for (const locale of ['en', 'nl'] as const) {
            const c = r[locale];
            assert.ok(c.name && c.title && c.description, `${r.slug} ${locale} text`);
            assert.ok(c.ingredients.length >= 3, `${r.slug} ${locale} ingredients`);
            assert.ok(c.steps.length >= 1, `${r.slug} ${locale} steps`);
            const quantified = c.ingredients.filter((line) => /^[\d½¼¾⅓]/.test(line)).length;
            assert.ok(
              quantified >= c.ingredients.length / 2,
              `${r.slug} ${locale}: most ingredients have a quantity`,
            );
          }
          assert.notEqual(
            r.en.description,
            r.nl.description,
            `${r.slug} is written in both languages`,
          );
          assert.ok(r.servings > 0 && r.nutrition.kcal > 0, `${r.slug} servings and nutrition`);
        }
        // A collection may hold other creators' recipes, but only ones the public can see.
        for (const col of demo.collections) {
          assert.ok(
            col.recipes.every((slug) => enabledCreators.has(bySlug.get(slug)?.creator ?? '')),
            `${col.slug} holds only visible recipes`,
          );
        }
      });

      test('covers every browse state: Load More, empty collection, no follow button', () => {
        const perPage = 20;
        const counts = new Map<string, number>();
        for (const r of visibleRecipes) counts.set(r.creator, (counts.get(r.creator) ?? 0) + 1);
        assert.ok(
          [...counts.values()].some((n) => n > perPage),
          'a creator with Load More',
        );
        const shown = demo.collections.filter((c) => enabledCreators.has(c.creator));
        assert.ok(
          shown.some((c) => c.recipes.length > perPage),
          'a collection with Load More',
        );
        assert.ok(
          shown.some((c) => c.recipes.length === 0),
          'an empty collection',
        );
        assert.ok(
          demo.creators.some((c) => c.zestyEnabled && !c.followEnabled),
          'an enabled creator without a follow button',
        );
      });
    });

    describe('GET /api/v1/search', () => {
      test('"spagetti" finds spaghetti recipes in both locales, linked to their creator', async () => {
        for (const locale of ['en', 'nl']) {
          const res = await get(searchResponse, `/api/v1/search?search=spagetti&locale=${locale}`);
          const recipes = res.data.filter((r) => r.subtype === 'recipe');
          assert.ok(recipes.length >= 2, `${locale}: ${JSON.stringify(res.data)}`);
          assert.ok(
            recipes.every(
              (r) => r.model === 'recipe' && r.websiteSlug && enabledCreators.has(r.websiteSlug),
            ),
          );
          assert.match(recipes[0]!.title.toLowerCase(), /spaghetti/);
        }
      });

      test('mixes suggestions, recipes and creators; nothing under 3 characters; no history for visitors', async () => {
        const veg = await get(searchResponse, '/api/v1/search?search=veg&locale=en');
        assert.ok(veg.data.some((r) => r.subtype === 'suggestion' && /^Veg/.test(r.title)));
        const creator = demo.creators.find((c) => c.zestyEnabled)!;
        const byName = await get(
          searchResponse,
          `/api/v1/search?search=${encodeURIComponent(creator.name.slice(0, 6))}&locale=en`,
        );
        assert.ok(byName.data.some((r) => r.subtype === 'website' && r.slug === creator.slug));
        assert.equal(
          (await get(searchResponse, '/api/v1/search?search=sp&locale=en')).data.length,
          0,
        );
        assert.ok(!veg.data.some((r) => r.subtype === 'history'));
        if (disabledCreator) {
          const hidden = await get(
            searchResponse,
            `/api/v1/search?search=${encodeURIComponent(disabledCreator.name)}&locale=nl`,
          );
          assert.ok(!hidden.data.some((r) => r.websiteSlug === disabledCreator.slug));
        }
      });

      test('a very common word answers quickly and with bounded results', async () => {
        const started = performance.now();
        const res = await get(searchResponse, '/api/v1/search?search=the&locale=en');
        assert.ok(res.data.length <= 17);
        assert.ok(performance.now() - started < 2000);
      });
    });

    describe('bad input', () => {
      const cases: [string, string][] = [
        ['unknown include', '/api/v1/recipes/?include=secrets'],
        ['perPage 0', '/api/v1/recipes/?perPage=0'],
        ['perPage 100000', '/api/v1/recipes/?perPage=100000'],
        ['page -1', '/api/v1/recipes/?page=-1'],
        ['page not a number', '/api/v1/recipes/?page=abc'],
        ['fractional page', '/api/v1/recipes/?page=1.5'],
        ['10 KB slug', `/api/v1/recipes/${'a'.repeat(10_240)}/`],
        ['invalid UTF-8 in the query', '/api/v1/recipes/?s=%FF%FE'],
        ['invalid UTF-8 in the path', '/api/v1/recipes/%C3%28/'],
        ['unknown locale', '/api/v1/recipes/?locale=fr'],
        ['unknown parameter', '/api/v1/recipes/?drop=table'],
        ['SQL in a filter', "/api/v1/recipes/?type=dinner'--"],
        ['unknown website include', '/api/v1/websites?include=password'],
        ['website slug with dots', '/api/v1/websites/..%2f..%2fetc'],
        ['collection websiteId not a number', '/api/v1/collections/x?websiteId=abc'],
        ['searchFilters unknown model', '/api/v1/searchFilters?model=user'],
        ['search unknown locale', '/api/v1/search?search=pasta&locale=de'],
        ['search 10 KB term', `/api/v1/search?search=${'x'.repeat(10_240)}`],
      ];
      for (const [name, path] of cases) {
        test(`${name} → 4xx JSON, no stack trace`, async () => {
          const res = await app.fetch(new Request(`http://api.test${path}`));
          const text = await res.text();
          assert.ok(res.status >= 400 && res.status < 500, `${res.status}: ${text.slice(0, 200)}`);
          assert.ok(errorBodySchema.safeParse(JSON.parse(text)).success, text);
          assert.doesNotMatch(text, /at .+\.(ts|js):\d+|node_modules|Error:/);
        });
      }
      test('an unknown route is a JSON 404', async () => {
        await error('/api/v1/nothing', 404);
      });
      test('a failed check names the first issue and lists them all', async () => {
        assert.deepEqual(await error('/api/v1/recipes/?page=1.5', 400), {
          message: 'Invalid page: Invalid input: expected number, received NaN',
          code: 'validation_failed',
          status: 400,
          issues: [{ path: 'page', message: 'Invalid input: expected number, received NaN' }],
        });
        assert.deepEqual(await error('/api/v1/recipes/?ids=1,x&drop=1', 400), {
          message: 'Invalid ids.1: Invalid input: expected number, received NaN',
          code: 'validation_failed',
          status: 400,
          issues: [
            { path: 'ids.1', message: 'Invalid input: expected number, received NaN' },
            { path: '', message: 'Unrecognized key: "drop"' },
          ],
        });
        // A path parameter is checked first, and reported as the input itself.
        assert.deepEqual(await error('/api/v1/websites/Anna_Bakes?page=x', 400), {
          message: 'Invalid input: must be a lowercase slug',
          code: 'validation_failed',
          status: 400,
          issues: [{ path: '', message: 'must be a lowercase slug' }],
        });
      });
      test('lists arrive as comma lists or repeated keys; of a repeated value the last counts', async () => {
        const comma = await get(
          recipeListResponse,
          '/api/v1/recipes/?include=tags,image&perPage=2',
        );
        const repeated = await get(
          recipeListResponse,
          '/api/v1/recipes/?include=tags&include=image&perPage=9&perPage=2',
        );
        assert.deepEqual(repeated, comma);
        assert.equal(comma.data.length, 2);
        assert.ok(comma.data.every((r) => r.tags && r.image));
      });
    });

    describe('fault switch', () => {
      test('fails with the given status, answers late, or hangs until the client gives up', async () => {
        const res = await app.fetch(
          new Request('http://api.test/api/v1/websites', {
            headers: { 'x-zesty-fault': 'status=503' },
          }),
        );
        assert.equal(res.status, 503);
        assert.ok(errorBodySchema.safeParse(await res.json()).success);

        const scoped = await app.fetch(
          new Request('http://api.test/api/v1/recipes/', {
            headers: { 'x-zesty-fault': 'status=500', 'x-zesty-fault-path': '/api/v1/websites' },
          }),
        );
        assert.equal(scoped.status, 200);

        const started = performance.now();
        const slow = await app.fetch(
          new Request('http://api.test/api/v1/searchFilters', {
            headers: { 'x-zesty-fault': 'delay=300' },
          }),
        );
        assert.equal(slow.status, 200);
        assert.ok(performance.now() - started >= 290);

        const controller = new AbortController();
        const hanging = app.fetch(
          new Request('http://api.test/api/v1/websites', {
            headers: { 'x-zesty-fault': 'hang' },
            signal: controller.signal,
          }),
        );
        const outcome = await Promise.race([
          Promise.resolve(hanging).then(() => 'answered'),
          new Promise((r) => setTimeout(() => r('hanging'), 300)),
        ]);
        assert.equal(outcome, 'hanging');
        controller.abort();
        await hanging;
      });

      test('is off unless enabled', async () => {
        const off = createApp({
          db: async () => {
            throw new Error('unused');
          },
          media: () => new MemoryMediaStore(),
        });
        const res = await off.fetch(
          new Request('http://api.test/api/v1/nothing', {
            headers: { 'x-zesty-fault': 'status=503' },
          }),
        );
        assert.equal(res.status, 404);
      });
    });
  });
}
