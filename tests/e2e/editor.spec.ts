import type { BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { openPreviewTab, signInOncePerFile, signInWithGoogle } from './studio-sign-in';
import { msUntilSeenOn, VISIBLE_WITHIN_MS } from './visible-within';

/**
 * The editor console (issue 25) as an editor uses it, in Chromium against the production server:
 * sign in with the mailed code, the console from the account page, one sentence of the privacy
 * policy changed in English and in Dutch beside the live preview, saved as versions, previewed in
 * draft mode on the main site and on pastapapa's (while a visitor reads the old text) and published
 * for a signed-out visitor (within 2 s, with the new 'last updated'), the history compared and an
 * old version restored and published again; problems shown as typed and nothing sent; a save made
 * on an older version refused and nothing lost; refused to a plain user; axe in both languages.
 */
const E = en.Editor;
const P = E.page;
const EDITOR = 'editor@example.com';
const SENTENCE = {
  en: 'We collect as little personal data as we can.',
  nl: 'We verzamelen zo weinig persoonsgegevens als we kunnen.',
};
const CHANGED = {
  en: 'We collect as little personal data as we possibly can.',
  nl: 'We verzamelen zo min mogelijk persoonsgegevens.',
};

test.describe.configure({ mode: 'serial' });

const signedIn = signInOncePerFile(EDITOR);

const markdownBox = (page: Page) => page.getByRole('textbox', { name: P.markdown });
const preview = (page: Page, name = P.previewTitle) =>
  page.getByRole('region', { name }).locator('article');
const today = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date());

/** Today's date in the Netherlands, as the front matter writes it. */
const iso = () =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date());

/** Replaces `from` by `to` in the editor's text, types the summary, saves; answers the version. */
async function edit(page: Page, from: string, to: string, summary: string) {
  const box = markdownBox(page);
  const text = await box.inputValue();
  expect(text).toContain(from);
  await box.fill(text.replace(from, to));
  await expect(preview(page)).toContainText(to);
  await page.getByRole('textbox', { name: P.summary }).fill(summary);
  await page.getByRole('button', { name: P.save }).click();
  const saved = page.getByText(/^Saved as version \d+$/);
  await expect(saved).toBeVisible();
  return Number((await saved.textContent())!.match(/\d+/)![0]);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The page on both hosts: the main site and pastapapa's white-label site. */
const onBothHosts = (path: string) => [path, `http://pastapapa.localhost:${PORT}${path}`];

/**
 * Opens the saved draft of the privacy policy in `locale` in draft mode on both hosts, from the
 * console's Preview buttons: each tab shows the Preview bar and `changed` (pastapapa's with the
 * white label's title), while a signed-out `visitor` at the same address still reads `old`, so
 * nothing the preview rendered was kept for anyone else; leaving the preview shows `old` again.
 */
async function previewOnBothHosts(
  page: Page,
  visitor: Page,
  locale: 'en' | 'nl',
  { changed, old, whiteLabelTitle }: { changed: string; old: string; whiteLabelTitle: string },
) {
  const texts = locale === 'en' ? en.Preview : nl.Preview;
  const path = `/${locale}/legal/privacy-policy`;
  await page.getByLabel(P.previewSite).selectOption({ label: 'Pasta Papa' });
  for (const [button, url] of [
    [P.previewMain, `http://localhost:${PORT}${path}`],
    [P.previewCreator, `http://pastapapa.localhost:${PORT}${path}`],
  ] as const) {
    const { tab, bar } = await openPreviewTab(page, button, url, texts);
    await expect(tab.getByRole('main')).toContainText(changed);
    if (url.includes('pastapapa'))
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(whiteLabelTitle);
    await visitor.goto(url);
    await expect(visitor.getByRole('main')).toContainText(old);
    await expect(visitor.getByRole('main')).not.toContainText(changed);
    await expect(visitor.getByRole('complementary', { name: texts.label })).toHaveCount(0);
    await bar.getByRole('link', { name: texts.exit }).click();
    await expect(tab.getByRole('complementary', { name: texts.label })).toHaveCount(0);
    await expect(tab.getByRole('main')).toContainText(old);
    await tab.close();
  }
}

/** Publishes, then times until a signed-out visitor reads `expected` at `path` on both hosts. */
async function publishAndTime(page: Page, visitor: BrowserContext, path: string, expected: string) {
  await page.getByRole('button', { name: P.publish }).click();
  const at = Date.now();
  await expect(page.getByText(/^Published: visitors see version \d+ now$/)).toBeVisible();
  const shown = await msUntilSeenOn(
    visitor,
    onBothHosts(path).map((url) => async (look) => {
      await look.goto(url);
      return (await look.locator('main').innerText()).includes(expected);
    }),
    at,
  );
  expect(
    Math.max(...shown),
    `ms until seen on both hosts: ${shown.join(', ')}`,
  ).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
}

test('an editor changes the privacy policy in English and Dutch, publishes, compares and restores @critical', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signedIn(browser);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();

  // From the account page to the console: every page in both languages.
  await page.goto('/en/account');
  await page.getByRole('link', { name: en.Account.editorConsole }).click();
  await expect(page).toHaveURL(/\/en\/account\/editor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(E.title);
  const list = page.getByRole('region', { name: E.pagesTitle }).getByRole('listitem');
  await expect(list).toHaveCount(12);
  await page.getByRole('link', { name: 'Edit Privacy Policy (English)' }).click();
  await expect(page).toHaveURL(/\/en\/account\/editor\/privacy-policy\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy (English)');
  await expect(preview(page)).toContainText(SENTENCE.en);

  // A problem is shown as typed, and nothing is sent while it is there.
  const box = markdownBox(page);
  const original = await box.inputValue();
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('editor')) sent++;
  });
  await box.fill(`${original}\n<script>alert(1)</script>\n`);
  const issues = page.getByRole('status').filter({ hasText: 'to fix before saving' });
  await expect(issues).toContainText('HTML is not allowed: write Markdown.');
  await expect(issues).toContainText(`Line ${original.split('\n').length + 1}:`);
  await page.getByRole('textbox', { name: P.summary }).fill('Try');
  await page.getByRole('button', { name: P.save }).click();
  await expect(issues).toBeFocused();
  expect(sent).toBe(0);
  await box.fill(original);
  await expect(issues).toHaveCount(0);

  // English: one sentence, saved (version 2) and published (dated today: version 3).
  expect(await edit(page, SENTENCE.en, CHANGED.en, 'Shorter data sentence')).toBe(2);
  // Previewed before it is published, on both hosts; visitors keep the published text.
  await previewOnBothHosts(page, visitor, 'en', {
    changed: CHANGED.en,
    old: SENTENCE.en,
    whiteLabelTitle: 'Privacy Policy – Pasta Papa on Zesty',
  });
  await publishAndTime(page, visitorContext, '/en/legal/privacy-policy', CHANGED.en);
  for (const url of onBothHosts('/en/legal/privacy-policy')) {
    await visitor.goto(url);
    await expect(visitor.locator('main time')).toHaveText(`Last updated: ${today('en-GB')}`);
  }
  // The white label's title on the creator's site; the marketplace's on the main site.
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Privacy Policy – Pasta Papa on Zesty',
  );
  await expect(visitor).toHaveTitle('Privacy Policy – Pasta Papa on Zesty');
  await visitor.goto('/en/legal/privacy-policy');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

  // Dutch, from the same console.
  await page.goto('/en/account/editor/privacy-policy/nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacybeleid (Dutch)');
  expect(await edit(page, SENTENCE.nl, CHANGED.nl, 'Kortere zin')).toBe(2);
  await previewOnBothHosts(page, visitor, 'nl', {
    changed: CHANGED.nl,
    old: SENTENCE.nl,
    whiteLabelTitle: 'Privacybeleid – Pasta Papa op Zesty',
  });
  await publishAndTime(page, visitorContext, '/nl/legal/privacy-policy', CHANGED.nl);
  for (const url of onBothHosts('/nl/legal/privacy-policy')) {
    await visitor.goto(url);
    await expect(visitor.locator('main time')).toHaveText(`Laatst bijgewerkt: ${today('nl-NL')}`);
  }
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    'Privacybeleid – Pasta Papa op Zesty',
  );

  // The English history: the imported text, the edit, the publish; version 1 against 3.
  await page.goto('/en/account/editor/privacy-policy/en');
  const history = page.getByRole('region', { name: P.historyTitle });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Published');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Shorter data sentence');
  await expect(history.getByRole('listitem').nth(2)).toContainText('Imported');
  await history.getByLabel(P.from).selectOption('1');
  await history.getByLabel(P.to).selectOption('3');
  await history.getByRole('button', { name: P.compare }).click();
  const diff = history.getByRole('region', { name: 'Changes from version 1 to version 3' });
  // The date the publish set, and the sentence, in the document's order.
  await expect(diff.locator('del')).toContainText(['2025-07-30', SENTENCE.en]);
  await expect(diff.locator('ins')).toContainText([`lastUpdated: ${iso()}`, CHANGED.en]);

  // Restoring version 1 makes it the newest draft; published, visitors read the old sentence.
  await history.getByRole('button', { name: 'Restore version 1 as the newest draft' }).click();
  await expect(page.getByText('Version 1 restored as version 4')).toBeVisible();
  await expect(markdownBox(page)).toHaveValue(original);
  await publishAndTime(page, visitorContext, '/en/legal/privacy-policy', SENTENCE.en);
  await context.close();
});

test('a save made on an older version is refused and the text stays in the editor', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  const other = await context.newPage();
  await page.goto('/en/account/editor/faqs/en');
  await other.goto('/en/account/editor/faqs/en');
  await expect(markdownBox(page)).not.toHaveValue('');
  await expect(markdownBox(other)).not.toHaveValue('');
  await edit(page, 'Quick answers', 'Short answers', 'First');
  const mine = (await markdownBox(other).inputValue()).replace('Quick answers', 'Fast answers');
  await markdownBox(other).fill(mine);
  await other.getByRole('textbox', { name: P.summary }).fill('Second');
  await other.getByRole('button', { name: P.save }).click();
  await expect(other.getByRole('alert').filter({ hasText: P.conflict })).toBeVisible();
  await expect(markdownBox(other)).toHaveValue(mine);
  await other.getByRole('button', { name: P.reload }).click();
  await expect(markdownBox(other)).toHaveValue(/Short answers/);
  // Back as it was, for the other journeys (a draft; visitors never saw it).
  await edit(other, 'Short answers', 'Quick answers', 'Back');
  await context.close();
});

test('a plain user is refused by the console; axe finds nothing serious in either language', async ({
  browser,
  oidc,
}) => {
  const context = await browser.newContext();
  const cook = await context.newPage();
  // Through the Google stand-in: no sign-in code spent.
  await signInWithGoogle(cook, oidc.issuer, 'known-cook');
  await expect(cook.getByRole('link', { name: en.Account.editorConsole })).toHaveCount(0);
  await cook.goto('/en/account/editor');
  await expect(cook.getByRole('alert').filter({ hasText: E.notAllowed })).toBeVisible();
  await cook.goto('/nl/account/editor/legal/en');
  await expect(cook.getByRole('alert').filter({ hasText: nl.Editor.notAllowed })).toBeVisible();
  await context.close();

  const editor = await signedIn(browser);
  for (const [locale, texts] of [
    ['en', en],
    ['nl', nl],
  ] as const) {
    await editor.page.goto(`/${locale}/account/editor`);
    const pages = editor.page.getByRole('region', { name: texts.Editor.pagesTitle });
    await expect(pages.getByRole('listitem')).toHaveCount(12);
    await expectNoSeriousViolations(editor.page);
    await editor.page.goto(`/${locale}/account/editor/cookie-policy/${locale}`);
    await expect(preview(editor.page, texts.Editor.page.previewTitle)).toBeVisible();
    const history = editor.page.getByRole('region', { name: texts.Editor.page.historyTitle });
    // The imported text and issue 28's second and third versions (migrations 0018 and 0020).
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expectNoSeriousViolations(editor.page);
  }
  await editor.context.close();
});
