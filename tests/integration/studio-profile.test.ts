/**
 * The studio's profile and site (issue 24 item 5) through the API, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: who may read and save it, a save as visitors see it on
 * the public creator route, what it answers for revalidation, the version check, and bad input
 * answered with a 4xx and a message, nothing half saved. The slug and zestyEnabled stay Zesty's.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  studioProfileResponse,
  websiteResponse,
  type StudioProfile,
} from '../../core/contract';
import * as schema from '../../server/db/schema';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, PRIYA, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('profile-test-secret-0123456789abcdefghij');
const PATH = '/api/v1/studio/creators/greenkitchen/profile';

for (const target of targets()) {
  describe(`studio profile on ${target.name}`, () => {
    const api = signedInApi(() => seededApp(target, { auth: testAuth(SECRET) }), SECRET, [
      SANNE,
      PRIYA,
      COOK,
    ]);

    const { call } = api;
    const read = async (): Promise<StudioProfile> => {
      const res = await call('GET', PATH, SANNE);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return studioProfileResponse.parse(res.body).data;
    };
    const publicCreator = async () => {
      const res = await call(
        'GET',
        '/api/v1/websites/greenkitchen?locale=en&include=socials,callToActions',
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return websiteResponse.parse(res.body).data;
    };

    test('visitors get 401, plain users 403, another creator 403', async () => {
      const { version, profile } = await read();
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { version, profile }],
      ] as const) {
        refused(await call(method, PATH, undefined, body), 401, ERROR_CODES.unauthorized);
        refused(await call(method, PATH, COOK, body), 403, ERROR_CODES.forbidden);
        refused(await call(method, PATH, PRIYA, body), 403, ERROR_CODES.forbidden);
      }
      assert.equal((await read()).version, version);
    });

    test('a save shows on the public creator, and says what to revalidate', async () => {
      const before = await read();
      assert.equal(before.slug, 'greenkitchen');
      assert.equal(before.profile.name, 'Green Kitchen Sanne');
      const res = await call('PUT', PATH, SANNE, {
        version: before.version,
        profile: {
          ...before.profile,
          name: 'Green Kitchen',
          bio: { en: 'Vegetables, mostly.', nl: 'Vooral groenten.' },
          primaryHexColor: '#1b5e20',
          socials: [{ type: 'instagram', url: 'https://www.instagram.com/gk/' }],
          callToActions: [{ title: { en: 'Cook with me' }, url: 'https://example.com/cook' }],
          location: '',
        },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const saved = studioProfileResponse.parse(res.body);
      assert.equal(saved.data.version, before.version + 1);
      assert.equal(saved.data.profile.primaryHexColor, '#1B5E20');
      // The name is on every recipe card: the creator's published recipes are named too.
      assert.deepEqual(saved.changed?.creators, ['greenkitchen']);
      assert.ok((saved.changed?.recipes.length ?? 0) > 0);

      const seen = await publicCreator();
      assert.equal(seen.name, 'Green Kitchen');
      assert.equal(seen.description, 'Vegetables, mostly.');
      assert.equal(seen.primaryHexColor, '#1B5E20');
      assert.equal(seen.location, null);
      assert.deepEqual(seen.socials?.data, [
        { type: 'instagram', url: 'https://www.instagram.com/gk/' },
      ]);
      assert.deepEqual(seen.callToActions?.data, [
        { title: 'Cook with me', url: 'https://example.com/cook' },
      ]);

      // Colours only: the creator's pages, not the recipes.
      const colours = await call('PUT', PATH, SANNE, {
        version: saved.data.version,
        profile: { ...saved.data.profile, secondaryHexColor: '#FFFFFF' },
      });
      assert.deepEqual(studioProfileResponse.parse(colours.body).changed, {
        recipes: [],
        creators: ['greenkitchen'],
        collections: [],
      });

      // A save on the older version is a conflict; nothing is written over.
      refused(
        await call('PUT', PATH, SANNE, {
          version: saved.data.version,
          profile: { ...saved.data.profile, name: 'Stale' },
        }),
        409,
        ERROR_CODES.versionConflict,
      );
      assert.equal((await publicCreator()).name, 'Green Kitchen');
    });

    test('bad input: a 4xx with a message; the slug and zestyEnabled are not the creator’s', async () => {
      const { version, profile } = await read();
      const put = (over: Record<string, unknown>) =>
        call('PUT', PATH, SANNE, { version, profile: { ...profile, ...over } });
      refused(await put({ name: '   ' }), 400);
      refused(await put({ name: 'x'.repeat(81) }), 400);
      refused(await put({ handle: 'has space' }), 400);
      refused(await put({ primaryHexColor: 'red' }), 400);
      refused(await put({ primaryHexColor: '#12345' }), 400);
      refused(await put({ socials: [{ type: 'myspace', url: 'https://myspace.com/x' }] }), 400);
      refused(await put({ cookbookUrl: 'javascript:alert(1)' }), 400);
      refused(await put({ followEnabled: true, followUrl: null }), 422);
      refused(await put({ logo: '/media/uploads/999/not-mine.jpg' }), 422);
      refused(await put({ slug: 'taken-over' }), 400);
      refused(await put({ zestyEnabled: false }), 400);
      const many = Array.from({ length: 4 }, () => ({ title: { en: 'x' }, url: 'https://x.nl' }));
      refused(await put({ callToActions: many }), 400);
      const after = await read();
      assert.equal(after.version, version);
      const [row] = await api.db
        .select()
        .from(schema.creators)
        .where(eq(schema.creators.slug, 'greenkitchen'));
      assert.equal(row!.zestyEnabled, true);

      // Markup stays text.
      const res = await put({ name: '<b>Green</b> & "Kitchen"' });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal((await publicCreator()).name, '<b>Green</b> & "Kitchen"');
    });
  });
}
