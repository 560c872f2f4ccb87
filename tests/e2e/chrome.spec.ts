import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { openHydrated } from './hydration';

/**
 * The app chrome (spec §2 "Chrome" and "Dialogs", §9): headers, full-screen menu, language
 * switch, bottom bar, leaving-site dialog, white-label frame and the 404 page.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const EXTERNAL = 'https://example.org/x';

/** Client islands listen only once hydrated. */
const open = openHydrated;

/** Appends a link to the page content, as a screen's own external link would be. */
async function injectLink(page: Page, href: string, attrs: Record<string, string> = {}) {
  await page.evaluate(
    ({ href, attrs }) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'injected-link';
      a.textContent = 'Injected link';
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      (document.getElementById('main-content') ?? document.body).append(a);
    },
    { href, attrs },
  );
  return page.locator('#injected-link');
}

/** Nothing may really leave the machine: example.org answers locally. */
async function stubExternal(context: BrowserContext) {
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ body: 'ok', contentType: 'text/plain' }),
  );
}

const bottomBar = (page: Page, messages: typeof en) =>
  page.getByRole('navigation', { name: messages.Chrome.bottomBar.label });

test.describe('mobile (390×844)', () => {
  test.use({ viewport: MOBILE });

  test('the menu opens from its button and closes with its close button and Escape', async ({
    page,
  }) => {
    await open(page, '/en');
    const button = page.getByRole('button', { name: en.Chrome.openMenu });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.getByRole('dialog', { name: en.Chrome.menu });
    await expect(menu).toBeHidden();
    const controls = await button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();

    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('id', controls!);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Full screen.
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(MOBILE.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(MOBILE.height - 1);
    // Focus moved into the dialog.
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const entries: [string, string][] = [
      [en.Chrome.nav.recipes, '/en/recipes'],
      [en.Chrome.nav.creators, '/en/creators'],
      [en.Chrome.nav.howItWorks, '/en/how-it-works'],
      [en.Chrome.nav.becomeCreator, '/en/account/become-creator'],
      [en.Chrome.nav.faqs, '/en/faqs'],
      [en.Chrome.nav.signUp, '/en/account/signup'],
    ];
    for (const [name, href] of entries) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(menu.getByRole('button', { name: 'Nederlands' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await menu.getByRole('button', { name: en.Chrome.closeMenu }).click();
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('Tab stays inside the open menu', async ({ page }) => {
    await open(page, '/en');
    await page.getByRole('button', { name: en.Chrome.openMenu }).click();
    const menu = page.getByRole('dialog', { name: en.Chrome.menu });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await menu.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }
  });

  test('the language switch keeps the page and sets the locale cookie', async ({
    page,
    context,
  }) => {
    await open(page, '/en/how-it-works');
    await page.getByRole('button', { name: en.Chrome.openMenu }).click();
    await page
      .getByRole('dialog', { name: en.Chrome.menu })
      .getByRole('button', { name: 'Nederlands' })
      .click();
    await expect(page).toHaveURL(/\/nl\/how-it-works$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value)
      .toBe('nl');
  });

  test('the language switch keeps the query string', async ({ page }) => {
    await open(page, '/nl?ref=chrome-test');
    await page.getByRole('button', { name: nl.Chrome.openMenu }).click();
    await page
      .getByRole('dialog', { name: nl.Chrome.menu })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en\?ref=chrome-test$/);
  });

  test('the header shows Sign In and the menu button, not the desktop links', async ({ page }) => {
    await open(page, '/nl');
    await expect(page.getByRole('link', { name: nl.Chrome.nav.signIn })).toHaveAttribute(
      'href',
      '/nl/account/signin',
    );
    await expect(page.getByRole('link', { name: nl.Chrome.desktop.join })).toBeHidden();
    await expect(page.getByRole('link', { name: nl.Chrome.desktop.features })).toBeHidden();
  });

  test('the bottom bar shows on main pages, with icons, labels and the current item', async ({
    page,
  }) => {
    await open(page, '/nl');
    const bar = bottomBar(page, nl);
    await expect(bar).toBeVisible();
    const items: [string, string][] = [
      [nl.Chrome.bottomBar.recipes, '/nl/recipes'],
      [nl.Chrome.bottomBar.favourites, '/nl/favourites'],
      [nl.Chrome.bottomBar.search, '/nl/search'],
      [nl.Chrome.bottomBar.account, '/nl/account'],
    ];
    for (const [name, href] of items) {
      const link = bar.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await expect(bar.locator('[aria-current="page"]')).toHaveCount(0);
    // Pinned to the bottom of the viewport.
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(MOBILE.height);

    // Other main pages keep it, and mark their section as current.
    for (const path of ['/nl/recipes', '/nl/how-it-works', '/nl/faqs', '/nl/creators']) {
      const res = await page.goto(path);
      if (res?.status() !== 200) continue; // a screen not built yet renders the bare 404 page
      await expect(bottomBar(page, nl), path).toBeVisible();
      if (path === '/nl/recipes') {
        await expect(
          bottomBar(page, nl).getByRole('link', { name: nl.Chrome.bottomBar.recipes }),
        ).toHaveAttribute('aria-current', 'page');
      }
    }
  });

  for (const path of [
    '/nl/search',
    '/nl/legal',
    '/nl/legal/privacy-policy',
    '/nl/account/signin',
    '/nl/account/signup',
    '/nl/account/verify/a@b.nl',
  ]) {
    test(`the bottom bar is hidden on ${path}`, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('body')).toBeVisible();
      await expect(bottomBar(page, nl)).toHaveCount(0);
    });
  }

  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await open(page, '/nl');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: nl.Chrome.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('desktop (1280×800)', () => {
  test.use({ viewport: DESKTOP });

  test('the desktop header shows Features, How it works and Join; no bottom bar or menu', async ({
    page,
  }) => {
    await open(page, '/en');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: en.Chrome.homeLink })).toHaveAttribute(
      'href',
      '/en',
    );
    const nav = header.getByRole('navigation', { name: en.Chrome.mainNavigation });
    await expect(nav.getByRole('link', { name: en.Chrome.desktop.features })).toHaveAttribute(
      'href',
      '/en#features',
    );
    await expect(nav.getByRole('link', { name: en.Chrome.desktop.howItWorks })).toHaveAttribute(
      'href',
      '/en/how-it-works',
    );
    await expect(nav.getByRole('link', { name: en.Chrome.desktop.join })).toHaveAttribute(
      'href',
      '/en/account/become-creator',
    );
    await expect(nav.getByRole('button', { name: 'Nederlands' })).toBeVisible();
    await expect(bottomBar(page, en)).toBeHidden();
    await expect(page.getByRole('button', { name: en.Chrome.openMenu })).toBeHidden();
    await expect(page.getByRole('link', { name: en.Chrome.nav.signIn })).toBeHidden();
  });

  test('the footer has the copyright and the information and legal links', async ({ page }) => {
    await open(page, '/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(en.Footer.copyright);
    const links: [string, string][] = [
      [en.Chrome.footer.howItWorks, '/en/how-it-works'],
      [en.Chrome.footer.faqs, '/en/faqs'],
      [en.Chrome.footer.legal, '/en/legal'],
      [en.Chrome.footer.privacyPolicy, '/en/legal/privacy-policy'],
      [en.Chrome.footer.termsOfUse, '/en/legal/terms-of-use'],
      [en.Chrome.footer.cookiePolicy, '/en/legal/cookie-policy'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('the language switch in the header keeps the page', async ({ page }) => {
    await open(page, '/nl');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('leaving-site dialog', () => {
  test.use({ viewport: DESKTOP });

  test('an external link asks first; Stay keeps the visitor here', async ({ page, context }) => {
    await stubExternal(context);
    let popups = 0;
    context.on('page', () => popups++);
    await open(page, '/en');
    const link = await injectLink(page, EXTERNAL);
    await link.click();
    const dialog = page.getByRole('dialog', { name: en.LeavingDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(en.LeavingDialog.body);
    await expect(dialog).toHaveAccessibleDescription(en.LeavingDialog.body);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('button', { name: en.LeavingDialog.stay }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(/\/en$/);
    await page.waitForTimeout(300);
    expect(popups).toBe(0);

    // Escape is Stay too.
    await link.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en$/);
    expect(popups).toBe(0);
  });

  test('Continue opens the link in a new tab and closes the dialog', async ({ page, context }) => {
    await stubExternal(context);
    await open(page, '/nl');
    await injectLink(page, EXTERNAL);
    await page.locator('#injected-link').click();
    const dialog = page.getByRole('dialog', { name: nl.LeavingDialog.title });
    await expect(dialog).toBeVisible();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: nl.LeavingDialog.continue }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(EXTERNAL);
    // noopener: the new tab has no handle on this one.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/nl$/);
  });

  test('mailto, internal and modified clicks do not open the dialog', async ({ page, context }) => {
    await stubExternal(context);
    await open(page, '/nl');
    // Record whether anything stopped the browser's own handling, then stop it here (no mail app).
    await page.evaluate(() => {
      window.addEventListener('click', (event) => {
        const a = (event.target as Element).closest('a');
        if (a?.protocol === 'mailto:') {
          (window as unknown as { mailtoHandled: boolean }).mailtoHandled = !event.defaultPrevented;
          event.preventDefault();
        }
      });
    });
    await injectLink(page, 'mailto:hallo@example.org');
    await page.locator('#injected-link').click();
    expect(
      await page.evaluate(() => (window as unknown as { mailtoHandled: boolean }).mailtoHandled),
    ).toBe(true);
    const dialog = page.getByRole('dialog', { name: nl.LeavingDialog.title });
    await expect(dialog).toBeHidden();

    // A modified click (new tab) is the browser's business.
    await page.evaluate(() => document.getElementById('injected-link')?.remove());
    await injectLink(page, EXTERNAL);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('#injected-link').click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(dialog).toBeHidden();
    await tab.close();

    // An internal link just navigates.
    await page.evaluate(() => document.getElementById('injected-link')?.remove());
    await injectLink(page, '/nl/recipes');
    await page.locator('#injected-link').click();
    await expect(page).toHaveURL(/\/nl\/recipes$/);
    await expect(dialog).toBeHidden();
  });

  test('creator sites have no leaving-site dialog', async ({ page, context }) => {
    await stubExternal(context);
    await open(page, `${CREATOR}/nl`);
    await injectLink(page, EXTERNAL, { target: '_blank' });
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('#injected-link').click(),
    ]);
    expect(popup.url()).toBe(EXTERNAL);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("a creator page's Follow asks first like every external link, then tries the app and opens the web page in a new tab", async ({
    page,
    context,
  }) => {
    // Issue 26: Follow skipped the dialog and replaced the page with the network's.
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ body: 'ok', contentType: 'text/plain' }),
    );
    await open(page, '/en/c/pastapapa');
    const follow = page.getByRole('link', { name: /Follow Pasta Papa/ });
    await follow.click();
    const dialog = page.getByRole('dialog', { name: en.LeavingDialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('www.instagram.com');
    await dialog.getByRole('button', { name: en.LeavingDialog.stay }).click();
    await expect(dialog).toBeHidden();
    await expect(follow).toBeFocused();

    await follow.click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('button', { name: en.LeavingDialog.continue }).click(),
    ]);
    // No app answered the deep link here, so the web page opens, in a tab of its own.
    expect(popup.url()).toMatch(/^https:\/\/www\.instagram\.com\/pastapapa/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/en\/c\/pastapapa$/);
  });
});

test.describe('creator site (white label)', () => {
  test.use({ viewport: MOBILE });

  test("is themed with the creator's colours, title and favicon, without marketplace chrome", async ({
    page,
  }) => {
    await open(page, `${CREATOR}/nl`);
    await expect(page).toHaveTitle('Pasta Papa | Zesty');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('background-color', 'rgb(178, 42, 32)');
    // #B22A20 is dark: white text (contrast 6.5:1).
    await expect(header.getByRole('link', { name: 'Pasta Papa' })).toHaveCSS(
      'color',
      'rgb(255, 255, 255)',
    );
    await expect(header.getByRole('link', { name: 'Pasta Papa' })).toHaveAttribute('href', '/nl');
    const favicon = page.locator('link[rel="icon"]');
    await expect(favicon).toHaveAttribute(
      'href',
      /\/media\/creators\/pastapapa-favicon-[^/]*\.png$/,
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Pasta Papa');
    const credit = footer.getByRole('link', { name: nl.Chrome.poweredBy });
    await expect(credit).toBeVisible();
    expect(await credit.getAttribute('href')).toMatch(/^https?:\/\/[^/]+\/nl$/);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/pastapapa/',
    );

    await expect(page.getByRole('button', { name: nl.Chrome.openMenu })).toHaveCount(0);
    await expect(bottomBar(page, nl)).toHaveCount(0);
    await expect(page.getByRole('link', { name: nl.Chrome.nav.signIn })).toHaveCount(0);
  });

  test('the English creator site is themed the same', async ({ page }) => {
    await open(page, `${CREATOR}/en`);
    await expect(page).toHaveTitle('Pasta Papa | Zesty');
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(178, 42, 32)');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: en.Chrome.poweredBy }),
    ).toBeVisible();
  });
});

test.describe('404 page', () => {
  test.use({ viewport: MOBILE });

  test('unknown paths answer 404 with Oops..., the image and a way home', async ({ page }) => {
    const res = await open(page, '/nl/does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: nl.NotFound.title })).toBeVisible();
    await expect(page.getByText(nl.NotFound.message)).toBeVisible();
    const image = page.getByRole('img', { name: nl.NotFound.imageAlt });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /\/images\/404\.svg/);
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: nl.NotFound.browse }).click();
    await expect(page).toHaveURL(/\/nl$/);
  });

  test('a creator site answers unknown paths with the same 404 page', async ({ page }) => {
    const res = await open(page, `${CREATOR}/en/does-not-exist`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
  });
});
