import { expect, test } from '@playwright/test';

/**
 * What the information and legal pages say, word for word, in both languages: the visible text of
 * each page's main content (every FAQ answer opened), one line per rendered line, compared with the
 * text these pages had when they were TypeScript content trees (the snapshots beside this file,
 * recorded from that code). Moving the content into the database as Markdown (issue 25) must not
 * change a word a reader sees; an editor's published change then does, on purpose, in the tests
 * that make one.
 */

const PAGES = [
  'legal',
  'legal/privacy-policy',
  'legal/terms-of-use',
  'legal/cookie-policy',
  'how-it-works',
  'faqs',
] as const;

for (const locale of ['en', 'nl'] as const) {
  for (const path of PAGES) {
    test(`/${locale}/${path} reads as before`, async ({ page }) => {
      await page.goto(`/${locale}/${path}`);
      const main = page.locator('main');
      await main.locator('details').evaluateAll((all) => {
        for (const d of all) (d as HTMLDetailsElement).open = true;
      });
      const text = (await main.innerText())
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
      expect(text.length).toBeGreaterThan(200);
      expect(text + '\n').toMatchSnapshot(`${locale}-${path.replaceAll('/', '-')}.txt`);
    });
  }
}
