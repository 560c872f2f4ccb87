import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { studioRecipeListResponse, studioStatsResponse } from '../../core/contract';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { AXE_VIEWPORTS, expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { openPreviewTab, signInOncePerFile } from './studio-sign-in';
import { msUntilSeen, msUntilSeenOn, VISIBLE_WITHIN_MS } from './visible-within';

/**
 * The creator studio's screens (issue 24) as a creator uses them, in Chromium against the
 * production server: sign in with the mailed code, 'Manage Food Creator Profile', a new recipe
 * written in both languages with fields checked as typed and the ingredient lines read back, saved
 * by itself within 2 s, kept over a reload and over a crash, a save from another tab detected and
 * never written over, published for a signed-out visitor; the list's search, filter, duplicate
 * and delete with undo; axe on every screen at 390 px (en) and 1280 px (nl).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
const S = en.Studio;
const E = S.editor;
/** Issue 24: a draft saves itself at most 2 s after the last keystroke. */
const SAVED_WITHIN_MS = 2_000;

test.describe.configure({ mode: 'serial' });

/**
 * One sign-in for the file (codes are limited per address and minute): a creator of its own, so
 * that the API journey in studio.spec.ts, with another creator, never waits for a code either.
 */
const EMAIL = 'priya@example.com';
const signedIn = signInOncePerFile(EMAIL);

const saveState = (page: Page) => page.locator('[data-save-state]');
async function expectSaved(page: Page) {
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', {
    timeout: SAVED_WITHIN_MS,
  });
}

test('a creator writes, checks and publishes a recipe in the studio', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await signedIn(browser);
  // A reload with changes on their way asks first: the creator confirms.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/en/account');
  await page.getByRole('link', { name: en.Account.manageCreator }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator$/);
  await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();

  await page.getByRole('button', { name: S.newRecipe }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator\/recipes\/\d+$/);
  const editorUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: S.untitled })).toBeVisible();

  // Dutch first: the name is checked as it is typed, and saved by itself once it is right.
  await page.getByRole('tab', { name: E.language.nl }).click();
  const name = page.getByLabel(E.name, { exact: true });
  await name.fill('x'.repeat(130));
  await expect(page.getByText('At most 120 characters')).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'invalid');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  const stamp = Date.now().toString(36);
  await name.fill(`Studio shakshuka ${stamp}`);
  await expect(page.getByText('At most 120 characters')).toHaveCount(0);
  await expectSaved(page);
  await page.getByLabel(E.title, { exact: true }).fill('Shakshuka uit de studio');
  await page
    .getByLabel(E.ingredients, { exact: true })
    .fill('2 el olijfolie\n400 g kikkererwten\nblauwe maanstof');
  await page.getByLabel(E.steps, { exact: true }).fill('Fruit de ui.\nVoeg de tomaten toe.');

  // How Zesty reads the lines: amount, unit, the supermarket item, a warning where it cannot.
  const preview = page.getByRole('region', { name: E.preview.title });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByRole('listitem').nth(1)).toContainText('400');
  await expect(preview.getByRole('listitem').nth(1)).toContainText(/kikkererwten/i);
  await expect(preview.getByRole('listitem').nth(2)).toContainText(E.preview.unreadable);
  await expect(preview.getByRole('listitem').nth(0)).not.toContainText(E.preview.unreadable);
  await expectSaved(page);

  // A reload loses nothing; nor does a crash before the save (the browser's copy comes back).
  await page.reload();
  await page.getByRole('tab', { name: E.language.nl }).click();
  await expect(page.getByLabel(E.name, { exact: true })).toHaveValue(`Studio shakshuka ${stamp}`);
  await page.getByLabel(E.description, { exact: true }).fill('Geschreven vlak voor een crash.');
  await page.reload();
  await expect(page.getByText(E.restoredLocal)).toBeVisible();
  await page.getByRole('tab', { name: E.language.nl }).click();
  await expect(page.getByLabel(E.description, { exact: true })).toHaveValue(
    'Geschreven vlak voor een crash.',
  );
  await expectSaved(page);

  // Another tab saves meanwhile: this one is told, and nothing is written over until it chooses.
  const other = await page.context().newPage();
  await other.goto(editorUrl);
  await other.getByRole('tab', { name: E.language.nl }).click();
  await other.getByLabel(E.title, { exact: true }).fill('Titel uit het andere tabblad');
  await expectSaved(other);
  await other.close();
  await page.getByRole('tab', { name: E.language.nl }).click();
  await page.getByLabel(E.description, { exact: true }).fill('Mijn versie van de beschrijving.');
  await expect(page.getByRole('alert').filter({ hasText: E.conflictTitle })).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'conflict');
  await page.getByRole('button', { name: E.conflictTheirs }).click();
  await expect(page.getByLabel(E.title, { exact: true })).toHaveValue(
    'Titel uit het andere tabblad',
  );
  await expect(page.getByRole('alert').filter({ hasText: E.conflictTitle })).toHaveCount(0);

  // English too, and what publishing needs; then publish.
  await page.getByRole('tab', { name: E.language.en }).click();
  await page.getByLabel(E.name, { exact: true }).fill(`Studio shakshuka EN ${stamp}`);
  await page.getByLabel(E.title, { exact: true }).fill('Shakshuka from the studio');
  // The hero image: picked, uploaded with its progress, shown; a PDF called .jpg is refused.
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'menu.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'not a picture' })).toBeVisible();
  const photo = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'shakshuka.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: E.image.alt })).toBeVisible();
  await expect(page.getByRole('img', { name: E.image.alt })).toHaveAttribute(
    'src',
    /^\/media\/uploads\//,
  );
  // Its focal point: a click on the picture puts it there; the sliders move it by keyboard; the
  // cuts pages and search engines make follow.
  const hero = page.getByRole('img', { name: E.image.alt });
  const box = (await hero.boundingBox())!;
  await hero.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  const across = page.getByRole('slider', { name: E.image.focus.x });
  const down = page.getByRole('slider', { name: E.image.focus.y });
  await expect(across).toHaveValue('25');
  await expect(down).toHaveValue('75');
  await across.focus();
  await page.keyboard.press('End');
  await expect(across).toHaveValue('100');
  await expect(page.locator('img[data-ratio="1x1"]')).toHaveCSS('object-position', '100% 75%');
  // A featured product: named, with a picture of its own and a link; a banner without a picture
  // says so.
  const B = E.banners;
  await page.getByRole('button', { name: B.add }).click();
  const product = page.getByRole('group', { name: B.banner.replace('{n}', '1') });
  await expect(product.getByRole('alert')).toHaveText(E.issue.required);
  await product.getByLabel(B.name.replace('{language}', E.language.en)).fill('Cast-iron pan');
  await product.getByLabel(B.url).fill('https://shop.example/pan');
  await product.locator('input[type="file"]').setInputFiles({
    name: 'pan.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#333333' } })
      .jpeg()
      .toBuffer(),
  });
  await expect(product.getByRole('img', { name: B.imageAlt.replace('{n}', '1') })).toBeVisible();
  await expect(product.getByRole('alert')).toHaveCount(0);
  // The focal point's controls and the featured product's fields: nothing serious for axe.
  await expectNoSeriousViolations(page);
  await expectSaved(page);
  await expect(page.getByText(E.needs)).toBeVisible();
  await expect(page.getByRole('button', { name: E.publish, exact: true })).toBeDisabled();
  await page.getByLabel(E.type, { exact: true }).selectOption('dinner');
  await page.getByLabel(E.timeMinutes, { exact: true }).fill('30');
  await expect(page.getByText(E.needs)).toHaveCount(0);
  // No paid collaboration here: the creator switches the note off.
  await page.getByLabel(E.disclaimer).uncheck();

  // Previewed, before it is published, on the main site and on the creator's own subdomain (whose
  // host has none of the main site's cookies): the real pages in draft mode, with the Preview
  // bar, never cached; a signed-out visitor gets 404 for the same addresses meanwhile.
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  const previewed: string[] = [];
  for (const [button, host] of [
    [E.previewMain, MAIN],
    [E.previewCreator, `http://spicewok.localhost:${PORT}`],
  ] as const) {
    // The page answered in draft mode is never one a cache may keep.
    const answered = page
      .context()
      .waitForEvent('response', (r) => r.url().startsWith(`${host}/en/recipes/`));
    const { tab, bar } = await openPreviewTab(page, button, `${host}/en/recipes/**`);
    const pageAnswer = await answered;
    expect(pageAnswer.status()).toBe(200);
    expect(pageAnswer.headers()['cache-control']).toMatch(/no-store|private/);
    expect(pageAnswer.headers()['cache-control']).not.toMatch(/s-maxage|public/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Studio shakshuka EN ${stamp}`);
    await expect(tab.locator('main img').first()).toHaveAttribute('srcset', /uploads/);
    previewed.push(tab.url());
    expect((await look.goto(tab.url()))?.status()).toBe(404);
    await expect(look.getByRole('complementary', { name: en.Preview.label })).toHaveCount(0);
    // Leaving the preview: the same address now shows what visitors see.
    await bar.getByRole('link', { name: en.Preview.exit }).click();
    await expect(tab.getByRole('complementary', { name: en.Preview.label })).toHaveCount(0);
    await expect(tab.getByRole('heading', { level: 1 })).not.toHaveText(
      `Studio shakshuka EN ${stamp}`,
    );
    await tab.close();
  }
  expect(new URL(previewed[0]!).pathname).toBe(new URL(previewed[1]!).pathname);

  await page.getByRole('button', { name: E.publish, exact: true }).click();
  await expect(page.getByText(E.published)).toBeVisible();
  const view = page.getByRole('link', { name: E.view });
  const href = (await view.getAttribute('href'))!;
  expect(href).toMatch(/^\/en\/recipes\/[a-z0-9-]+$/);

  // A signed-out visitor sees it, in English and in Dutch.
  const res = await look.goto(`${MAIN}${href}`);
  expect(res?.status()).toBe(200);
  await expect(look.getByText(en.Recipe.disclaimer)).toHaveCount(0);
  // The uploaded picture is the page's hero, served optimised by Next.
  await expect(look.locator('main img').first()).toHaveAttribute('srcset', /uploads/);
  // Cut around the creator's focal point.
  await expect(look.locator('main img').first()).toHaveCSS('object-position', '100% 75%');
  await expect(look.getByRole('heading', { level: 1 })).toHaveText(`Studio shakshuka EN ${stamp}`);
  // The featured product, on the creator's own site only, as a sponsored link.
  await expect(look.getByText('Cast-iron pan')).toHaveCount(0);
  await look.goto(`http://spicewok.localhost:${PORT}${href}`);
  await expect(look.getByRole('link', { name: /Cast-iron pan/ })).toHaveAttribute(
    'rel',
    'sponsored noopener noreferrer',
  );
  await look.goto(`${MAIN}${href.replace(/^\/en/, '/nl')}`);
  await expect(look.getByRole('heading', { level: 1 })).toHaveText(`Studio shakshuka ${stamp}`);
  await expect(look.getByText('Geschreven vlak voor een crash.')).toBeVisible();
  await visitor.close();

  // The list: found by its name, filtered by status; duplicated; deleted, and brought back.
  await page.getByRole('link', { name: E.backToList }).click();
  await page.getByLabel(S.searchLabel).fill(stamp);
  const recipeName = `Studio shakshuka EN ${stamp}`;
  const item = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: S.editNamed.replace('{name}', recipeName), exact: true }),
  });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(S.status.published);
  await page.getByLabel(S.statusLabel).selectOption('draft');
  await expect(page.getByText(S.emptySearch)).toBeVisible();
  await page.getByLabel(S.statusLabel).selectOption('');
  await item.getByRole('button', { name: `${S.duplicate}: ${recipeName}`, exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Studio shakshuka EN' })).toHaveCount(
    2,
  );
  await item.getByRole('button', { name: `${S.delete}: ${recipeName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: S.deleteTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: S.delete }).click();
  await expect(page.getByText(S.deleted)).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByRole('button', { name: S.undo }).click();
  await expect(page.getByText(S.restored)).toBeVisible();
  await expect(item).toHaveCount(1);

  // Deleted from its own editor: confirmed, back on the list with the same 10 s to undo.
  const edit = item.getByRole('link', {
    name: S.editNamed.replace('{name}', recipeName),
    exact: true,
  });
  await page.goto((await edit.getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: recipeName })).toBeVisible();
  await page.getByRole('button', { name: S.delete, exact: true }).click();
  const inEditor = page.getByRole('dialog', { name: S.deleteTitle });
  await expect(inEditor).toContainText(recipeName);
  await inEditor.getByRole('button', { name: S.delete }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator$/);
  await expect(page.getByText(S.deleted)).toBeVisible();
  await page.getByLabel(S.searchLabel).fill(stamp);
  await expect(page.getByRole('listitem').filter({ hasText: 'Studio shakshuka EN' })).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: S.undo }).click();
  await expect(page.getByText(S.restored)).toBeVisible();
  await expect(item).toHaveCount(1);
  await context.close();
});

test('a creator makes a collection, orders it by drag and by keyboard, publishes and deletes it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const C = S.collectionEditor;
  const { context, page } = await signedIn(browser);
  await page.goto('/en/account/creator');
  await page
    .getByRole('region', { name: S.collections.title })
    .getByRole('link', { name: S.collections.new })
    .click();
  await expect(page).toHaveURL(/\/en\/account\/creator\/collections\/new/);
  await expect(page.getByRole('heading', { level: 1, name: C.newTitle })).toBeVisible();

  // A name is needed in one language at least, and said so when saving without one.
  await page.getByRole('button', { name: C.save }).click();
  await expect(page.getByText(C.needsName).first()).toBeVisible();
  const stamp = Date.now().toString(36);
  const english = page.getByRole('group', { name: E.language.en });
  await english.getByLabel(C.name).fill(`Weeknight wok ${stamp}`);
  await english.getByLabel(C.description).fill('Fast dinners from the wok.');
  await page
    .getByRole('group', { name: E.language.nl })
    .getByLabel(C.name)
    .fill(`Doordeweeks uit de wok ${stamp}`);
  await expect(page.getByText(C.needsName)).toHaveCount(0);

  // Three of the creator's published recipes, found with the picker's search.
  const picker = page.getByRole('list', { name: C.addTitle });
  await page.getByLabel(C.searchLabel).fill('');
  const candidates = picker
    .getByRole('listitem')
    .filter({ hasText: S.status.published })
    .filter({ hasNot: page.getByText('Studio shakshuka') });
  await expect(candidates.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const item = candidates.filter({ has: page.getByRole('button', { name: /^Add / }) }).first();
    const name = (await item.locator('span').first().textContent())!;
    await item.getByRole('button', { name: /^Add / }).click();
    names.push(name.trim());
  }
  const chosen = page.getByRole('region', { name: C.recipes }).locator('ol > li');
  await expect(chosen).toHaveCount(3);
  const order = async () =>
    (await chosen.evaluateAll((items) =>
      items.map((li) => li.querySelector('span:nth-child(2)')?.textContent?.trim() ?? ''),
    )) as string[];
  expect(await order()).toEqual(names);

  // Dragged: the third to the top.
  await chosen.nth(2).dragTo(chosen.nth(0));
  await expect.poll(order).toEqual([names[2], names[0], names[1]]);
  // By keyboard: the new first one moves down with its button, focus stays on it, and the
  // move is announced.
  const down = page.getByRole('button', { name: C.moveDownNamed.replace('{name}', names[2]!) });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual([names[0], names[2], names[1]]);
  await expect(page.getByText(`${names[2]} is now number 2 of 3.`)).toBeAttached();
  await expect(
    page.getByRole('button', { name: C.moveDownNamed.replace('{name}', names[2]!) }),
  ).toBeFocused();

  // Saved as a draft first, and previewed as it is on both hosts (draft mode, the Preview bar);
  // a signed-out visitor gets 404 for the same addresses meanwhile.
  await page.getByRole('button', { name: C.save }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator\/collections\/\d+$/);
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  for (const [button, host] of [
    [E.previewMain, MAIN],
    [E.previewCreator, `http://spicewok.localhost:${PORT}`],
  ] as const) {
    const { tab, bar } = await openPreviewTab(
      page,
      button,
      new RegExp(`^${host}/en/(c/spicewok/)?collections/[a-z0-9-]+$`),
    );
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Weeknight wok ${stamp}`);
    expect((await look.goto(tab.url()))?.status()).toBe(404);
    await bar.getByRole('link', { name: en.Preview.exit }).click();
    await expect(tab.getByRole('complementary', { name: en.Preview.label })).toHaveCount(0);
    await expect(tab.getByRole('heading', { level: 1 })).not.toHaveText(`Weeknight wok ${stamp}`);
    await tab.close();
  }

  // Published: saved again with 'visible' checked.
  await page.getByLabel(C.published).check();
  await page.getByRole('button', { name: C.save }).click();
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  const savedAt = Date.now();
  // Still in the studio's language and order after the save.
  expect(await order()).toEqual([names[0], names[2], names[1]]);
  const href = (await page.getByRole('link', { name: C.view }).getAttribute('href'))!;
  expect(href).toMatch(
    /^\/en\/c\/spicewok\/collections\/weeknight-wok-|^\/en\/c\/spicewok\/collections\/doordeweeks/,
  );
  const slug = href.split('/').pop()!;

  // A signed-out visitor sees it in that order on both hosts, within 2 s of saving.
  const pages = [`${MAIN}${href}`, `http://spicewok.localhost:${PORT}/en/collections/${slug}`];
  const recipeOrder = () =>
    look
      .locator('main a[href*="/recipes/"]')
      .evaluateAll((links) => [
        ...new Set(links.map((a) => a.getAttribute('href')!.split('/').pop()!)),
      ]);
  const shown = await msUntilSeenOn(
    visitor,
    pages.map((url) => async (on) => (await on.goto(url))?.status() === 200),
    savedAt,
  );
  expect(
    Math.max(...shown),
    `ms until seen on both hosts: ${shown.join(', ')}`,
  ).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  for (const url of pages) {
    await look.goto(url);
    await expect(look.getByRole('heading', { level: 1 })).toHaveText(`Weeknight wok ${stamp}`);
    expect((await recipeOrder()).length).toBe(3);
  }
  const publicOrder = await recipeOrder();

  // The order the creator gave is the order visitors see; a new order shows too.
  await page.getByRole('button', { name: C.moveUpNamed.replace('{name}', names[1]!) }).click();
  await page.getByRole('button', { name: C.save }).click();
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  const reorderedAt = Date.now();
  const newOrder = [publicOrder[0], publicOrder[2], publicOrder[1]].join(' ');
  expect(
    await msUntilSeen(
      async () => {
        await look.goto(pages[1]!);
        return (await recipeOrder()).join(' ') === newOrder;
      },
      { since: reorderedAt },
    ),
  ).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);

  // Deleted, after a confirmation: gone for the visitor on both hosts.
  await page.getByRole('button', { name: C.delete }).click();
  const dialog = page.getByRole('dialog', { name: S.collections.deleteTitle });
  await dialog.getByRole('button', { name: S.delete }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator$/);
  const gone = await msUntilSeenOn(
    visitor,
    pages.map((url) => async (on) => (await on.goto(url))?.status() === 404),
    Date.now(),
  );
  expect(Math.max(...gone), `ms until gone on both hosts: ${gone.join(', ')}`).toBeLessThanOrEqual(
    VISIBLE_WITHIN_MS,
  );
  await visitor.close();
  await context.close();
});

/** The light theme's value of a creator colour (lib/theme.ts: `light-dark(#light, #dark)`). */
const lightValue = (value: string) => /#[0-9a-f]{6}/i.exec(value)?.[0] ?? value.trim();

test("a creator changes the site's colours, warned about contrast; the subdomain follows within 2 s", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const P = S.profile;
  const { context, page } = await signedIn(browser);
  await page.goto('/en/account/creator');
  await page.getByRole('link', { name: P.edit }).click();
  await expect(page).toHaveURL(/\/en\/account\/creator\/profile\?creator=spicewok$/);
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();
  await expect(
    page.getByText(P.address.replace('{address}', `http://spicewok.localhost:${PORT}`)),
  ).toBeVisible();
  const primary = page.getByLabel(P.primary);
  await expect(primary).toHaveValue('#b4400f');
  await expect(page.locator('[data-contrast="ok"]')).toHaveText(P.contrastOk);

  // A grey no text can be read on: the warning names the main colour and its ratio, live.
  await primary.fill('#777777');
  const warning = page.locator('[data-contrast="low"]');
  await expect(warning).toContainText('4.4:1');
  const preview = page.getByRole('region', { name: P.previewTitle });
  await expect(preview.locator('div').first()).toHaveCSS('background-color', 'rgb(119, 119, 119)');

  // A deep green instead: no warning; saved, and a signed-out visitor of the subdomain gets it.
  await primary.fill('#1b5e20');
  await expect(page.locator('[data-contrast="ok"]')).toBeVisible();
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  const site = `http://spicewok.localhost:${PORT}/en`;
  const shownPrimary = async () => {
    await look.goto(site);
    return look
      .locator('[style*="--color-primary"]')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary'))
      .then(lightValue);
  };
  expect((await shownPrimary()).toUpperCase()).toBe('#B4400F');

  // Previewed before it is saved, on the creator's own site: the real pages in the new colour,
  // with the Preview bar; the visitor still gets the saved one.
  const { tab } = await openPreviewTab(
    page,
    E.previewCreator,
    `http://spicewok.localhost:${PORT}/en`,
  );
  const tabPrimary = () =>
    tab
      .locator('[style*="--color-primary"]')
      .first()
      .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary'))
      .then(lightValue);
  expect((await tabPrimary()).toUpperCase()).toBe('#1B5E20');
  expect((await shownPrimary()).toUpperCase()).toBe('#B4400F');
  await tab.close();

  await page.getByRole('button', { name: P.save }).click();
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  const saved = Date.now();
  expect(
    await msUntilSeen(async () => (await shownPrimary()).toUpperCase() === '#1B5E20', {
      since: saved,
    }),
  ).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);

  // Back to the seeded colour, for the suites that look at this creator.
  await page.getByLabel(P.primary).fill('#b4400f');
  await page.getByRole('button', { name: P.save }).click();
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved');
  await expect.poll(async () => (await shownPrimary()).toUpperCase()).toBe('#B4400F');
  await visitor.close();
  await context.close();
});

test("a visitor's views reach the creator's statistics, counted anonymously", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const T = S.stats;
  const { context, page } = await signedIn(browser);
  await page.goto('/en/account/creator');
  const stats = page.getByRole('region', { name: T.title });
  // The most viewed published recipe of the creator so far (or any published one).
  const studioCall = (path: string, query: string) =>
    page.evaluate(
      async ([p, q]) => (await fetch(`/api/proxy?path=${encodeURIComponent(p!)}&${q}`)).json(),
      [path, query],
    );
  const published = studioRecipeListResponse.parse(
    await studioCall('/api/v1/studio/creators/spicewok/recipes', 'status=published&locale=en'),
  );
  const slug = published.data[0]!.slug;
  const viewsOf = async () =>
    studioStatsResponse
      .parse(await studioCall('/api/v1/studio/creators/spicewok/stats', 'locale=en'))
      .data.recipes.find((r) => r.slug === slug)?.views ?? 0;
  const before = await viewsOf();

  // Two visits by a signed-out visitor, on both hosts: each page's pixel counts one view, and
  // sets no cookie.
  const visitor = await browser.newContext();
  const look = await visitor.newPage();
  for (const url of [
    `${MAIN}/en/recipes/${slug}`,
    `http://spicewok.localhost:${PORT}/en/recipes/${slug}`,
  ]) {
    const counted = look.waitForResponse((r) => r.url().includes('/api/stats/view?r='));
    await look.goto(url);
    const res = await counted;
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['set-cookie']).toBeUndefined();
    // The pixel names the recipe only: not even the page it was on.
    expect(await res.request().headerValue('referer')).toBeNull();
  }
  await visitor.close();
  await expect.poll(viewsOf).toBe(before + 2);

  // The studio shows it: totals, the chart's summary and the recipe's row.
  await page.reload();
  await expect(stats.getByRole('img')).toHaveAttribute('aria-label', /Views per day/);
  const row = stats.locator(`tr[data-recipe="${slug}"]`);
  await expect(row.locator('td').first()).toHaveText(String(before + 2));
  await context.close();
});

/** Set by the first test below for the axe sweep after it: the recipe the sweep edits. */
let sweepRecipePath: string | undefined;

test('the studio list pages, with a draft to edit and a counted view for the statistics', async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser);
  await page.goto('/en/account/creator');
  await page.getByRole('button', { name: S.newRecipe }).click();
  await expect(page).toHaveURL(/\/account\/creator\/recipes\/\d+$/);
  const recipePath = new URL(page.url()).pathname.replace(/^\/en/, '');
  // Enough recipes for a second page of the list (20 a page), made through the studio's door.
  await page.evaluate(async () => {
    for (let i = 0; i < 21; i += 1)
      await fetch(
        `/api/proxy?path=${encodeURIComponent('/api/v1/studio/creators/spicewok/recipes')}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            draft: { originalLocale: 'en', content: { en: { name: `Paging draft ${i}` } } },
          }),
        },
      );
  });
  await page.goto('/en/account/creator');
  const paging = page.getByRole('navigation', { name: S.paging.pages });
  await expect(paging).toContainText('Page 1 of');
  await expect(page.getByRole('region', { name: S.recipes }).getByRole('listitem')).toHaveCount(20);
  await paging.getByRole('button', { name: S.paging.next }).click();
  await expect(paging).toContainText('Page 2 of');
  await expect(paging.getByRole('button', { name: S.paging.previous })).toBeEnabled();
  // A counted view, so the statistics show their chart and table rather than the empty state.
  const listed = studioRecipeListResponse.parse(
    await page.evaluate(async () =>
      (
        await fetch(
          `/api/proxy?path=${encodeURIComponent('/api/v1/studio/creators/spicewok/recipes')}&status=published`,
        )
      ).json(),
    ),
  );
  expect((await page.request.get(`/api/stats/view?r=${listed.data[0]!.id}`)).status()).toBe(200);
  sweepRecipePath = recipePath;
  await context.close();
});

// One test per width, each with the whole time-out for its five looks, and each in one language:
// the languages differ in text, not in structure (English on the phone, Dutch on the laptop).
for (const [locale, viewport] of [
  ['en', AXE_VIEWPORTS[0]],
  ['nl', AXE_VIEWPORTS[1]],
] as const) {
  test(`every studio screen (${locale}, ${viewport.width} px): no serious axe violation`, async ({
    browser,
  }) => {
    const recipePath = sweepRecipePath;
    if (!recipePath) throw new Error('the list pages test before this one did not finish');
    const words = locale === 'en' ? en.Studio : nl.Studio;
    const { context, page } = await signedIn(browser);
    await page.setViewportSize(viewport);
    await page.goto(`/${locale}/account/creator`);
    await expect(page.getByRole('button', { name: words.newRecipe })).toBeVisible();
    await expect(page.getByRole('region', { name: words.stats.tableCaption })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/${locale}${recipePath}`);
    await page.getByLabel(words.editor.name, { exact: true }).fill('x'.repeat(130));
    await page.getByLabel(words.editor.ingredients, { exact: true }).fill('2 uien\nmaanstof');
    await expect(
      page.getByRole('region', { name: words.editor.preview.title }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectNoSeriousViolations(page);
    await page.getByLabel(words.editor.name, { exact: true }).fill('Axe');
    await expectSaved(page);
    // A new collection, with its recipe picker loaded and a name too long.
    await page.goto(`/${locale}/account/creator/collections/new`);
    await page
      .getByRole('group', { name: words.editor.language.en })
      .getByLabel(words.collectionEditor.name)
      .fill('x'.repeat(130));
    await expect(page.getByRole('list', { name: words.collectionEditor.addTitle })).toBeVisible();
    await expectNoSeriousViolations(page);
    // The profile as it is, then with a social link being added and a colour that warns: the
    // theme preview then shows that low contrast on purpose (the warning beside it names it),
    // so it alone is left out of that second look.
    await page.goto(`/${locale}/account/creator/profile`);
    await expect(page.locator('[data-contrast="ok"]')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: words.profile.addSocial }).click();
    await page.getByLabel(words.profile.primary).fill('#777777');
    await expect(page.locator('[data-contrast="low"]')).toBeVisible();
    await expectNoSeriousViolations(page, { exclude: '[data-theme-preview]' });
    await context.close();
  });
}
