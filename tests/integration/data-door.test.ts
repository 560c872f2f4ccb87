/**
 * The data door (lib/api) over HTTP against a real API server on loopback: answers parsed with
 * the contract, not-found mapped to undefined, faults and time-outs mapped to ApiError — and the
 * proxy route refusing hostile paths without making any upstream request.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { demo, seedDemo } from '../../demo/seed';
import { MemoryMediaStore } from '../../server/media/storage';

let server: ServerType;
let database: Database;
const seen: string[] = [];

before(async () => {
  database = await openDatabase({ kind: 'pglite' });
  const media = new MemoryMediaStore();
  await seedDemo(database.db, media, { renderImages: false });
  const app = createApp({
    db: async () => database.db,
    media: () => media,
    faults: true,
    log: () => {},
  });
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: (req: Request) => {
          seen.push(new URL(req.url).pathname + new URL(req.url).search);
          return app.fetch(req);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(),
    );
  });
  const { port } = server.address() as AddressInfo;
  process.env.UPSTREAM_API_URL = `http://127.0.0.1:${port}`;
  process.env.UPSTREAM_TIMEOUT_MS = '1500';
  process.env.ZESTY_FAULTS = '1';
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const enabled = demo.creators.filter((c) => c.zestyEnabled);
const disabled = demo.creators.find((c) => !c.zestyEnabled);

describe('lib/api over HTTP', () => {
  test('typed functions return parsed answers', async () => {
    const api = await import('../../lib/api');
    const recipes = await api.getRecipes({
      locale: 'nl',
      perPage: 5,
      include: ['website', 'tags'],
    });
    assert.equal(recipes.data.length, 5);
    assert.ok(recipes.data.every((r) => r.website?.data.slug && r.tags));
    const recipe = await api.getRecipe(recipes.data[0]!.slug, {
      locale: 'en',
      include: ['ingredients'],
    });
    assert.equal(recipe?.slug, recipes.data[0]!.slug);
    assert.ok(recipe?.ingredients?.data.length);
    const creators = await api.getCreators({ locale: 'en' });
    assert.equal(creators.meta.pagination.total, enabled.length);
    const creator = await api.getCreator(enabled[0]!.slug, { locale: 'en', include: ['socials'] });
    assert.equal(creator?.name, enabled[0]!.name);
    const collections = await api.getCollections({ locale: 'en', include: ['website'] });
    assert.ok(collections.data.length > 0);
    const first = collections.data[0]!;
    const collection = await api.getCollection(first.slug, {
      locale: 'en',
      websiteId: first.website?.data.id,
      include: ['recipes'],
    });
    assert.equal(collection?.slug, first.slug);
    const filters = await api.getSearchFilters({ locale: 'nl' });
    assert.ok(filters.some((f) => f.key === 'category'));
    const results = await api.search({ search: 'spagetti', locale: 'nl' });
    assert.ok(results.some((r) => r.subtype === 'recipe'));
  });

  test('not found and not enabled come back as undefined', async () => {
    const api = await import('../../lib/api');
    assert.equal(await api.getRecipe('no-such-recipe', { locale: 'en' }), undefined);
    assert.equal(await api.getCreator('no-such-creator', { locale: 'en' }), undefined);
    if (disabled) assert.equal(await api.getCreator(disabled.slug, { locale: 'en' }), undefined);
    assert.equal(await api.getCollection('no-such-collection', { locale: 'en' }), undefined);
  });

  test('a malformed slug is not found, without asking the API (which would answer 400)', async () => {
    const api = await import('../../lib/api');
    const before = seen.length;
    for (const slug of ['UPPER', 'a.b', 'a--b', 'a_b', 'é', '-a', 'x'.repeat(121), '']) {
      assert.equal(await api.getRecipe(slug, { locale: 'en' }), undefined, slug);
      assert.equal(await api.getCreator(slug, { locale: 'en' }), undefined, slug);
      assert.equal(await api.getCollection(slug, { locale: 'en' }), undefined, slug);
      assert.equal(
        await api.getRecipe('spaghetti-carbonara', { locale: 'en', websiteSlug: slug }),
        undefined,
        `websiteSlug ${slug}`,
      );
    }
    assert.equal(seen.length, before);
  });

  test('server errors are retryable ApiErrors; a hanging upstream times out', async () => {
    const api = await import('../../lib/api');
    const { ApiError } = await import('../../lib/api/errors');
    await assert.rejects(
      api.getCreators(
        { locale: 'en' },
        { headers: new Headers({ 'x-zesty-fault': 'status=503' }) },
      ),
      (err: unknown) => err instanceof ApiError && err.status === 503 && err.retryable,
    );
    await assert.rejects(
      api.getRecipes({ locale: 'en', perPage: 0 }),
      (err: unknown) => err instanceof ApiError && err.status === 400 && !err.retryable,
    );
    const started = Date.now();
    await assert.rejects(
      api.getCreators(
        { locale: 'en' },
        { headers: new Headers({ 'x-zesty-fault': 'hang' }), timeoutMs: 400 },
      ),
      (err: unknown) =>
        err instanceof ApiError &&
        err.kind === 'timeout' &&
        err.retryable &&
        err.message === 'Request timed out. Please try again.',
    );
    assert.ok(Date.now() - started < 3000);
  });
});

describe('the proxy route over the real transport', () => {
  const attacks = [
    'https://example.com',
    '//example.com',
    '/api/v1/../../x',
    '%2e%2e%2fx',
    '%5C%5Cexample.com',
  ];

  for (const attack of attacks) {
    test(`?path=${attack} is 400 and makes no upstream request`, async () => {
      const { GET } = await import('../../app/api/proxy/route');
      const before = seen.length;
      const res = await GET(new Request(`http://localhost/api/proxy?path=${attack}`) as never);
      assert.equal(res.status, 400);
      assert.equal(typeof (await res.json()).message, 'string');
      assert.equal(seen.length, before, `upstream saw ${seen.slice(before).join(', ')}`);
    });
  }

  test('an allowed path reaches upstream with the other query parameters', async () => {
    const { GET } = await import('../../app/api/proxy/route');
    const before = seen.length;
    const res = await GET(
      new Request(
        'http://localhost/api/proxy?path=/api/v1/recipes/&locale=en&perPage=2&page=3',
      ) as never,
    );
    assert.equal(res.status, 200);
    const body = (await res.json()) as {
      data: unknown[];
      meta: { pagination: { current_page: number } };
    };
    assert.equal(body.data.length, 2);
    assert.equal(body.meta.pagination.current_page, 3);
    assert.equal(seen.length, before + 1);
    const url = new URL(seen[before]!, 'http://x');
    assert.equal(url.pathname, '/api/v1/recipes/');
    assert.equal(url.searchParams.get('perPage'), '2');
    assert.equal(url.searchParams.get('path'), null);
  });
});
