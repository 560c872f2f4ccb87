/**
 * Previews of working copies (issue 24 item 6) through the API, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: who gets a preview link, on which host a link opens, how
 * long it lives, and that a preview session reads its own creator's working copies only, checked
 * again on every read.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  PREVIEW_TOKEN_HEADER,
  collectionResponse,
  previewLinkResponse,
  previewSessionResponse,
  recipeResponse,
  studioCollectionResponse,
  studioProfileResponse,
  studioRecipeResponse,
  websiteResponse,
  type RecipeDraftInput,
} from '../../core/contract';
import { signPreviewLink } from '../../server/auth/preview-token';
import * as schema from '../../server/db/schema';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, PRIYA, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('preview-test-secret-0123456789abcdefgh');

const draft = (name: string): RecipeDraftInput => ({
  originalLocale: 'en',
  content: {
    en: {
      name,
      title: 'A quick lunch',
      description: 'Green and fresh.',
      ingredients: ['200 g peas', '1 lemon'],
      steps: ['Cook the peas.', 'Add lemon.'],
    },
  },
  timeMinutes: 10,
  prepMinutes: 5,
  cookMinutes: 5,
  type: 'lunch',
  difficulty: 'easy',
  budget: 'low',
  tags: [],
  servings: 2,
});

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

for (const target of targets()) {
  describe(`studio previews on ${target.name}`, () => {
    const api = signedInApi(() => seededApp(target, { auth: testAuth(SECRET) }), SECRET, [
      SANNE,
      PRIYA,
      COOK,
    ]);

    const request = api.call;
    const call = (
      method: string,
      path: string,
      { as, body, preview }: { as?: string; body?: unknown; preview?: string } = {},
    ) => request(method, path, as, body, preview ? { [PREVIEW_TOKEN_HEADER]: preview } : {});
    const create = async (as: string, creator: string, name: string) => {
      const res = await call('POST', `/api/v1/studio/creators/${creator}/recipes`, {
        as,
        body: { draft: draft(name) },
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return studioRecipeResponse.parse(res.body).data;
    };
    const links = async (as: string, id: number, locale = 'en') => {
      const res = await call('POST', `/api/v1/studio/recipes/${id}/preview`, {
        as,
        body: { locale },
      });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return previewLinkResponse.parse(res.body).data;
    };
    const open = (token: string, websiteSlug?: string) =>
      call('POST', '/api/v1/preview/session', {
        body: websiteSlug ? { token, websiteSlug } : { token },
      });
    const session = async (token: string, websiteSlug?: string) => {
      const res = await open(token, websiteSlug);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return previewSessionResponse.parse(res.body).data;
    };
    const read = (
      slug: string,
      token: string | undefined,
      query = 'locale=en&include=ingredients',
    ) => call('GET', `/api/v1/preview/recipes/${slug}?${query}`, { preview: token });

    test('a member gets one link per host; a link opens its own host only, for two minutes', async () => {
      const recipe = await create(SANNE, 'greenkitchen', 'Pea and lemon toast');
      const made = await links(SANNE, recipe.id, 'nl');
      assert.equal(new URL(made.main).origin, 'http://localhost:3000');
      assert.equal(new URL(made.creator).origin, 'http://greenkitchen.localhost:3000');
      assert.equal(new URL(made.main).pathname, '/api/preview');
      const life = Date.parse(made.expiresAt) - Date.now();
      assert.ok(life > 60_000 && life <= 120_000, `a link lives two minutes (${life} ms)`);

      // Each link on its own host: the page in the asked language.
      const main = await session(tokenOf(made.main));
      assert.equal(main.path, `/nl/recipes/${recipe.slug}`);
      const own = await session(tokenOf(made.creator), 'greenkitchen');
      assert.equal(own.path, `/nl/recipes/${recipe.slug}`);
      assert.ok(Date.parse(own.expiresAt) - Date.now() > 50 * 60_000, 'a session lasts an hour');

      // …never on another: the main site's link on the creator's host, and the other way round.
      refused(await open(tokenOf(made.main), 'greenkitchen'), 403, ERROR_CODES.forbidden);
      refused(await open(tokenOf(made.creator)), 403, ERROR_CODES.forbidden);
      refused(await open(tokenOf(made.creator), 'spicewok'), 403, ERROR_CODES.forbidden);

      // An expired link, a link signed with another key, a preview session or an access token
      // offered as a link: 401, with a message saying what to do.
      const user = api.users.get(SANNE)!;
      const creatorId = (
        await api.db.select().from(schema.creators).where(eq(schema.creators.slug, 'greenkitchen'))
      )[0]!.id;
      const claims = {
        userId: user.id,
        creatorId,
        item: { kind: 'recipe', id: recipe.id },
        locale: 'en',
        host: '',
      } as const;
      const old = await signPreviewLink(SECRET, claims, new Date(Date.now() - 3 * 60_000));
      assert.match(refused(await open(old.token), 401).message, /expired.*studio/i);
      const forged = await signPreviewLink(new TextEncoder().encode('x'.repeat(40)), claims);
      refused(await open(forged.token), 401, ERROR_CODES.unauthorized);
      refused(await open(main.token), 401, ERROR_CODES.unauthorized);
      refused(await open(user.token), 401, ERROR_CODES.unauthorized);
      // Not a token at all: the contract's 400.
      refused(await open('not a token'), 400);
    });

    test('visitors, plain users and other creators get no link', async () => {
      const recipe = await create(SANNE, 'greenkitchen', 'Spring pea soup');
      const path = `/api/v1/studio/recipes/${recipe.id}/preview`;
      refused(await call('POST', path, { body: { locale: 'en' } }), 401);
      refused(await call('POST', path, { as: COOK, body: { locale: 'en' } }), 403);
      refused(await call('POST', path, { as: PRIYA, body: { locale: 'en' } }), 404);
      refused(await call('POST', path, { as: SANNE, body: { locale: 'fr' } }), 400);
    });

    test("a preview session reads its creator's working copies, and nothing else", async () => {
      const recipe = await create(SANNE, 'greenkitchen', 'Minted pea salad');
      const made = await links(SANNE, recipe.id);
      const { token } = await session(tokenOf(made.main));

      // Visitors see nothing of the draft; the preview reads it in the public shape, unstored.
      refused(await call('GET', `/api/v1/recipes/${recipe.slug}?locale=en`), 404);
      const res = await read(recipe.slug, token);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      const shown = recipeResponse.parse(res.body).data;
      assert.equal(shown.name, 'Minted pea salad');
      assert.deepEqual(
        shown.ingredients?.data.map((i) => i.text),
        ['200 g peas', '1 lemon'],
      );
      // In the creator's scope and on its host too; not as another creator's recipe.
      assert.equal(
        (await read(recipe.slug, token, 'locale=en&websiteSlug=greenkitchen')).status,
        200,
      );
      refused(await read(recipe.slug, token, 'locale=en&websiteSlug=spicewok'), 404);
      // Asked in Dutch, which it lacks: the recipe's own language, as the public API falls back.
      assert.equal(
        recipeResponse.parse((await read(recipe.slug, token, 'locale=nl')).body).data.locale,
        'en',
      );

      // Saved changes show at once, before they are published.
      const saved = await call('PUT', `/api/v1/studio/recipes/${recipe.id}`, {
        as: SANNE,
        body: { version: recipe.version, draft: draft('Minted pea and feta salad') },
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(
        recipeResponse.parse((await read(recipe.slug, token)).body).data.name,
        'Minted pea and feta salad',
      );

      // No session, a broken one, or an access token: 401.
      refused(await read(recipe.slug, undefined), 401, ERROR_CODES.unauthorized);
      refused(await read(recipe.slug, 'a.b.c'), 401, ERROR_CODES.unauthorized);
      refused(await read(recipe.slug, api.users.get(SANNE)!.token), 401, ERROR_CODES.unauthorized);
      refused(await read(recipe.slug, tokenOf(made.main)), 401, ERROR_CODES.unauthorized);

      // Another creator's session does not reach it, nor their own previews reach anyone else's.
      const priyas = await create(PRIYA, 'spicewok', 'Pea samosa');
      const other = await session(tokenOf((await links(PRIYA, priyas.id)).main));
      refused(await read(recipe.slug, other.token), 404, ERROR_CODES.notFound);
      assert.equal((await read(priyas.slug, other.token)).status, 200);
      refused(await read(priyas.slug, token), 404);
    });

    test('a preview ends with the membership, and a binned recipe is not previewed', async () => {
      const recipe = await create(PRIYA, 'spicewok', 'Pea pakora');
      const made = await links(PRIYA, recipe.id);
      const { token } = await session(tokenOf(made.main));
      assert.equal((await read(recipe.slug, token)).status, 200);

      const deleted = await call('DELETE', `/api/v1/studio/recipes/${recipe.id}`, { as: PRIYA });
      assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
      refused(await read(recipe.slug, token), 404);
      refused(await open(tokenOf(made.creator), 'spicewok'), 404);
      assert.equal(
        (await call('POST', `/api/v1/studio/recipes/${recipe.id}/restore`, { as: PRIYA })).status,
        200,
      );
      assert.equal((await read(recipe.slug, token)).status, 200);

      // Priya leaves spicewok: her preview session and her links stop working at once.
      const priya = api.users.get(PRIYA)!;
      const [membership] = await api.db
        .delete(schema.creatorMembers)
        .where(eq(schema.creatorMembers.userId, priya.id))
        .returning();
      try {
        refused(await read(recipe.slug, token), 404);
        refused(await open(tokenOf(made.creator), 'spicewok'), 404);
      } finally {
        await api.db.insert(schema.creatorMembers).values(membership!);
      }
      const back = await api.db
        .select()
        .from(schema.creatorMembers)
        .where(and(eq(schema.creatorMembers.userId, priya.id)));
      assert.equal(back.length, 1);
    });

    const collectionLinks = (as: string | undefined, id: number) =>
      request('POST', `/api/v1/studio/collections/${id}/preview`, as, { locale: 'en' });
    const readCollection = (slug: string, token: string, query = 'locale=en&include=recipes') =>
      call('GET', `/api/v1/preview/collections/${slug}?${query}`, { preview: token });
    const website = async (slug: string, token?: string) => {
      const res = await request(
        'GET',
        `/api/v1${token ? '/preview' : ''}/websites/${slug}?locale=en`,
        undefined,
        undefined,
        token ? { [PREVIEW_TOKEN_HEADER]: token } : {},
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return websiteResponse.parse(res.body).data;
    };

    test("a draft collection: its creator's members preview it on both hosts; nobody else, and never on the public API", async () => {
      const [recipe] = await api.db
        .select({ id: schema.recipes.id })
        .from(schema.recipes)
        .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
        .where(
          and(eq(schema.creators.slug, 'greenkitchen'), eq(schema.recipes.status, 'published')),
        )
        .limit(1);
      const created = await request(
        'POST',
        '/api/v1/studio/creators/greenkitchen/collections',
        SANNE,
        {
          collection: {
            content: { en: { name: 'Draft picnic' } },
            recipeIds: [recipe!.id],
            status: 'draft',
          },
        },
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const { id, slug } = studioCollectionResponse.parse(created.body).data;
      // Visitors get nothing of a draft.
      refused(await request('GET', `/api/v1/collections/${slug}?locale=en`), 404);

      const res = await collectionLinks(SANNE, id);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      const made = previewLinkResponse.parse(res.body).data;
      const main = await session(tokenOf(made.main));
      assert.equal(main.path, `/en/c/greenkitchen/collections/${slug}`);
      const own = await session(tokenOf(made.creator), 'greenkitchen');
      assert.equal(own.path, `/en/collections/${slug}`);
      for (const token of [main.token, own.token]) {
        const shown = await readCollection(slug, token);
        assert.equal(shown.status, 200, JSON.stringify(shown.body));
        const collection = collectionResponse.parse(shown.body).data;
        assert.equal(collection.name, 'Draft picnic');
        assert.deepEqual(
          collection.recipes?.data.map((r) => r.id),
          [recipe!.id],
        );
      }
      // Scoped to a creator site, only that creator's.
      refused(await readCollection(slug, own.token, 'locale=en&websiteSlug=spicewok'), 404);

      // Another creator, a plain user, a visitor: no link; another creator's session reads
      // nothing of it; no session, nothing at all.
      refused(await collectionLinks(PRIYA, id), 404);
      refused(await collectionLinks(COOK, id), 403);
      refused(await collectionLinks(undefined, id), 401);
      const priyas = await request('POST', '/api/v1/studio/creators/spicewok/collections', PRIYA, {
        collection: { content: { en: { name: 'Spice draft' } }, recipeIds: [], status: 'draft' },
      });
      const theirId = studioCollectionResponse.parse(priyas.body).data.id;
      const theirLinks = previewLinkResponse.parse(
        (await collectionLinks(PRIYA, theirId)).body,
      ).data;
      const theirs = await session(tokenOf(theirLinks.main));
      refused(await readCollection(slug, theirs.token), 404);
      refused(
        await request('GET', `/api/v1/preview/collections/${slug}?locale=en`),
        401,
        ERROR_CODES.unauthorized,
      );
    });

    test('a profile as typed, not saved: its creator previews it on both hosts; visitors and other creators see the saved one', async () => {
      const current = await request('GET', '/api/v1/studio/creators/greenkitchen/profile', SANNE);
      const saved = studioProfileResponse.parse(current.body).data;
      const typed = { ...saved.profile, primaryHexColor: '#1B5E20', name: 'Green Kitchen (new)' };
      const before = await website('greenkitchen');

      const res = await request(
        'POST',
        '/api/v1/studio/creators/greenkitchen/profile/preview',
        SANNE,
        { locale: 'en', profile: typed },
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      const made = previewLinkResponse.parse(res.body).data;

      // Nothing is saved: the studio's version and the public site are as they were.
      const after = studioProfileResponse.parse(
        (await request('GET', '/api/v1/studio/creators/greenkitchen/profile', SANNE)).body,
      ).data;
      assert.equal(after.version, saved.version);
      assert.deepEqual(after.profile, saved.profile);
      assert.deepEqual(await website('greenkitchen'), before);

      // The preview: the creator's home on its own site, its profile page on the main site.
      const main = await session(tokenOf(made.main));
      assert.equal(main.path, '/en/c/greenkitchen');
      const own = await session(tokenOf(made.creator), 'greenkitchen');
      assert.equal(own.path, '/en');
      for (const session of [main, own]) {
        const shown = await website('greenkitchen', session.token);
        assert.equal(shown.name, 'Green Kitchen (new)');
        assert.equal(shown.primaryHexColor?.toUpperCase(), '#1B5E20');
      }
      // Only its own creator's site.
      refused(
        await request('GET', '/api/v1/preview/websites/spicewok?locale=en', undefined, undefined, {
          [PREVIEW_TOKEN_HEADER]: own.token,
        }),
        404,
      );

      // Another creator, a plain user, a visitor; a picture that is not hers.
      const body = { locale: 'en', profile: typed };
      refused(
        await request('POST', '/api/v1/studio/creators/greenkitchen/profile/preview', PRIYA, body),
        403,
      );
      refused(
        await request('POST', '/api/v1/studio/creators/greenkitchen/profile/preview', COOK, body),
        403,
      );
      refused(
        await request(
          'POST',
          '/api/v1/studio/creators/greenkitchen/profile/preview',
          undefined,
          body,
        ),
        401,
      );
      refused(
        await request('POST', '/api/v1/studio/creators/greenkitchen/profile/preview', SANNE, {
          locale: 'en',
          profile: { ...typed, logo: '/media/uploads/999/not-hers.jpg' },
        }),
        422,
      );
    });
  });
}
