/**
 * Search terms as typed by anyone: the recipe list (`s`) and the search screen (`search`) answer
 * every term without a server error, and a term with no searchable word answers an empty result
 * (on PGlite and, where TEST_DATABASE_URL is set, PostgreSQL).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { recipeListResponse, searchResponse } from '../../core/contract';
import { seededApp, targets } from './databases';

/** The terms of issue 12: not one searchable word among them. */
const WORDLESS = [
  '!',
  '%',
  '_',
  '\\',
  ':*',
  '😀',
  '\ud800',
  '\u0000',
  '\u0000 \u0007',
  "'",
  '&|!',
  '"*"',
];

for (const target of targets()) {
  describe(`search input on ${target.name}`, () => {
    let app: Awaited<ReturnType<typeof seededApp>>['app'];
    let dispose: () => Promise<void>;

    before(async () => {
      ({ app, dispose } = await seededApp(target));
    });
    after(async () => dispose());

    /** GET with the term as the browser's URLSearchParams would send it. */
    async function get(path: string, params: Record<string, string>) {
      const res = await app.fetch(
        new Request(`http://api.test${path}?${new URLSearchParams(params).toString()}`),
      );
      return { status: res.status, body: (await res.json()) as unknown };
    }

    /** Both search routes answer `term` with 200 and a body of the contract's shape. */
    async function answersBoth(term: string, locale: string) {
      const list = await get('/api/v1/recipes/', { locale, s: term });
      assert.equal(list.status, 200, `s=${JSON.stringify(term)} → ${list.status}`);
      recipeListResponse.parse(list.body);
      const search = await get('/api/v1/search', { locale, search: term });
      assert.equal(search.status, 200, `search=${JSON.stringify(term)} → ${search.status}`);
      searchResponse.parse(search.body);
    }

    test('a term with no searchable word answers an empty result, in both routes and locales', async () => {
      for (const term of WORDLESS) {
        for (const locale of ['en', 'nl']) {
          const list = await get('/api/v1/recipes/', { locale, s: term });
          assert.equal(list.status, 200, `s=${JSON.stringify(term)} → ${list.status}`);
          const page = recipeListResponse.parse(list.body);
          assert.equal(page.data.length, 0, `s=${JSON.stringify(term)}`);
          assert.equal(page.meta.pagination.total, 0);
          const search = await get('/api/v1/search', { locale, search: term });
          assert.equal(search.status, 200, `search=${JSON.stringify(term)} → ${search.status}`);
          assert.deepEqual(searchResponse.parse(search.body).data, []);
        }
      }
    });

    test("the names of Object.prototype's members are words like any other, never a 5xx", async () => {
      // Issue 26: `s=constructor` was a 500, the search's word tables being plain objects.
      for (const name of Object.getOwnPropertyNames(Object.prototype)) {
        for (const term of [
          name,
          `zonder ${name}`,
          `${name} 30 min`,
          `${name}soep`,
          `kip ${name}`,
        ]) {
          for (const locale of ['en', 'nl']) await answersBoth(term, locale);
        }
      }
    });

    test('control characters in a term are spaces: a NUL byte next to a word still finds it', async () => {
      const plain = recipeListResponse.parse(
        (await get('/api/v1/recipes/', { locale: 'en', s: 'pasta' })).body,
      );
      const withNul = await get('/api/v1/recipes/', { locale: 'en', s: 'pasta\u0000' });
      assert.equal(withNul.status, 200);
      assert.deepEqual(
        recipeListResponse.parse(withNul.body).data.map((r) => r.slug),
        plain.data.map((r) => r.slug),
      );
      const search = await get('/api/v1/search', { locale: 'nl', search: 'kip\u0000\u001b' });
      assert.equal(search.status, 200);
      assert.ok(searchResponse.parse(search.body).data.length > 0);
    });

    test('property: any term of up to 1,000 characters is answered, never with a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string({ maxLength: 1000 }),
            fc.string({ unit: 'binary', maxLength: 60 }),
            fc.string({
              unit: fc.constantFrom(
                ...WORDLESS,
                'a',
                'é',
                'kip',
                ' ',
                '-',
                '*',
                // What the search understands, in any order: negations, times, concepts, compounds.
                'zonder',
                'without',
                'vrij',
                'free',
                'onder',
                '30',
                '9999',
                'minuten',
                'glutenvrij',
                'groentesoep',
                'choclate',
                // Names an object answers from its prototype.
                'constructor',
                '__proto__',
                'toString',
                // SQL and tsquery syntax.
                "'; drop table recipes; --",
                ':*A',
                '<->',
                '<2>',
                '!(',
                '\\',
              ),
              maxLength: 20,
            }),
          ),
          fc.constantFrom('en', 'nl'),
          answersBoth,
        ),
        { numRuns: 150 },
      );
    });

    test('a term of 1,000 characters is answered; a longer one is a 400 with a message, not a database query', async () => {
      const typed = 'pasta zonder vlees '.repeat(60).slice(0, 1000);
      for (const [path, key] of [
        ['/api/v1/recipes/', 's'],
        ['/api/v1/search', 'search'],
      ] as const) {
        const answered = await get(path, { locale: 'nl', [key]: typed });
        assert.equal(answered.status, 200, `${key}: ${answered.status}`);
        const res = await get(path, { locale: 'en', [key]: 'a'.repeat(1001) });
        assert.equal(res.status, 400);
        assert.match(JSON.stringify(res.body), new RegExp(`Invalid ${key}`));
      }
    });
  });
}
