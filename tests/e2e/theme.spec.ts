import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, expectNoSeriousViolationsAtBothWidths } from './axe';
import { hydrated, openHydrated } from './hydration';

/**
 * Dark mode (issue 28): the site follows the system's setting, the switch overrides it and is
 * remembered in a cookie, the right theme is there before anything paints, and text keeps its
 * contrast in both themes, on the main site and on a creator's site in its own colours.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;

/** The page's background colour as the browser computed it. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor || '');
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const DARK = 'rgb(18, 18, 18)';
const LIGHT = 'rgb(255, 255, 255)';

/**
 * Notes the theme the page had when its <body> was first parsed, before any of it could paint:
 * set by the script in <head>, not after hydration.
 */
async function noteFirstTheme(page: Page) {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.body) return;
      seen.disconnect();
      Object.assign(window, {
        __firstTheme: {
          attribute: document.documentElement.dataset.theme ?? null,
          background: getComputedStyle(document.documentElement).backgroundColor,
        },
      });
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}
const firstTheme = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __firstTheme: { attribute: string | null; background: string } })
        .__firstTheme,
  );

test('the site follows the system, the switch overrides it without a flash, and is remembered', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await noteFirstTheme(page);
  await openHydrated(page, '/en');
  expect(await pageBackground(page)).toBe(DARK);
  expect(await firstTheme(page)).toEqual({ attribute: null, background: DARK });

  const theme = page.getByRole('contentinfo').getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('button', { name: 'System' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await theme.getByRole('button', { name: 'Light' }).click();
  await expect(theme.getByRole('button', { name: 'Light' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await pageBackground(page)).toBe(LIGHT);
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie?.value).toBe('light');
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // The next page, a Dutch one, is light from its first paint, though the system is dark.
  await openHydrated(page, '/nl/recipes/spaghetti-carbonara');
  expect(await firstTheme(page)).toEqual({ attribute: 'light', background: LIGHT });

  // And dark, on a light system.
  await page.emulateMedia({ colorScheme: 'light' });
  const nlTheme = page.getByRole('contentinfo').getByRole('group', { name: 'Thema' });
  await nlTheme.getByRole('button', { name: 'Donker' }).click();
  expect(await pageBackground(page)).toBe(DARK);
  await page.reload();
  await hydrated(page);
  expect(await firstTheme(page)).toEqual({ attribute: 'dark', background: DARK });
  await expectNoSeriousViolations(page);

  // 'System' forgets the choice.
  await nlTheme.getByRole('button', { name: 'Systeem' }).click();
  expect(await pageBackground(page)).toBe(LIGHT);
  expect((await context.cookies()).some((c) => c.name === 'theme')).toBe(false);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
});

test('the menu holds the switch on a phone, and the pages read well in dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openHydrated(page, '/en/recipes');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('group', { name: 'Theme' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expectNoSeriousViolationsAtBothWidths(page);
});

test("a creator's site in dark keeps its colours legible, in cook mode with a timer", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.clock.install();
  await openHydrated(page, `${CREATOR}/nl/recipes/spaghetti-carbonara`);
  expect(await background(page)).not.toBe(LIGHT);
  // The header is the creator's colour, lifted for the dark page.
  const header = await page
    .getByRole('banner')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(header).not.toBe(DARK);
  await page.getByRole('switch', { name: 'Kookmodus' }).click();
  await page.getByRole('button', { name: 'Start een timer: 8–10 minuten' }).click();
  await expect(page.getByRole('region', { name: 'Timers' }).getByRole('timer')).toBeVisible();
  await expectNoSeriousViolationsAtBothWidths(page);
});
