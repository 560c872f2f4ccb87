/**
 * The creator studio's API (issue 24) on PGlite and (where TEST_DATABASE_URL is set)
 * PostgreSQL: who may use it (visitors 401, plain users 403, creator A never reaches creator B's
 * recipes by any route), a recipe's life (draft → publish → edit → publish → unpublish → bin →
 * restore) as visitors see it through the public API, the version check, and bad input answered
 * with a 4xx and a message, nothing half saved.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import {
  ERROR_CODES,
  errorBodySchema,
  recipeResponse,
  studioCreatorsResponse,
  studioRecipeListResponse,
  ingredientPreviewResponse,
  studioImageResponse,
  studioTagsResponse,
  studioRecipeResponse,
  type RecipeDraftInput,
} from '../../core/contract';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import type { MemoryMediaStore } from '../../server/media/storage';
import { callApi } from './api-calls';
import { signedInUsers, testAuth } from './auth-services';
import { seededApp, targets } from './databases';

const SECRET = new TextEncoder().encode('studio-test-secret-0123456789abcdefgh');
const SANNE = 'sanne@example.com'; // greenkitchen's owner
const PRIYA = 'priya@example.com'; // spicewok's owner
const COOK = 'cook@example.com'; // a plain user

const draft = (over: Partial<RecipeDraftInput> = {}): RecipeDraftInput => ({
  originalLocale: 'nl',
  content: {
    nl: {
      name: 'Bietensalade met geitenkaas',
      title: 'Een frisse salade',
      description: 'Zoet, zout en fris.',
      ingredients: ['3 gekookte bieten', '100 g geitenkaas', '1 handje walnoten'],
      steps: ['Snijd de bieten in partjes.', 'Verkruimel de geitenkaas erover.'],
    },
    en: {
      name: 'Beetroot salad with goat cheese',
      title: 'A fresh salad',
      description: 'Sweet, salty and fresh.',
      ingredients: ['3 cooked beetroots', '100 g goat cheese', '1 handful of walnuts'],
      steps: ['Cut the beetroots into wedges.', 'Crumble the goat cheese over them.'],
    },
  },
  timeMinutes: 15,
  prepMinutes: 15,
  type: 'lunch',
  difficulty: 'easy',
  budget: 'low',
  tags: ['vegetarian'],
  servings: 2,
  ...over,
});

for (const target of targets()) {
  describe(`creator studio API on ${target.name}`, () => {
    let db: Db;
    let media: MemoryMediaStore;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let users: Map<string, { id: number; token: string }>;
    let spicewokRecipe: number;

    before(async () => {
      ({ db, media, dispose, app } = await seededApp(target, { auth: testAuth(SECRET) }));
      users = await signedInUsers(db, SECRET, [SANNE, PRIYA, COOK]);
      const [row] = await db
        .select({ id: schema.recipes.id })
        .from(schema.recipes)
        .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
        .where(eq(schema.creators.slug, 'spicewok'))
        .limit(1);
      spicewokRecipe = row!.id;
    });
    after(async () => dispose());

    const call = (method: string, path: string, as?: string, body?: unknown) =>
      callApi(app, method, path, {
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        headers: as ? { Authorization: `Bearer ${users.get(as)!.token}` } : {},
      });
    const ok = <T>(
      res: { status: number; body: unknown },
      parse: (b: unknown) => T,
      status = 200,
    ) => {
      assert.equal(res.status, status, JSON.stringify(res.body));
      return parse(res.body);
    };
    const refused = (res: { status: number; body: unknown }, status: number, code?: string) => {
      assert.equal(res.status, status, JSON.stringify(res.body));
      const body = errorBodySchema.parse(res.body);
      if (code) assert.equal(body.code, code);
      return body;
    };
    /** What a visitor gets from the public API. */
    const publicRecipe = (slug: string, locale = 'en') =>
      call('GET', `/api/v1/recipes/${slug}?locale=${locale}&include=ingredients,recipeSteps`);
    const create = async (as = SANNE, body: unknown = { draft: draft() }) =>
      ok(
        await call('POST', '/api/v1/studio/creators/greenkitchen/recipes', as, body),
        (b) => studioRecipeResponse.parse(b).data,
        201,
      );

    /** A JPEG of one colour, or `body`, uploaded by `as` to `slug`'s studio: its stored URL. */
    const solidJpeg = async (colour: string, width = 64, height = 48) => {
      const { default: sharp } = await import('sharp');
      return sharp({ create: { width, height, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    };
    const uploaded = async (body: Buffer, as = SANNE, slug = 'greenkitchen') =>
      ok(
        await callApi(app, 'POST', `/api/v1/studio/creators/${slug}/images`, {
          body: new Uint8Array(body),
          headers: {
            'Content-Type': 'image/jpeg',
            Authorization: `Bearer ${users.get(as)!.token}`,
          },
        }),
        (b) => studioImageResponse.parse(b).data.url,
        201,
      );

    const everyRoute = (id: number) =>
      [
        ['GET', '/api/v1/studio/creators'],
        ['GET', '/api/v1/studio/tags?locale=en'],
        ['POST', '/api/v1/studio/ingredients', { locale: 'nl', lines: ['2 uien'] }],
        ['POST', '/api/v1/studio/creators/greenkitchen/images'],
        ['GET', '/api/v1/studio/creators/greenkitchen/recipes'],
        ['POST', '/api/v1/studio/creators/greenkitchen/recipes', { draft: draft() }],
        ['GET', `/api/v1/studio/recipes/${id}`],
        ['PUT', `/api/v1/studio/recipes/${id}`, { version: 1, draft: draft() }],
        ['DELETE', `/api/v1/studio/recipes/${id}`],
        ['POST', `/api/v1/studio/recipes/${id}/publish`, { version: 1 }],
        ['POST', `/api/v1/studio/recipes/${id}/unpublish`, { version: 1 }],
        ['POST', `/api/v1/studio/recipes/${id}/duplicate`],
        ['POST', `/api/v1/studio/recipes/${id}/restore`],
        ['POST', `/api/v1/studio/recipes/${id}/preview`, { locale: 'en' }],
      ] as const;

    test('visitors get 401 and plain users 403 on every studio route', async () => {
      for (const [method, path, body] of everyRoute(spicewokRecipe)) {
        refused(await call(method, path, undefined, body), 401, ERROR_CODES.unauthorized);
        const res = await call(method, path, COOK, body);
        refused(res, 403, ERROR_CODES.forbidden);
      }
    });

    test("a creator sees only their own creators, and never another creator's recipes", async () => {
      const mine = ok(await call('GET', '/api/v1/studio/creators', SANNE), (b) =>
        studioCreatorsResponse.parse(b),
      );
      assert.deepEqual(
        mine.data.map((c) => [c.slug, c.role]),
        [['greenkitchen', 'owner']],
      );
      assert.match(
        (await call('GET', '/api/v1/studio/creators', SANNE)).headers.get('cache-control') ?? '',
        /private, no-store/,
      );

      // Sanne against spicewok: its list and a new recipe there are refused…
      refused(await call('GET', '/api/v1/studio/creators/spicewok/recipes', SANNE), 403);
      refused(
        await call('POST', '/api/v1/studio/creators/spicewok/recipes', SANNE, { draft: draft() }),
        403,
      );
      // …and its recipes are not found by any route, whatever the body says.
      for (const [method, path, body] of everyRoute(spicewokRecipe).slice(6))
        refused(await call(method, path, SANNE, body), 404, ERROR_CODES.notFound);
      // Priya's recipe is untouched and still public.
      const [row] = await db
        .select()
        .from(schema.recipes)
        .where(eq(schema.recipes.id, spicewokRecipe));
      assert.equal(row!.status, 'published');
      assert.equal(row!.version, 1);
      assert.equal(row!.draft, null);
    });

    test('a draft is private until published; publishing shows both languages to visitors', async () => {
      const created = await create();
      assert.equal(created.status, 'draft');
      assert.equal(created.slug, 'bietensalade-met-geitenkaas');
      assert.deepEqual(created.locales, ['en', 'nl']);
      assert.deepEqual(created.publishIssues, []);
      refused(await publicRecipe(created.slug), 404);

      const published = ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: created.version,
        }),
        (b) => studioRecipeResponse.parse(b),
      );
      assert.equal(published.data.status, 'published');
      assert.equal(published.data.version, created.version + 1);
      assert.deepEqual(published.changed, {
        recipes: [created.slug],
        creators: ['greenkitchen'],
        collections: [],
      });
      const en = ok(await publicRecipe(created.slug, 'en'), (b) => recipeResponse.parse(b).data);
      assert.equal(en.name, 'Beetroot salad with goat cheese');
      assert.deepEqual(
        en.ingredients?.data.map((i) => i.text),
        ['3 cooked beetroots', '100 g goat cheese', '1 handful of walnuts'],
      );
      const nl = ok(await publicRecipe(created.slug, 'nl'), (b) => recipeResponse.parse(b).data);
      assert.equal(nl.name, 'Bietensalade met geitenkaas');

      // An edit saves to the working copy: visitors keep the published text until it is published.
      const edited = draft();
      edited.content.en!.name = 'Beetroot and goat cheese salad';
      const saved = ok(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: published.data.version,
          draft: edited,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(saved.unpublishedChanges, true);
      assert.equal(
        ok(await publicRecipe(created.slug), (b) => recipeResponse.parse(b).data).name,
        'Beetroot salad with goat cheese',
      );
      const republished = ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: saved.version,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(republished.unpublishedChanges, false);
      assert.equal(
        ok(await publicRecipe(created.slug), (b) => recipeResponse.parse(b).data).name,
        'Beetroot and goat cheese salad',
      );

      // Unpublished: a 404 for visitors, in the list, search and the creator's recipes.
      const unpublished = ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/unpublish`, SANNE, {
          version: republished.version,
        }),
        (b) => studioRecipeResponse.parse(b),
      );
      assert.equal(unpublished.data.status, 'unpublished');
      assert.deepEqual(unpublished.changed?.recipes, [created.slug]);
      refused(await publicRecipe(created.slug), 404);
      const search = await call('GET', '/api/v1/search?s=bietensalade&locale=nl');
      assert.equal(JSON.stringify(search.body).includes(created.slug), false);
    });

    test('a save on an older version is refused with 409, and nothing is overwritten', async () => {
      const created = await create(SANNE, {
        draft: draft({ content: { en: { name: 'Version test', title: 'T' } } }),
        slug: 'version-test',
      });
      const first = draft({ content: { en: { name: 'Saved in tab one', title: 'T' } } });
      const one = ok(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: created.version,
          draft: first,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(one.version, created.version + 1);
      // Tab two still holds the first version.
      refused(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: created.version,
          draft: draft({ content: { en: { name: 'Saved in tab two', title: 'T' } } }),
        }),
        409,
        ERROR_CODES.versionConflict,
      );
      refused(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: created.version,
        }),
        409,
        ERROR_CODES.versionConflict,
      );
      const stored = ok(await call('GET', `/api/v1/studio/recipes/${created.id}`, SANNE), (b) =>
        studioRecipeResponse.parse(b),
      );
      assert.equal(stored.data.draft.content.en?.name, 'Saved in tab one');
      assert.equal(stored.data.version, one.version);
    });

    test('the list: newest change first, searched by name, filtered by status; bin and restore', async () => {
      const a = await create(SANNE, {
        draft: draft({ content: { nl: { name: 'Kwarktaart van tante Truus', title: 'Taart' } } }),
      });
      const list = async (query: string) =>
        ok(await call('GET', `/api/v1/studio/creators/greenkitchen/recipes?${query}`, SANNE), (b) =>
          studioRecipeListResponse.parse(b),
        );
      const found = await list('q=TRUUS&locale=en');
      assert.deepEqual(
        found.data.map((r) => r.name),
        ['Kwarktaart van tante Truus'],
      );
      assert.equal((await list('q=100%25')).data.length, 0, '% is literal');
      const drafts = await list('status=draft&perPage=100');
      assert.ok(drafts.data.every((r) => r.status === 'draft'));
      assert.ok(drafts.data.some((r) => r.id === a.id));
      const published = await list('status=published&perPage=100');
      assert.ok(published.data.length > 0 && published.data.every((r) => r.status === 'published'));
      // Seeded recipes are there too, their working copy read from what visitors see.
      const seeded = published.data.find((r) => r.name && !r.unpublishedChanges)!;
      const full = ok(
        await call('GET', `/api/v1/studio/recipes/${seeded.id}`, SANNE),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.ok(full.draft.content[full.draft.originalLocale]?.ingredients.length);
      // Every seeded recipe opens in the studio (its published state fits the draft's bounds).
      for (const r of published.data)
        assert.equal((await call('GET', `/api/v1/studio/recipes/${r.id}`, SANNE)).status, 200);

      const binned = ok(await call('DELETE', `/api/v1/studio/recipes/${a.id}`, SANNE), (b) =>
        studioRecipeResponse.parse(b),
      );
      assert.equal(binned.data.status, 'deleted');
      assert.equal(binned.changed, undefined, 'a draft was never public');
      assert.equal((await list('q=truus')).data.length, 0);
      refused(await call('GET', `/api/v1/studio/recipes/${a.id}`, SANNE), 404);
      const restored = ok(
        await call('POST', `/api/v1/studio/recipes/${a.id}/restore`, SANNE),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(restored.status, 'draft');
      assert.equal((await list('q=truus')).data.length, 1);

      // Deleting a published recipe takes it off the public site; restoring brings it back.
      const pub = await create(SANNE, { draft: draft(), slug: 'bin-test' });
      const live = ok(
        await call('POST', `/api/v1/studio/recipes/${pub.id}/publish`, SANNE, { version: 1 }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      const deleted = ok(await call('DELETE', `/api/v1/studio/recipes/${live.id}`, SANNE), (b) =>
        studioRecipeResponse.parse(b),
      );
      assert.deepEqual(deleted.changed?.recipes, ['bin-test']);
      refused(await publicRecipe('bin-test'), 404);
      ok(await call('POST', `/api/v1/studio/recipes/${live.id}/restore`, SANNE), (b) => b);
      assert.equal((await publicRecipe('bin-test')).status, 200);
    });

    test('duplicate: a new draft with its own address and names marked as a copy', async () => {
      const original = await create(SANNE, { draft: draft(), slug: 'dup-source' });
      const copy = ok(
        await call('POST', `/api/v1/studio/recipes/${original.id}/duplicate`, SANNE),
        (b) => studioRecipeResponse.parse(b).data,
        201,
      );
      assert.equal(copy.slug, 'dup-source-copy');
      assert.equal(copy.status, 'draft');
      assert.equal(copy.draft.content.en?.name, 'Beetroot salad with goat cheese (copy)');
      assert.equal(copy.draft.content.nl?.name, 'Bietensalade met geitenkaas (kopie)');
      const again = ok(
        await call('POST', `/api/v1/studio/recipes/${original.id}/duplicate`, SANNE),
        (b) => studioRecipeResponse.parse(b).data,
        201,
      );
      assert.equal(again.slug, 'dup-source-copy-2');
    });

    test('bad input: a 4xx with a message naming the field, never a 500, nothing saved', async () => {
      const path = '/api/v1/studio/creators/greenkitchen/recipes';
      const count = async () =>
        (await db.select({ id: schema.recipes.id }).from(schema.recipes)).length;
      const before = await count();
      const invalid = async (body: unknown, field: RegExp, status = 400) => {
        const res = refused(await call('POST', path, SANNE, body), status);
        assert.ok(
          (res.issues ?? []).some((i) => field.test(i.path)) || field.test(res.message),
          `${JSON.stringify(res).slice(0, 500)} names ${field}`,
        );
      };
      const withEn = (en: Record<string, unknown>) => ({
        draft: { ...draft(), content: { en: { name: 'x', title: 'y', ...en } } },
      });
      await invalid(withEn({ name: 'n'.repeat(300) }), /^draft\.content\.en\.name$/);
      await invalid(withEn({ description: 'd'.repeat(1024 * 1024) }), /description/);
      await invalid(
        withEn({ ingredients: Array.from({ length: 500 }, (_, i) => `${i} g`) }),
        /ingredients/,
      );
      await invalid(withEn({ steps: Array.from({ length: 200 }, (_, i) => `Step ${i}`) }), /steps/);
      await invalid({ draft: draft({ externalUrl: 'javascript:alert(1)' }) }, /externalUrl/);
      await invalid({ draft: draft({ heroImage: 'https://evil.example/x.jpg' }) }, /heroImage/);
      await invalid({ draft: draft({ servings: 0 }) }, /servings/);
      await invalid({ draft: draft(), slug: 'Not A Slug' }, /slug/);
      await invalid({ draft: draft(), extra: true }, /extra|Unrecognized/i);
      await invalid('{"draft":', /JSON|body/i);
      // Above the body limit: refused unread.
      refused(
        await call(
          'POST',
          path,
          SANNE,
          JSON.stringify({ draft: { x: 'x'.repeat(3 * 1024 * 1024) } }),
        ),
        413,
      );
      // A slug another recipe has (a seeded one).
      const taken = refused(
        await call('POST', path, SANNE, { draft: draft(), slug: 'thai-green-chicken-curry' }),
        409,
        ERROR_CODES.slugTaken,
      );
      assert.ok(taken.issues?.some((i) => i.path === 'slug'));
      // A slug that names another route (/api/v1/recipes/favorites is the favourites list):
      // such a recipe could never be shown (issue 26).
      await invalid({ draft: draft(), slug: 'favorites' }, /slug/);
      assert.equal(await count(), before, 'nothing was created');
      // Nor is one made from a name.
      const named = await create(SANNE, {
        draft: draft({ content: { nl: { name: 'Favorites', title: 'Favorites' } } }),
      });
      assert.equal(named.slug, 'favorites-2');

      // A name of 0 characters saves as a draft, and publishing says what is missing.
      const empty = await create(SANNE, {
        draft: draft({ content: { en: { name: '', title: '' } }, type: '', tags: ['no-such-tag'] }),
      });
      assert.equal(empty.slug.startsWith('recipe'), true);
      const issues = refused(
        await call('POST', `/api/v1/studio/recipes/${empty.id}/publish`, SANNE, { version: 1 }),
        422,
        ERROR_CODES.notPublishable,
      ).issues!.map((i) => i.path);
      for (const p of ['content', 'type', 'tags.0'])
        assert.ok(issues.includes(p), `${p} in ${issues}`);
      refused(await publicRecipe(empty.slug), 404);
    });

    test('text is kept as written: emoji, right-to-left, markup as inert text; control characters dropped', async () => {
      const name = 'Shakshuka 🍳 شكشوكة <script>alert(1)</script>';
      const created = await create(SANNE, {
        draft: draft({
          originalLocale: 'en',
          content: {
            en: {
              name: `${name}\u0000`,
              title: '<b>bold</b>',
              description: 'Line one\nLine two',
              ingredients: ['  2 eggs  ', '', '<img src=x onerror=alert(1)>'],
              steps: ['Cook.'],
            },
          },
        }),
      });
      assert.equal(created.draft.content.en?.name, name);
      assert.deepEqual(created.draft.content.en?.ingredients, [
        '2 eggs',
        '<img src=x onerror=alert(1)>',
      ]);
      assert.equal(created.draft.content.en?.description, 'Line one\nLine two');
      ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, { version: 1 }),
        (b) => b,
      );
      const visible = ok(await publicRecipe(created.slug), (b) => recipeResponse.parse(b).data);
      assert.equal(visible.name, name);
    });

    test('the ingredient preview reads each line as the basket will: amount, unit, product and the supermarket item', async () => {
      const lines = ['2 el olijfolie', '400 g kikkererwten', 'zout en peper', 'blauwe maanstof'];
      const { data } = ok(
        await call('POST', '/api/v1/studio/ingredients', SANNE, { locale: 'nl', lines }),
        (b) => ingredientPreviewResponse.parse(b),
      );
      assert.deepEqual(
        data.map((l) => l.line),
        lines,
      );
      assert.deepEqual(data[0]!.quantity, { min: 2 });
      assert.equal(data[0]!.unit, 'el');
      assert.match(data[0]!.match?.name ?? '', /olijfolie/i);
      assert.deepEqual(data[1]!.quantity, { min: 400 });
      assert.equal(data[1]!.unit, 'g');
      assert.match(data[1]!.match?.name ?? '', /kikkererwten/i);
      assert.equal(data[2]!.quantity, null);
      assert.equal(data[3]!.match, null, 'an unknown product is not matched to something else');
      const en = ok(
        await call('POST', '/api/v1/studio/ingredients', SANNE, {
          locale: 'en',
          lines: ['1½ cups flour'],
        }),
        (b) => ingredientPreviewResponse.parse(b),
      );
      assert.deepEqual(en.data[0]!.quantity, { min: 1.5 });
      assert.equal(en.data[0]!.unit, 'cups');
      // The tags a recipe can carry, named in the language asked.
      const tags = ok(await call('GET', '/api/v1/studio/tags?locale=nl', SANNE), (b) =>
        studioTagsResponse.parse(b),
      );
      assert.ok(tags.data.some((t) => t.key === 'vegetarian' && t.name !== 'vegetarian'));
      // Bounds: the same as the form's.
      refused(
        await call('POST', '/api/v1/studio/ingredients', SANNE, {
          locale: 'nl',
          lines: Array.from({ length: 101 }, () => '1 ui'),
        }),
        400,
      );
      refused(
        await call('POST', '/api/v1/studio/ingredients', SANNE, { locale: 'xx', lines: [] }),
        400,
      );
    });

    test('pictures: stored upright, without metadata, at most 1600 px, with a placeholder; anything else refused and nothing stored', async () => {
      const { default: sharp } = await import('sharp');
      const upload = (
        body: Uint8Array<ArrayBuffer> | string,
        type: string,
        as = SANNE,
        slug = 'greenkitchen',
      ) =>
        callApi(app, 'POST', `/api/v1/studio/creators/${slug}/images`, {
          body,
          headers: { 'Content-Type': type, Authorization: `Bearer ${users.get(as)!.token}` },
        });
      const bytes = (b: Buffer) => new Uint8Array(b);
      // A phone photo: 2400×1800 on its side (EXIF orientation 6), with a GPS position.
      const photo = await sharp({
        create: { width: 2400, height: 1800, channels: 3, background: '#c2410c' },
      })
        .jpeg()
        .withMetadata({
          orientation: 6,
          exif: { IFD0: { Copyright: 'Sanne' }, IFD3: { GPSLatitudeRef: 'N' } },
        })
        .toBuffer();
      const stored = ok(
        await upload(bytes(photo), 'image/jpeg'),
        (b) => studioImageResponse.parse(b).data,
        201,
      );
      // Upright (1800 wide, 2400 high), then no wider than 1600.
      assert.deepEqual([stored.width, stored.height], [1600, Math.round((2400 * 1600) / 1800)]);
      assert.match(stored.url, /^\/media\/uploads\/\d+\/[0-9a-f]{16}\.jpg$/);
      assert.match(stored.blurDataURL, /^data:image\/webp;base64,/);
      const file = await media.get(stored.url.slice('/media/'.length));
      const meta = await sharp(file!.body).metadata();
      assert.equal(meta.format, 'jpeg');
      assert.equal(meta.exif, undefined, 'no EXIF (no GPS position) is kept');
      assert.equal(meta.orientation, undefined);
      assert.deepEqual([meta.width, meta.height], [stored.width, stored.height]);
      // PNG, WebP and AVIF are taken too, whatever the declared type says.
      for (const format of ['png', 'webp', 'avif'] as const) {
        const picture = await sharp({
          create: { width: 64, height: 48, channels: 3, background: '#14532d' },
        })
          .toFormat(format)
          .toBuffer();
        ok(
          await upload(bytes(picture), 'application/octet-stream'),
          (b) => studioImageResponse.parse(b),
          201,
        );
      }

      const filesBefore = media.size;
      const rowsBefore = (await db.select().from(schema.mediaImages)).length;
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      const bomb = await sharp({
        create: { width: 8000, height: 5100, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      assert.ok(bomb.byteLength < 1_000_000, 'a small file of 40.8 megapixels');
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .gif()
        .toBuffer();
      for (const [body, type, status] of [
        ['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF', 'image/jpeg', 422],
        [new Uint8Array(0), 'image/jpeg', 400],
        [svg, 'image/svg+xml', 415],
        [svg, 'image/png', 422],
        [bytes(bomb), 'image/png', 422],
        [bytes(gif), 'image/gif', 415],
        [bytes(gif), 'image/jpeg', 422],
        [photo.subarray(0, photo.byteLength / 2).toString('latin1'), 'image/jpeg', 422],
        [new Uint8Array(10 * 1024 * 1024 + 1), 'image/jpeg', 413],
      ] as const) {
        const res = await upload(body, type);
        const refusal = refused(res, status);
        assert.ok(refusal.message.length > 0);
      }
      assert.equal(media.size, filesBefore, 'a refused picture is never stored');
      assert.equal((await db.select().from(schema.mediaImages)).length, rowsBefore);
      // Another creator's uploads are not Sanne's to use, nor may she upload for them.
      refused(await upload(bytes(photo), 'image/jpeg', SANNE, 'spicewok'), 403);
      const priyas = ok(
        await upload(bytes(photo), 'image/jpeg', PRIYA, 'spicewok'),
        (b) => studioImageResponse.parse(b).data,
        201,
      );
      const theirs = await call('POST', '/api/v1/studio/creators/greenkitchen/recipes', SANNE, {
        draft: draft({ heroImage: priyas.url }),
      });
      refused(theirs, 422);
      // Her own picture: a published recipe shows it at its size.
      const created = await create(SANNE, { draft: draft({ heroImage: stored.url }) });
      // Saving other changes with the same picture keeps both.
      const mine = ok(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: created.version,
          draft: draft({ heroImage: stored.url, type: 'lunch', disclaimer: false }),
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(mine.draft.type, 'lunch');
      assert.equal(mine.draft.heroImage, stored.url);
      assert.equal(mine.version, created.version + 1);
      const published = ok(
        await call('POST', `/api/v1/studio/recipes/${mine.id}/publish`, SANNE, {
          version: mine.version,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      const visible = ok(
        await call('GET', `/api/v1/recipes/${published.slug}?locale=en&include=image`),
        (b) => recipeResponse.parse(b).data,
      );
      assert.deepEqual(visible.image?.data && { ...visible.image.data, alt: '' }, {
        url: stored.url,
        width: stored.width,
        height: stored.height,
        alt: '',
        blurDataURL: stored.blurDataURL,
      });
      // The creator switched the paid-collaboration note off: the page says so.
      assert.equal(visible.disclaimer, false);
    });

    test('a focal point: kept in view by every crop, sent with the public picture; bad points refused', async () => {
      const { default: sharp } = await import('sharp');
      // Black on the left half, white on the right: where a crop sits shows in its brightness.
      const halves = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: '#000000' },
      })
        .composite([
          {
            input: await sharp({
              create: { width: 800, height: 1200, channels: 3, background: '#ffffff' },
            })
              .png()
              .toBuffer(),
            left: 800,
            top: 0,
          },
        ])
        .jpeg()
        .toBuffer();
      const stored = { url: await uploaded(halves) };
      for (const heroFocus of [{ x: 101, y: 0 }, { x: 1.5, y: 2 }, { x: '3', y: 4 }, { x: 3 }])
        refused(
          await call('POST', '/api/v1/studio/creators/greenkitchen/recipes', SANNE, {
            draft: { ...draft({ heroImage: stored.url }), heroFocus },
          }),
          400,
        );
      const created = await create(SANNE, {
        draft: { ...draft({ heroImage: stored.url }), heroFocus: { x: 100, y: 40 } },
      });
      assert.deepEqual(created.draft.heroFocus, { x: 100, y: 40 });
      const published = ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: created.version,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      const image = ok(
        await call('GET', `/api/v1/recipes/${published.slug}?locale=en&include=image`),
        (b) => recipeResponse.parse(b).data.image?.data,
      );
      assert.deepEqual(image?.focus, { x: 100, y: 40 });
      // The square crops: centred, a third white; at the right edge, two thirds white.
      const key = stored.url.slice('/media/'.length);
      const brightness = async (path: string) => {
        const res = await app.request(path);
        assert.equal(res.status, 200, path);
        const stats = await sharp(Buffer.from(await res.arrayBuffer())).stats();
        return stats.channels[0]!.mean / 255;
      };
      assert.ok(Math.abs((await brightness(`/media/crop/1x1/${key}`)) - 0.5) < 0.03);
      assert.ok(
        Math.abs(
          (await brightness(`/media/crop/1x1/${key.replace('.jpg', '.f100-40.jpg')}`)) - 2 / 3,
        ) < 0.03,
      );
      // A point no recipe uses is not cut (nobody makes the server cut 10,000 of them).
      const left = `/media/crop/1x1/${key.replace('.jpg', '.f0-40.jpg')}`;
      assert.equal((await app.request(left)).status, 404);
      // Moved to the left edge in the working copy: its preview's crops can be cut.
      const moved = ok(
        await call('PUT', `/api/v1/studio/recipes/${published.id}`, SANNE, {
          version: published.version,
          draft: { ...published.draft, heroFocus: { x: 0, y: 40 } },
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.ok(Math.abs((await brightness(left)) - 1 / 3) < 0.03);
      // Back to the centre: no focus on the wire, the plain crop URLs.
      const centred = ok(
        await call('PUT', `/api/v1/studio/recipes/${published.id}`, SANNE, {
          version: moved.version,
          draft: { ...moved.draft, heroFocus: null },
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      ok(
        await call('POST', `/api/v1/studio/recipes/${centred.id}/publish`, SANNE, {
          version: centred.version,
        }),
        (b) => b,
      );
      const plain = ok(
        await call('GET', `/api/v1/recipes/${published.slug}?locale=en&include=image`),
        (b) => recipeResponse.parse(b).data.image?.data,
      );
      assert.equal(plain?.focus, undefined);
    });

    test('uploads nothing has used for a day are swept with their crops; used ones stay', async () => {
      const upload = async (colour: string) => uploaded(await solidJpeg(colour));
      const [unused, inDraft, inBin, inCollection] = [
        await upload('#101010'),
        await upload('#202020'),
        await upload('#303030'),
        await upload('#404040'),
      ];
      await create(SANNE, { draft: draft({ heroImage: inDraft }) });
      const binned = await create(SANNE, { draft: draft({ heroImage: inBin }) });
      ok(await call('DELETE', `/api/v1/studio/recipes/${binned.id}`, SANNE), (b) => b);
      ok(
        await call('POST', '/api/v1/studio/creators/greenkitchen/collections', SANNE, {
          collection: {
            content: { en: { name: 'Swept or not' } },
            recipeIds: [],
            heroImage: inCollection,
          },
        }),
        (b) => b,
        201,
      );
      // Its crop was cut once.
      const key = (url: string) => url.slice('/media/'.length);
      assert.equal((await app.request(`/media/crop/1x1/${key(unused)}`)).status, 200);
      assert.ok(await media.exists(`crop/1x1/${key(unused)}`));
      // A day and a bit later, the next upload sweeps.
      await db
        .update(schema.mediaImages)
        .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(inArray(schema.mediaImages.key, [unused, inDraft, inBin, inCollection].map(key)));
      const fresh = await upload('#505050');
      const kept = new Set((await db.select().from(schema.mediaImages)).map((r) => r.key));
      assert.equal(kept.has(key(unused)), false, 'the unused upload is swept');
      assert.equal(await media.exists(key(unused)), false);
      assert.equal(await media.exists(`crop/1x1/${key(unused)}`), false, 'with its crop');
      assert.equal((await app.request(unused)).status, 404);
      for (const used of [inDraft, inBin, inCollection, fresh]) {
        assert.ok(kept.has(key(used)), `${used} stays`);
        assert.ok(await media.exists(key(used)));
      }
    });

    test("featured products: the creator's own pictures only, a name before publishing, then on the public recipe", async () => {
      const picture = async (as: string, slug: string) =>
        uploaded(await solidJpeg('#14532d', 80, 60), as, slug);
      const mine = await picture(SANNE, 'greenkitchen');
      const theirs = await picture(PRIYA, 'spicewok');
      const banner = (image: string, name: Record<string, string> = {}) => ({
        name,
        description: { en: 'Our favourite pan.' },
        image,
        url: 'https://shop.example/pan',
      });
      const refusal = refused(
        await call('POST', '/api/v1/studio/creators/greenkitchen/recipes', SANNE, {
          draft: draft({ contextualBanners: [banner(theirs, { en: 'Pan' })] }),
        }),
        422,
      );
      assert.equal(refusal.issues?.[0]?.path, 'contextualBanners.0.image');

      // Saved without a name; publishing says what is missing.
      const created = await create(SANNE, { draft: draft({ contextualBanners: [banner(mine)] }) });
      assert.deepEqual(
        created.publishIssues.map((i) => [i.path, i.code]),
        [['contextualBanners.0.name', 'bannerName']],
      );
      refused(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: created.version,
        }),
        422,
        ERROR_CODES.notPublishable,
      );
      const named = ok(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: created.version,
          draft: draft({ contextualBanners: [banner(mine, { en: 'Cast-iron pan' })] }),
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      const published = ok(
        await call('POST', `/api/v1/studio/recipes/${named.id}/publish`, SANNE, {
          version: named.version,
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      const shown = ok(
        await call('GET', `/api/v1/recipes/${published.slug}?locale=nl&include=contextualBanners`),
        (b) => recipeResponse.parse(b).data.contextualBanners?.data,
      );
      // Dutch asked, English written: the name falls back as the page does.
      assert.deepEqual(shown, [
        {
          name: 'Cast-iron pan',
          description: 'Our favourite pan.',
          image: mine,
          url: 'https://shop.example/pan',
        },
      ]);
    });

    test('the address: free until first published, then fixed', async () => {
      const created = await create(SANNE, { draft: draft(), slug: 'address-one' });
      const moved = ok(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: 1,
          draft: draft(),
          slug: 'address-two',
        }),
        (b) => studioRecipeResponse.parse(b).data,
      );
      assert.equal(moved.slug, 'address-two');
      ok(
        await call('POST', `/api/v1/studio/recipes/${created.id}/publish`, SANNE, {
          version: moved.version,
        }),
        (b) => b,
      );
      refused(
        await call('PUT', `/api/v1/studio/recipes/${created.id}`, SANNE, {
          version: moved.version + 1,
          draft: draft(),
          slug: 'address-three',
        }),
        400,
      );
      assert.equal((await publicRecipe('address-two')).status, 200);
    });
  });
}
