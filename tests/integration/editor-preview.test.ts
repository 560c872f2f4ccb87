/**
 * Previews of the editors' pages (issue 25 item 4) through the API, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: only an editor gets links; a link opens on its own host
 * (the main site, or the creator site it was made for, which only the legal pages have); an
 * editor's preview session reads a page's newest version while visitors read the published one;
 * a creator's preview session reads no editors' page, and an editor who is one no more reads
 * nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  PREVIEW_TOKEN_HEADER,
  contentPreviewResponse,
  contentResponse,
  editorPageResponse,
  previewSessionResponse,
} from '../../core/contract';
import {
  signPreviewLink,
  signPreviewSession,
  verifyPreviewSession,
} from '../../server/auth/preview-token';
import * as schema from '../../server/db/schema';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('editor-preview-secret-0123456789abcdefgh');
const EDITOR = 'editor@example.com';
const PRIVACY = '/api/v1/editor/pages/privacy-policy/en';
const SENTENCE = 'We collect as little personal data as we can.';
const CHANGED = 'We collect as little personal data as we possibly can.';

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

for (const target of targets()) {
  describe(`previews of the editors' pages on ${target.name}`, () => {
    const api = signedInApi(() => seededApp(target, { auth: testAuth(SECRET) }), SECRET, [
      EDITOR,
      SANNE,
      COOK,
    ]);

    const request = api.call;
    const links = async (path: string, body: unknown = {}) => {
      const res = await request('POST', `${path}/preview`, EDITOR, body);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return contentPreviewResponse.parse(res.body).data;
    };
    const open = (token: string, websiteSlug?: string) =>
      request('POST', '/api/v1/preview/session', undefined, {
        token,
        ...(websiteSlug ? { websiteSlug } : {}),
      });
    const session = async (token: string, websiteSlug?: string) => {
      const res = await open(token, websiteSlug);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return previewSessionResponse.parse(res.body).data;
    };
    const read = (token: string | undefined, page = 'privacy-policy', locale = 'en') =>
      request(
        'GET',
        `/api/v1/preview/content/${page}?locale=${locale}`,
        undefined,
        undefined,
        token ? { [PREVIEW_TOKEN_HEADER]: token } : {},
      );
    const creatorId = async (slug: string) => {
      const [row] = await api.db
        .select({ id: schema.creators.id })
        .from(schema.creators)
        .where(eq(schema.creators.slug, slug));
      return row!.id;
    };
    const published = async () =>
      contentResponse.parse((await request('GET', '/api/v1/content/privacy-policy?locale=en')).body)
        .data;

    test('an editor gets a link for the main site and one for the creator site asked for', async () => {
      const made = await links('/api/v1/editor/pages/privacy-policy/nl', { creator: 'pastapapa' });
      assert.equal(new URL(made.main).origin, 'http://localhost:3000');
      assert.equal(new URL(made.main).pathname, '/api/preview');
      assert.ok(made.creator);
      assert.equal(new URL(made.creator).origin, 'http://pastapapa.localhost:3000');
      const life = Date.parse(made.expiresAt) - Date.now();
      assert.ok(life > 60_000 && life <= 120_000, `a link lives two minutes (${life} ms)`);

      // Each opens the page in the asked language on its own host, and on no other.
      assert.equal((await session(tokenOf(made.main))).path, '/nl/legal/privacy-policy');
      const own = await session(tokenOf(made.creator), 'pastapapa');
      assert.equal(own.path, '/nl/legal/privacy-policy');
      refused(await open(tokenOf(made.main), 'pastapapa'), 403, ERROR_CODES.forbidden);
      refused(await open(tokenOf(made.creator)), 403, ERROR_CODES.forbidden);
      refused(await open(tokenOf(made.creator), 'greenkitchen'), 403, ERROR_CODES.forbidden);
      // The session is the editors' scope, not a creator's.
      assert.deepEqual(await verifyPreviewSession(SECRET, own.token), {
        userId: api.users.get(EDITOR)!.id,
        creatorId: null,
      });

      // Without a creator, or for a page creator sites do not have: the main site's link only.
      assert.equal((await links(PRIVACY)).creator, null);
      const faqs = await links('/api/v1/editor/pages/faqs/en', { creator: 'pastapapa' });
      assert.equal(faqs.creator, null);
      assert.equal((await session(tokenOf(faqs.main))).path, '/en/faqs');
      assert.equal(
        (await session(tokenOf((await links('/api/v1/editor/pages/legal/en')).main))).path,
        '/en/legal',
      );
    });

    test('nobody but an editor gets a link; bad input is a 4xx', async () => {
      const path = `${PRIVACY}/preview`;
      refused(await request('POST', path, undefined, {}), 401, ERROR_CODES.unauthorized);
      refused(await request('POST', path, COOK, {}), 403, ERROR_CODES.forbidden);
      refused(await request('POST', path, SANNE, { creator: 'greenkitchen' }), 403);
      for (const creator of ['nobody-here', 'x'.repeat(64)]) {
        refused(await request('POST', path, EDITOR, { creator }), 404, ERROR_CODES.notFound);
      }
      for (const creator of ['WWW', 'a b', 'x'.repeat(121), '🍝']) {
        refused(await request('POST', path, EDITOR, { creator }), 400);
      }
      refused(await request('POST', path, EDITOR, { creator: 'pastapapa', extra: 1 }), 400);
      refused(await request('POST', '/api/v1/editor/pages/imprint/en/preview', EDITOR, {}), 400);
      refused(await request('POST', '/api/v1/editor/pages/legal/fr/preview', EDITOR, {}), 400);
    });

    test("a preview reads the newest version; visitors and creators' previews the published one", async () => {
      const page = editorPageResponse.parse((await request('GET', PRIVACY, EDITOR)).body).data;
      assert.ok(page.markdown.includes(SENTENCE));
      const saved = await request('PUT', PRIVACY, EDITOR, {
        markdown: page.markdown.replace(SENTENCE, CHANGED),
        summary: 'Wording',
        base: page.draft,
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));

      const made = await links(PRIVACY, { creator: 'pastapapa' });
      for (const [url, host] of [
        [made.main, undefined],
        [made.creator!, 'pastapapa'],
      ] as const) {
        const { token } = await session(tokenOf(url), host);
        const res = await read(token);
        assert.equal(res.status, 200, JSON.stringify(res.body));
        assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
        const draft = contentResponse.parse(res.body).data;
        assert.equal(draft.version, page.draft + 1);
        assert.ok(draft.markdown.includes(CHANGED));
      }
      // Visitors: the published version, unchanged.
      const visible = await published();
      assert.equal(visible.version, page.published);
      assert.ok(visible.markdown.includes(SENTENCE));

      // No session, a link's token or an access token for one: 401.
      refused(await read(undefined), 401, ERROR_CODES.unauthorized);
      refused(await read(tokenOf(made.main)), 401, ERROR_CODES.unauthorized);
      refused(await read(api.users.get(EDITOR)!.token), 401, ERROR_CODES.unauthorized);

      // A creator's preview session (what the studio's links open) reads no editors' page.
      const studio = await signPreviewSession(SECRET, {
        userId: api.users.get(SANNE)!.id,
        creatorId: await creatorId('greenkitchen'),
      });
      refused(await read(studio.token), 404, ERROR_CODES.notFound);
    });

    test('a link that mixes a creator with an editors’ page is no link', async () => {
      const editor = api.users.get(EDITOR)!;
      const mixed = await signPreviewLink(SECRET, {
        userId: editor.id,
        creatorId: await creatorId('greenkitchen'),
        item: { kind: 'content', page: 'privacy-policy' },
        locale: 'en',
        host: '',
      });
      refused(await open(mixed.token), 401, ERROR_CODES.unauthorized);
      const recipe = await signPreviewLink(SECRET, {
        userId: editor.id,
        creatorId: null,
        item: { kind: 'recipe', id: 1 },
        locale: 'en',
        host: '',
      });
      refused(await open(recipe.token), 401, ERROR_CODES.unauthorized);
    });

    test('an editor who is one no more opens and reads nothing', async () => {
      const made = await links(PRIVACY);
      const { token } = await session(tokenOf(made.main));
      const editor = api.users.get(EDITOR)!;
      await api.db.update(schema.users).set({ role: 'user' }).where(eq(schema.users.id, editor.id));
      try {
        refused(await read(token), 404, ERROR_CODES.notFound);
        refused(await open(tokenOf(made.main)), 403, ERROR_CODES.forbidden);
      } finally {
        await api.db
          .update(schema.users)
          .set({ role: 'editor' })
          .where(eq(schema.users.id, editor.id));
      }
      assert.equal((await read(token)).status, 200);
    });
  });
}
