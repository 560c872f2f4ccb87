/**
 * The editor console's API (issue 25), on PGlite and (where TEST_DATABASE_URL is set)
 * PostgreSQL: only editors reach it; every save is a version with its author and summary; a save
 * made on an older version is refused and loses nothing; a page that does not parse is refused
 * with every issue and its line; history, one version, restore; publishing dates the page today,
 * makes it what visitors read and names what changed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  ERROR_CODES,
  contentResponse,
  contentVersionResponse,
  contentVersionsResponse,
  editorPageResponse,
  editorPagesResponse,
  errorBodySchema,
  type EditorPage,
} from '../../core/contract';
import { parseContent } from '../../core/content/document';
import { statsDay } from '../../server/services/stats';
import { withLastUpdated } from '../../server/services/editor-content';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { COOK, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('editor-test-secret-0123456789abcdefghijkl');
const EDITOR = 'editor@example.com';
const PAGE = '/api/v1/editor/pages/privacy-policy/en';

for (const target of targets()) {
  describe(`the editor console's API on ${target.name}`, () => {
    const api = signedInApi(() => seededApp(target, { auth: testAuth(SECRET) }), SECRET, [
      EDITOR,
      SANNE,
      COOK,
    ]);

    const { call } = api;
    const open = async (path = PAGE): Promise<EditorPage> => {
      const res = await call('GET', path, EDITOR);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return editorPageResponse.parse(res.body).data;
    };
    const published = async (page = 'privacy-policy', locale = 'en') =>
      contentResponse.parse((await call('GET', `/api/v1/content/${page}?locale=${locale}`)).body)
        .data;

    test('a visitor, a plain user and a creator are refused on every route', async () => {
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/api/v1/editor/pages'],
        ['GET', PAGE],
        ['PUT', PAGE, { markdown: 'x', summary: 'x', base: 1 }],
        ['GET', `${PAGE}/versions`],
        ['GET', `${PAGE}/versions/1`],
        ['POST', `${PAGE}/versions/1/restore`, { base: 1 }],
        ['POST', `${PAGE}/publish`, { base: 1 }],
      ];
      for (const [method, path, body] of routes) {
        refused(await call(method, path, undefined, body), 401, ERROR_CODES.unauthorized);
        refused(await call(method, path, COOK, body), 403, ERROR_CODES.forbidden);
        refused(await call(method, path, SANNE, body), 403, ERROR_CODES.forbidden);
      }
      assert.equal((await published()).version, 1, 'nothing was written');
    });

    test('the console lists every page in both locales with its status', async () => {
      const res = await call('GET', '/api/v1/editor/pages', EDITOR);
      const pages = editorPagesResponse.parse(res.body).data;
      assert.equal(pages.length, 12);
      assert.deepEqual(
        pages.slice(0, 4).map((p) => [p.page, p.locale, p.title, p.draft, p.published]),
        [
          ['legal', 'en', 'Legal', 1, 1],
          ['legal', 'nl', 'Juridisch', 1, 1],
          ['privacy-policy', 'en', 'Privacy Policy', 1, 1],
          ['privacy-policy', 'nl', 'Privacybeleid', 1, 1],
        ],
      );
    });

    test('saves are versions; a save on an older version is refused; publishing dates it', async () => {
      const first = await open();
      assert.equal(first.draft, 1);
      const edited = first.markdown.replace(
        'We collect as little personal data as we can.',
        'We collect as little personal data as we possibly can.',
      );
      assert.notEqual(edited, first.markdown);

      // Two editors open version 1; the first saves, the second is told and nothing is lost.
      const saved = await call('PUT', PAGE, EDITOR, {
        markdown: edited,
        summary: 'Wording',
        base: 1,
      });
      assert.equal(saved.status, 200, JSON.stringify(saved.body));
      assert.equal(editorPageResponse.parse(saved.body).data.draft, 2);
      const late = await call('PUT', PAGE, EDITOR, {
        markdown: `${first.markdown}\nMore.\n`,
        summary: 'Other',
        base: 1,
      });
      refused(late, 409, ERROR_CODES.versionConflict);
      assert.equal((await open()).markdown, edited, 'the first save stands');

      // The same text again adds no version.
      const same = await call('PUT', PAGE, EDITOR, { markdown: edited, summary: 'Again', base: 2 });
      assert.equal(editorPageResponse.parse(same.body).data.draft, 2);

      // Visitors still read version 1 until it is published.
      assert.equal((await published()).version, 1);
      assert.doesNotMatch((await published()).markdown, /possibly/);

      const pub = await call('POST', `${PAGE}/publish`, EDITOR, { base: 2 });
      assert.equal(pub.status, 200, JSON.stringify(pub.body));
      const answer = editorPageResponse.parse(pub.body);
      assert.deepEqual(answer.changed?.content, ['privacy-policy']);
      // Dated today: a new version (the front matter said 2025-07-30), published at once.
      assert.equal(answer.data.draft, 3);
      assert.equal(answer.data.published, 3);
      const live = await published();
      assert.equal(live.version, 3);
      const parsed = parseContent(live.markdown);
      assert.ok(parsed.ok);
      assert.equal(parsed.document.meta.lastUpdated, statsDay());
      assert.match(live.markdown, /possibly/);
      // The Dutch page is its own document, untouched.
      assert.equal((await published('privacy-policy', 'nl')).version, 1);
    });

    test('history, one version, and restoring an old one as the newest', async () => {
      const history = contentVersionsResponse.parse(
        (await call('GET', `${PAGE}/versions`, EDITOR)).body,
      ).data;
      assert.deepEqual(
        history.map((v) => [v.number, v.summary, v.author, v.published]),
        [
          [3, 'Published', 'Eva Redactie', true],
          [2, 'Wording', 'Eva Redactie', false],
          [1, 'Imported from the codebase', null, false],
        ],
      );
      const v1 = contentVersionResponse.parse(
        (await call('GET', `${PAGE}/versions/1`, EDITOR)).body,
      ).data;
      assert.doesNotMatch(v1.markdown, /possibly/);
      refused(await call('GET', `${PAGE}/versions/99`, EDITOR), 404, ERROR_CODES.notFound);

      refused(
        await call('POST', `${PAGE}/versions/1/restore`, EDITOR, { base: 2 }),
        409,
        ERROR_CODES.versionConflict,
      );
      const restored = await call('POST', `${PAGE}/versions/1/restore`, EDITOR, { base: 3 });
      assert.equal(restored.status, 200, JSON.stringify(restored.body));
      const page = editorPageResponse.parse(restored.body).data;
      assert.deepEqual([page.draft, page.published], [4, 3]);
      assert.equal(page.markdown, v1.markdown);
      assert.equal(restored.body && 'changed' in (restored.body as object), false);
      assert.equal((await published()).version, 3, 'a restore is a draft until published');
    });

    test('a page that does not parse is refused with every issue and its line', async () => {
      const { markdown, draft } = await open();
      const bad = `${markdown}\n<script>alert(1)</script>\n\n[x](javascript:alert(1))\n`;
      const res = await call('PUT', PAGE, EDITOR, { markdown: bad, summary: 'Bad', base: draft });
      const body = refused(res, 422, ERROR_CODES.contentInvalid);
      const lines = bad.split('\n');
      const at = (needle: string) => `line ${lines.findIndex((l) => l.includes(needle)) + 1}`;
      assert.deepEqual(
        body.issues?.map((i) => i.path),
        [at('<script>'), at('javascript:')],
      );
      assert.match(body.issues?.[1]?.message ?? '', /javascript:alert\(1\)/);
      assert.equal((await open()).draft, draft, 'nothing was stored');

      for (const markdown of ['', 'x'.repeat(100_001)]) {
        const r = await call('PUT', PAGE, EDITOR, { markdown, summary: 'x', base: draft });
        assert.ok([400, 422].includes(r.status), `${r.status}`);
        errorBodySchema.parse(r.body);
      }
      const huge = await call('PUT', PAGE, EDITOR, {
        markdown: 'x'.repeat(2 * 1024 * 1024),
        summary: 'x',
        base: draft,
      });
      refused(huge, 413);
    });

    test("publishing keeps the front matter as written, but for today's date", () => {
      const source =
        '---\n# a note\ntitle: Cookie Policy\nsummary: "Only: functional"\nlastUpdated: 2025-07-30\n---\n\nBody\n';
      assert.equal(
        withLastUpdated(source, '2026-11-26'),
        '---\n# a note\ntitle: Cookie Policy\nsummary: "Only: functional"\nlastUpdated: 2026-11-26\n---\n\nBody\n',
      );
    });
  });
}
