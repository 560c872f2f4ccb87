/**
 * The studio's collections (issue 24 item 4) through the API, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: who may touch them (visitors 401, plain users 403,
 * creator A never reaches creator B's), a collection's life as visitors see it (draft → published
 * → reordered → deleted), and bad input answered with a 4xx and a message, nothing half saved.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  collectionResponse,
  studioCollectionListResponse,
  studioCollectionResponse,
  type CollectionDraftInput,
} from '../../core/contract';
import * as schema from '../../server/db/schema';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, PRIYA, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('collections-test-secret-0123456789abcdef');

for (const target of targets()) {
  describe(`studio collections on ${target.name}`, () => {
    /** greenkitchen's published recipes (id, slug), and one of spicewok's. */
    let mine: { id: number; slug: string }[];
    let theirs: number;

    const api = signedInApi(() => seededApp(target, { auth: testAuth(SECRET) }), SECRET, [
      SANNE,
      PRIYA,
      COOK,
    ]);
    before(async () => {
      const of = (slug: string) =>
        api.db
          .select({ id: schema.recipes.id, slug: schema.recipes.slug })
          .from(schema.recipes)
          .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
          .where(eq(schema.creators.slug, slug))
          .orderBy(schema.recipes.id)
          .limit(3);
      mine = await of('greenkitchen');
      theirs = (await of('spicewok'))[0]!.id;
      assert.equal(mine.length, 3);
    });

    const { call } = api;
    const collection = (over: Partial<CollectionDraftInput> = {}): CollectionDraftInput => ({
      content: {
        en: { name: 'Green weeknights', description: 'Fast and green.' },
        nl: { name: 'Groene doordeweekse avonden' },
      },
      recipeIds: mine.map((r) => r.id),
      ...over,
    });
    const create = async (body: CollectionDraftInput = collection(), as = SANNE) => {
      const res = await call('POST', '/api/v1/studio/creators/greenkitchen/collections', as, {
        collection: body,
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return studioCollectionResponse.parse(res.body);
    };
    const publicShow = (slug: string) =>
      call('GET', `/api/v1/collections/${slug}?locale=en&include=recipes`);
    const publicSlugs = async (slug: string) => {
      const res = await publicShow(slug);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return collectionResponse.parse(res.body).data.recipes?.data.map((r) => r.slug);
    };

    test('visitors get 401, plain users 403, and another creator nothing', async () => {
      const { data } = await create();
      const routes = [
        ['GET', '/api/v1/studio/creators/greenkitchen/collections'],
        ['POST', '/api/v1/studio/creators/greenkitchen/collections', { collection: collection() }],
        ['GET', `/api/v1/studio/collections/${data.id}`],
        ['PUT', `/api/v1/studio/collections/${data.id}`, { version: 1, collection: collection() }],
        ['DELETE', `/api/v1/studio/collections/${data.id}`],
      ] as const;
      for (const [method, path, body] of routes) {
        refused(await call(method, path, undefined, body), 401, ERROR_CODES.unauthorized);
        refused(await call(method, path, COOK, body), 403, ERROR_CODES.forbidden);
      }
      // Priya: greenkitchen's list and a new collection there are refused, its collections are
      // not found by any route, and nothing changed.
      for (const [method, path, body] of routes.slice(0, 2))
        refused(await call(method, path, PRIYA, body), 403, ERROR_CODES.forbidden);
      for (const [method, path, body] of routes.slice(2))
        refused(await call(method, path, PRIYA, body), 404, ERROR_CODES.notFound);
      const [row] = await api.db
        .select()
        .from(schema.collections)
        .where(eq(schema.collections.id, data.id));
      assert.equal(row!.version, 1);
    });

    test('a draft is private; published, reordered and deleted as visitors see it', async () => {
      const created = await create();
      assert.equal(created.data.collection.status, 'draft');
      // From the name in the creator's language; the first test's collection has the plain one.
      assert.equal(created.data.slug, 'groene-doordeweekse-avonden-2');
      assert.equal(created.changed, undefined);
      assert.deepEqual(
        created.data.recipes.map((r) => r.id),
        mine.map((r) => r.id),
      );
      refused(await publicShow(created.data.slug), 404);
      const list = await call(
        'GET',
        '/api/v1/studio/creators/greenkitchen/collections?locale=en',
        SANNE,
      );
      assert.ok(
        studioCollectionListResponse
          .parse(list.body)
          .data.some((c) => c.id === created.data.id && c.name === 'Green weeknights'),
      );

      const path = `/api/v1/studio/collections/${created.data.id}?locale=en`;
      const published = await call('PUT', path, SANNE, {
        version: created.data.version,
        collection: collection({ status: 'published' }),
      });
      assert.equal(published.status, 200, JSON.stringify(published.body));
      const p = studioCollectionResponse.parse(published.body);
      assert.deepEqual(p.changed, {
        recipes: [],
        creators: ['greenkitchen'],
        collections: [created.data.slug],
      });
      assert.deepEqual(
        await publicSlugs(created.data.slug),
        mine.map((r) => r.slug),
      );

      // Reordered: visitors see the new order.
      const reversed = [...mine].reverse();
      const moved = await call('PUT', path, SANNE, {
        version: p.data.version,
        collection: collection({ status: 'published', recipeIds: reversed.map((r) => r.id) }),
      });
      assert.equal(moved.status, 200, JSON.stringify(moved.body));
      assert.deepEqual(
        await publicSlugs(created.data.slug),
        reversed.map((r) => r.slug),
      );

      // A save on the older version is a conflict; nothing is written over.
      refused(
        await call('PUT', path, SANNE, { version: p.data.version, collection: collection() }),
        409,
        ERROR_CODES.versionConflict,
      );
      assert.deepEqual(
        await publicSlugs(created.data.slug),
        reversed.map((r) => r.slug),
      );

      const deleted = await call('DELETE', path, SANNE);
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      assert.deepEqual(studioCollectionResponse.parse(deleted.body).changed?.collections, [
        created.data.slug,
      ]);
      refused(await publicShow(created.data.slug), 404);
      // The recipes themselves stay.
      assert.equal((await call('GET', `/api/v1/recipes/${mine[0]!.slug}?locale=en`)).status, 200);
    });

    test('bad input: a 4xx with a message, nothing half saved', async () => {
      const before = await api.db.select().from(schema.collections);
      const post = (body: unknown) =>
        call('POST', '/api/v1/studio/creators/greenkitchen/collections', SANNE, body);
      // Another creator's recipe, no name, a recipe twice, too many, another creator's picture.
      refused(await post({ collection: collection({ recipeIds: [mine[0]!.id, theirs] }) }), 422);
      refused(await post({ collection: collection({ content: { en: { name: '  ' } } }) }), 422);
      refused(
        await post({ collection: collection({ recipeIds: [mine[0]!.id, mine[0]!.id] }) }),
        400,
      );
      const many = Array.from({ length: 201 }, (_, i) => i + 1);
      refused(await post({ collection: collection({ recipeIds: many }) }), 400);
      refused(
        await post({ collection: collection({ heroImage: '/media/uploads/999/elsewhere.jpg' }) }),
        422,
      );
      refused(
        await post({ collection: collection({ content: { en: { name: 'x'.repeat(121) } } }) }),
        400,
      );
      refused(await post({ collection: { ...collection(), extra: true } }), 400);
      refused(await post('not json'), 400);
      assert.equal((await api.db.select().from(schema.collections)).length, before.length);

      // Markup is kept as text, and shows as text to visitors.
      const made = await create(
        collection({ content: { en: { name: '<script>alert(1)</script> Soups' } } }),
      );
      assert.equal(made.data.name, '<script>alert(1)</script> Soups');
      assert.equal(made.data.slug, 'script-alert-1-script-soups');
    });
  });
}
