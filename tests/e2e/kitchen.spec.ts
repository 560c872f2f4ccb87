import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { hydrated, openHydrated } from './hydration';

/**
 * In the kitchen (issue 28): step timers in Chromium. The page's clock is Playwright's, so ten
 * minutes pass in a moment; notifications are allowed for the site and each one the page shows
 * is noted as it is created.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;

/** Notes each system notification the page creates (it is still created). */
async function noteNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const seen: string[] = [];
    Object.assign(window, { __notifications: seen });
    class Noted extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        seen.push(`${title}: ${options?.body ?? ''}`);
      }
    }
    Object.defineProperty(window, 'Notification', { value: Noted, configurable: true });
  });
}
const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: string[] }).__notifications);

const tray = (page: Page, name = 'Timers') => page.getByRole('region', { name });

/** The seconds each timer in the tray has left, soonest first, once there are `count`. */
async function secondsLeft(page: Page, count: number): Promise<number[]> {
  const clocks = tray(page).getByRole('timer');
  await expect(clocks).toHaveCount(count);
  return (await clocks.allTextContents()).map((text) => {
    const [m, s] = text.replace(' left', '').split(':').map(Number);
    return m! * 60 + s!;
  });
}

test('two step timers run across a reload, show in the title, and both ring', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: `http://localhost:${PORT}` });
  await noteNotifications(page);
  await page.clock.install();
  await openHydrated(page, '/en/recipes/spaghetti-carbonara');

  // 'a minute' and '8–10 minutes' are timers; '1 minute less than the packet says' is not.
  const steps = page.getByRole('list', { name: 'Preparation' });
  await page.getByRole('switch', { name: 'Cook mode' }).click();
  await expect(steps.getByRole('button', { name: /^Start a timer/ })).toHaveCount(2);
  await steps.getByRole('button', { name: 'Start a timer: 8–10 minutes' }).click();
  await steps.getByRole('button', { name: 'Start a timer: a minute' }).click();
  await expect(tray(page)).toContainText('Step 3 · 8–10 minutes');
  await expect(tray(page)).toContainText('Step 5 · a minute');
  // Cook mode with two timers running reads well (light here; dark in theme.spec.ts).
  await expectNoSeriousViolations(page);
  // Soonest first. The page's clock runs on between two looks, so a second may have gone.
  let [minute, eight] = await secondsLeft(page, 2);
  expect(minute).toBeGreaterThan(50);
  expect(minute).toBeLessThanOrEqual(60);
  expect(eight! - minute!).toBeGreaterThanOrEqual(419);

  await page.clock.fastForward('00:30');
  [minute] = await secondsLeft(page, 2);
  expect(minute).toBeLessThanOrEqual(30);
  await expect(page).toHaveTitle(/^⏱ 0:[0-3]\d · /);

  // A reload keeps both: they count to the end times they were given.
  await page.reload();
  await hydrated(page);
  [minute, eight] = await secondsLeft(page, 2);
  expect(minute).toBeLessThanOrEqual(30);
  expect(eight! - minute!).toBeGreaterThanOrEqual(419);
  expect(eight! - minute!).toBeLessThanOrEqual(420);

  await page.clock.fastForward('00:31');
  await expect(tray(page).getByText("Time's up", { exact: true })).toHaveCount(1);
  await expect(
    page.getByRole('status').filter({ hasText: "Time's up: Step 5 · a minute" }),
  ).toHaveCount(1);
  await expect(page).toHaveTitle(/^⏰ Time's up · /);

  await page.clock.fastForward('07:30');
  await expect(tray(page).getByText("Time's up", { exact: true })).toHaveCount(2);
  expect(await notifications(page)).toEqual([
    expect.stringMatching(/^Time's up: Step 5 · a minute · Classic Roman spaghetti carbonara/),
    expect.stringMatching(/^Time's up: Step 3 · 8–10 minutes · Classic Roman spaghetti carbonara/),
  ]);

  await tray(page).getByRole('button', { name: 'Dismiss the timer Step 5 · a minute' }).click();
  await tray(page).getByRole('button', { name: 'Dismiss the timer Step 3 · 8–10 minutes' }).click();
  await expect(tray(page)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^(⏱|⏰)/);
});

test('a creator site in Dutch: a timer starts, counts and stops', async ({ page }) => {
  await page.clock.install();
  await openHydrated(page, `${CREATOR}/nl/recipes/spaghetti-carbonara`);
  await page.getByRole('button', { name: 'Start een timer: 8–10 minuten' }).click();
  await expect(tray(page).getByRole('timer')).toHaveText(/^nog (8:00|7:5\d)$/);
  await page.clock.fastForward('02:00');
  await expect(tray(page).getByRole('timer')).toHaveText(/^nog (6:00|5:[45]\d)$/);
  await expectNoSeriousViolations(page);
  await tray(page).getByRole('button', { name: 'Stop de timer Stap 3 · 8–10 minuten' }).click();
  await expect(tray(page)).toHaveCount(0);
});

test('an English reader switches to US measures: amounts and oven temperatures, kept across pages', async ({
  page,
}) => {
  await openHydrated(page, '/en/recipes/roasted-butternut-squash-soup');
  const ingredients = page.getByRole('list', { name: 'Ingredients' });
  const units = page.getByRole('group', { name: 'Units' });
  await expect(units.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await expect(ingredients).toContainText('1 l vegetable stock');
  await units.getByText('US', { exact: true }).click();
  await expect(units.getByRole('radio', { name: 'US' })).toBeChecked();
  await expect(ingredients).toContainText('4 cups vegetable stock');
  await expect(ingredients).toContainText('1 butternut squash (about 2¼ lb), cubed');
  await expect(ingredients).toContainText('2 tbsp olive oil');
  const preparation = page.getByRole('list', { name: 'Preparation' });
  await expect(preparation).toContainText('Preheat the oven to 400 °F (350 °F fan).');

  // The choice is the visitor's, kept in a cookie: another recipe opens in US measures.
  await openHydrated(page, '/en/recipes/spaghetti-carbonara');
  await expect(page.getByRole('list', { name: 'Ingredients' })).toContainText('14 oz spaghetti');
  // A Dutch page is in metric whatever the choice.
  await openHydrated(page, '/nl/recipes/spaghetti-carbonara');
  await expect(page.getByRole('list', { name: 'Ingrediënten' })).toContainText('400 g spaghetti');
  await expect(page.getByRole('radio')).toHaveCount(0);
});
