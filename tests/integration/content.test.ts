/**
 * The editors' pages through the API (issue 25), on PGlite and (where TEST_DATABASE_URL is set)
 * PostgreSQL: the migration brought in every page in both locales as published Markdown that
 * parses, with the facts spec §1 and §9 require; a page that does not exist is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CONTENT_PAGES, LOCALES, contentResponse } from '../../core/contract';
import { parseContent } from '../../core/content/document';
import type { createApp } from '../../server/app';
import { seededApp, targets } from './databases';

for (const target of targets()) {
  describe(`editors' pages on ${target.name}`, () => {
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;

    before(async () => {
      ({ dispose, app } = await seededApp(target));
    });
    after(() => dispose());

    test('every page in both locales is published, parses and is cacheable', async () => {
      for (const page of CONTENT_PAGES) {
        for (const locale of LOCALES) {
          const res = await app.request(`/api/v1/content/${page}?locale=${locale}`);
          assert.equal(res.status, 200, `${page} ${locale}`);
          assert.match(res.headers.get('cache-control') ?? '', /public/);
          const { data } = contentResponse.parse(await res.json());
          // The cookie policy's second version names issue 28's cookies and device storage
          // (migration 0018), its third the week menu's cookie (0020).
          const revised = page === 'cookie-policy';
          assert.deepEqual([data.page, data.locale, data.version], [page, locale, revised ? 3 : 1]);
          const parsed = parseContent(data.markdown);
          assert.ok(parsed.ok, `${page} ${locale}: ${JSON.stringify(!parsed.ok && parsed.issues)}`);
          assert.equal(parsed.document.meta.lastUpdated, revised ? '2026-11-29' : '2025-07-30');
          if (revised) {
            for (const named of ['`units`', '`theme`', '`menu`', '`zesty.timers`', '{#device}'])
              assert.ok(data.markdown.includes(named), `${locale} names ${named}`);
            // The menu's row follows the theme's, with its lifetime.
            const rows = data.markdown.split('\n').filter((l) => l.startsWith('| `'));
            const at = rows.findIndex((l) => l.startsWith('| `menu` |'));
            assert.ok(rows[at - 1]?.startsWith('| `theme` |'), `${locale}: after the theme row`);
            assert.match(rows[at]!, locale === 'en' ? /\| 30 days \|$/ : /\| 30 dagen \|$/);
          }
        }
      }
    });

    test('the legal documents carry a white-label title; the pages state spec §1', async () => {
      const text = async (page: string, locale: string) =>
        contentResponse.parse(
          await (await app.request(`/api/v1/content/${page}?locale=${locale}`)).json(),
        ).data.markdown;
      for (const page of ['privacy-policy', 'terms-of-use', 'cookie-policy']) {
        const parsed = parseContent(await text(page, 'en'));
        assert.ok(parsed.ok && parsed.document.meta.whiteLabelTitle?.includes('{creator}'));
      }
      assert.match(await text('terms-of-use', 'en'), /at least 16 years old/);
      assert.match(await text('cookie-policy', 'nl'), /alleen functionele cookies/i);
    });

    test('an unknown page or locale is a 400, never a 500', async () => {
      for (const url of [
        '/api/v1/content/nope?locale=en',
        '/api/v1/content/faqs?locale=de',
        '/api/v1/content/..%2Fetc?locale=en',
      ]) {
        const res = await app.request(url);
        assert.equal(res.status, 400, url);
      }
    });
  });
}
