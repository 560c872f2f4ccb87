/**
 * Anonymous usage statistics (issue 24 item 8) through the API, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: a page view (the pixel's call), a new bookmark and a
 * basket sent to a store each count once for the recipe and the day, anonymously (the table has
 * room for nothing else); a creator reads only their own last 30 days; others are refused.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  STATS_DAYS,
  statsViewResponse,
  studioStatsResponse,
  type StudioStats,
} from '../../core/contract';
import * as schema from '../../server/db/schema';
import { countEvent, creatorStats, statsDay } from '../../server/services/stats';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, PRIYA, SANNE, refused, signedInApi } from './studio-support';
import { TEST_WEBSITE, testGrocery } from './grocery-services';

const SECRET = new TextEncoder().encode('stats-test-secret-0123456789abcdefghijkl');
const STATS = '/api/v1/studio/creators/greenkitchen/stats?locale=en';

for (const target of targets()) {
  describe(`usage statistics on ${target.name}`, () => {
    let recipe: { id: number; slug: string; creatorId: number };

    const api = signedInApi(
      () =>
        seededApp(target, {
          auth: testAuth(SECRET),
          grocery: testGrocery(),
        }),
      SECRET,
      [SANNE, PRIYA, COOK],
    );
    before(async () => {
      const [row] = await api.db
        .select({
          id: schema.recipes.id,
          slug: schema.recipes.slug,
          creatorId: schema.recipes.creatorId,
        })
        .from(schema.recipes)
        .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
        .where(
          and(eq(schema.creators.slug, 'greenkitchen'), eq(schema.recipes.status, 'published')),
        )
        .limit(1);
      recipe = row!;
    });

    const { call } = api;
    const stats = async (): Promise<StudioStats> => {
      const res = await call('GET', STATS, SANNE);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return studioStatsResponse.parse(res.body).data;
    };
    const row = (s: StudioStats) => s.recipes.find((r) => r.id === recipe.id);
    const today = (s: StudioStats) => s.days.at(-1)!;

    test('views, new bookmarks and baskets count once each, per store, for today', async () => {
      const before = await stats();
      assert.equal(before.days.length, STATS_DAYS);
      assert.equal(before.to, statsDay());
      const view = async (id: number) =>
        statsViewResponse.parse(
          (await call('POST', '/api/v1/stats/views', undefined, { recipe: id })).body,
        ).counted;
      assert.equal(await view(recipe.id), true);
      assert.equal(await view(recipe.id), true);
      // No such recipe, or not visible: nothing counted.
      assert.equal(await view(2_000_000_000), false);

      const favourite = `/api/v1/recipes/${recipe.id}/favorite`;
      assert.equal((await call('POST', favourite, COOK)).status, 200);
      assert.equal((await call('POST', favourite, COOK)).status, 200); // already there: not again

      const checkout = (store: string) =>
        call('POST', '/api/v1/grocery/checkout', undefined, {
          websiteId: TEST_WEBSITE,
          recipe: recipe.slug,
          servings: 2,
          store,
          locale: 'en',
        });
      for (const store of ['jumbo', 'jumbo', 'coop']) {
        const res = await checkout(store);
        assert.equal(res.status, 200, JSON.stringify(res.body));
      }

      const after = await stats();
      const [was, now] = [row(before), row(after)!];
      assert.equal(now.views, (was?.views ?? 0) + 2);
      assert.equal(now.bookmarks, (was?.bookmarks ?? 0) + 1);
      assert.equal(now.baskets.jumbo, (was?.baskets.jumbo ?? 0) + 2);
      assert.equal(now.baskets.coop, (was?.baskets.coop ?? 0) + 1);
      assert.equal(now.baskets['albert-heijn'], was?.baskets['albert-heijn'] ?? 0);
      assert.equal(today(after).views, today(before).views + 2);
      assert.equal(today(after).baskets, today(before).baskets + 3);
      assert.ok(now.name.length > 0);

      // Anonymous by construction: a counter per recipe, day, event and store, nothing else.
      const columns = Object.keys(schema.recipeStats);
      for (const personal of ['userId', 'ip', 'address', 'userAgent', 'sessionId'])
        assert.ok(!columns.includes(personal), `no ${personal} column`);
    });

    test('the last 30 days only, in the creator’s days, most viewed first', async () => {
      const day = statsDay();
      const longAgo = new Date(Date.now() - 40 * 24 * 3600 * 1000);
      await countEvent(api.db, recipe.id, 'view', '', longAgo);
      const s = await creatorStats(api.db, recipe.creatorId, 'en', day);
      assert.equal(s.days[0]!.day, s.from);
      assert.equal(s.days.at(-1)!.day, day);
      assert.ok(s.days.every((d) => d.day >= s.from && d.day <= s.to));
      const totals = s.days.reduce((a, d) => a + d.views, 0);
      assert.equal(
        totals,
        s.recipes.reduce((a, r) => a + r.views, 0),
        'the 40-day-old view is left out',
      );
      const views = s.recipes.map((r) => r.views);
      assert.deepEqual(
        views,
        [...views].sort((a, b) => b - a),
      );
    });

    test('visitors get 401, plain users 403, another creator 403', async () => {
      refused(await call('GET', STATS), 401, ERROR_CODES.unauthorized);
      refused(await call('GET', STATS, COOK), 403, ERROR_CODES.forbidden);
      refused(await call('GET', STATS, PRIYA), 403, ERROR_CODES.forbidden);
      refused(await call('POST', '/api/v1/stats/views', undefined, { recipe: 'x' }), 400);
    });
  });
}
