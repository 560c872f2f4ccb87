import { expect, test, type Page } from '@playwright/test';

/**
 * The information, legal and site-access pages in both languages: headings, the legal
 * statements of spec §1 and §9, the FAQ accordion by keyboard, SEO links and caching.
 */

type Locale = 'en' | 'nl';

const longDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));

const TEXT = {
  en: {
    howItWorks: 'How it works',
    forCreators: 'For food creators',
    faqs: 'Frequently asked questions',
    legal: 'Legal',
    'privacy-policy': 'Privacy Policy',
    'terms-of-use': 'Terms of Use',
    'cookie-policy': 'Cookie Policy',
    siteAccess: 'Site Access Required',
    granted: /access is granted/i,
    goHome: 'Go to the homepage',
    lastUpdated: 'Last updated: 30 July 2025',
    lastUpdatedOn: (iso: string) => `Last updated: ${longDate('en-GB', iso)}`,
    days: (n: number) => `${n} days`,
  },
  nl: {
    howItWorks: 'Hoe het werkt',
    forCreators: 'Voor foodcreators',
    faqs: 'Veelgestelde vragen',
    legal: 'Juridisch',
    'privacy-policy': 'Privacybeleid',
    'terms-of-use': 'Gebruiksvoorwaarden',
    'cookie-policy': 'Cookiebeleid',
    siteAccess: 'Toegang tot de site vereist',
    granted: /je hebt toegang/i,
    goHome: 'Naar de homepage',
    lastUpdated: 'Laatst bijgewerkt: 30 juli 2025',
    lastUpdatedOn: (iso: string) => `Laatst bijgewerkt: ${longDate('nl-NL', iso)}`,
    days: (n: number) => `${n} dagen`,
  },
} as const;

/** Spec §1 and §9: every statement the legal pages must make, as key phrases per language. */
const STATEMENTS: Record<Locale, Record<string, RegExp>> = {
  en: {
    'minimum age 16': /at least 16 years old/,
    'one account per person': /one account per person/i,
    'free forever': /Zesty is free forever/,
    'recipes remain the creator’s own': /Recipes remain the creator’s own/,
    'anonymous usage statistics only': /anonymous usage statistics only/i,
    'only functional cookies': /uses only functional cookies/i,
    'inactive: reminder after 2 years': /not signed in for 2 years, we send you a reminder/,
    'inactive: deletion 6 months later': /delete (your|the) account 6 months after that reminder/,
    'deleted account kept 30 days': /keep its data for 30 days/,
    'rights requests within 30 days': /answer every rights request within 30 days/,
    'user cookie 120 days': /the user cookie lasts 120 days/,
    'privacy contact': /privacy@zesty\.example/,
  },
  nl: {
    'minimum age 16': /minimaal 16 jaar oud/,
    'one account per person': /[eé]én account per persoon/i,
    'free forever': /Zesty is voor altijd gratis/,
    'recipes remain the creator’s own': /Recepten blijven van de creator/,
    'anonymous usage statistics only': /alleen anonieme gebruiksstatistieken/i,
    'only functional cookies': /gebruikt alleen functionele cookies/i,
    'inactive: reminder after 2 years': /2 jaar niet ingelogd, dan sturen we je een herinnering/,
    'inactive: deletion 6 months later':
      /verwijderen we (je|het) account 6 maanden na die herinnering/,
    'deleted account kept 30 days': /bewaren we de gegevens nog 30 dagen/,
    'rights requests within 30 days': /beantwoorden elk verzoek binnen 30 dagen/,
    'user cookie 120 days': /de gebruikerscookie blijft 120 dagen bewaard/,
    'privacy contact': /privacy@zesty\.example/,
  },
};

/** Spec §3/§9: each cookie the cookie policy lists, with its lifetime in days where fixed. */
const COOKIES: [name: string, days: number | null][] = [
  ['locale', 30],
  ['bookmarks', 30],
  ['orders', 30],
  ['preferredStore', 30],
  ['site_access', 7],
  // The session's HttpOnly cookies (lib/auth/cookies.ts; `__Host-` prefixed on https).
  ['zesty_at', null],
  ['zesty_rt', null],
  ['user', 120],
  // Issue 28: set only when the visitor chooses.
  ['units', 365],
  ['theme', 365],
  // Issue 28: the week menu (a visitor's, or this browser's copy of the account's).
  ['menu', 30],
];

const LEGAL_DOCS = ['privacy-policy', 'terms-of-use', 'cookie-policy'] as const;
const LOCALES: Locale[] = ['en', 'nl'];

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function expectSeoLinks(page: Page, locale: Locale, path: string) {
  const ending = (l: string) => new RegExp(`/${l}${path.replace(/\//g, '\\/')}$`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', ending(locale));
  for (const [hreflang, target] of [
    ['en', 'en'],
    ['nl', 'nl'],
    ['x-default', 'nl'],
  ] as const) {
    await expect(
      page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`),
      `hreflang ${hreflang}`,
    ).toHaveAttribute('href', ending(target));
  }
}

for (const locale of LOCALES) {
  const t = TEXT[locale];

  test.describe(`information pages (${locale})`, () => {
    test('how it works explains the steps for cooks and creators', async ({ page }) => {
      await page.goto(`/${locale}/how-it-works`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(h1(page)).toHaveText(t.howItWorks);
      // The menu's 'Become a creator' entry links to #creators.
      await expect(page.locator('#creators').getByRole('heading', { level: 2 })).toHaveText(
        t.forCreators,
      );
      const steps = page.locator('main ol > li');
      expect(await steps.count()).toBeGreaterThanOrEqual(6);
      for (const store of ['Albert Heijn', 'Jumbo', 'Plus', 'Coop']) {
        await expect(page.locator('main')).toContainText(store);
      }
      await expectSeoLinks(page, locale, '/how-it-works');
    });

    test('the FAQ accordion opens and closes with the keyboard', async ({ page }) => {
      await page.goto(`/${locale}/faqs`);
      await expect(h1(page)).toHaveText(t.faqs);
      const details = page.locator('main details').first();
      const summary = details.locator('summary');
      const answer = details.locator(':scope > div');
      await expect(details).not.toHaveAttribute('open');
      await expect(answer).toBeHidden();

      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();

      await page.keyboard.press('Enter');
      await expect(details).not.toHaveAttribute('open');
      expect(await page.locator('main details').count()).toBeGreaterThanOrEqual(10);
      await expectSeoLinks(page, locale, '/faqs');
    });
  });

  test.describe(`legal pages (${locale})`, () => {
    test('the legal index links to the three documents', async ({ page }) => {
      await page.goto(`/${locale}/legal`);
      await expect(h1(page)).toHaveText(t.legal);
      await expect(page.getByText(t.lastUpdated)).toBeVisible();
      const nav = page.getByRole('navigation', {
        name: locale === 'en' ? 'Legal pages' : "Juridische pagina's",
      });
      for (const slug of LEGAL_DOCS) {
        await expect(nav.getByRole('link', { name: t[slug], exact: true })).toHaveAttribute(
          'href',
          `/${locale}/legal/${slug}`,
        );
      }
      await expectSeoLinks(page, locale, '/legal');
      await nav.getByRole('link', { name: t['cookie-policy'], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/legal/cookie-policy$`));
      await expect(h1(page)).toHaveText(t['cookie-policy']);
    });

    for (const slug of LEGAL_DOCS) {
      test(`${slug} has its title, date and SEO links`, async ({ page }) => {
        await page.goto(`/${locale}/legal/${slug}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(h1(page)).toHaveText(t[slug]);
        // The date its front matter gives (30 July 2025 as brought in, 29 November 2026 for the
        // cookie policy's third version, migration 0020; an editor's publish in
        // tests/e2e/editor.spec.ts dates its page the day it runs), in the locale's long format.
        const time = page.locator('main time');
        const iso = (await time.getAttribute('datetime')) ?? '';
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expect(time).toHaveText(t.lastUpdatedOn(iso));
        if (slug !== 'privacy-policy')
          expect(iso).toBe(slug === 'cookie-policy' ? '2026-11-29' : '2025-07-30');
        await expectSeoLinks(page, locale, `/legal/${slug}`);
      });
    }

    test('together they state everything of spec §1 and §9', async ({ page }) => {
      let text = '';
      for (const slug of LEGAL_DOCS) {
        await page.goto(`/${locale}/legal/${slug}`);
        text += `\n${await page.locator('main').innerText()}`;
      }
      for (const [statement, phrase] of Object.entries(STATEMENTS[locale])) {
        expect(text, statement).toMatch(phrase);
      }
    });

    test('the cookie policy lists every cookie with purpose and lifetime in a table', async ({
      page,
    }) => {
      await page.goto(`/${locale}/legal/cookie-policy`);
      const table = page.getByRole('table');
      await expect(table.locator('caption')).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      for (const [name, days] of COOKIES) {
        const row = table
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(row, name).toHaveCount(1);
        const [purpose, lifetime] = [row.getByRole('cell').nth(0), row.getByRole('cell').nth(1)];
        expect((await purpose.innerText()).length, `${name} purpose`).toBeGreaterThan(20);
        if (days !== null) await expect(lifetime, `${name} lifetime`).toHaveText(t.days(days));
        else await expect(lifetime, `${name} lifetime`).toContainText(t.days(120));
      }
    });

    test('legal pages are served from the full-route cache', async ({ request }) => {
      await request.get(`/${locale}/legal/privacy-policy`);
      const res = await request.get(`/${locale}/legal/privacy-policy`);
      expect(res.status()).toBe(200);
      expect(res.headers()['x-nextjs-cache']).toBe('HIT');
      expect(res.headers()['cache-control']).toContain('s-maxage=');
    });
  });

  test.describe(`site access (${locale})`, () => {
    test('with the gate switched off, access is granted and the page links home', async ({
      page,
    }) => {
      await page.goto(`/${locale}/site-access`);
      await expect(h1(page)).toHaveText(t.siteAccess);
      await expect(page.locator('main')).toContainText(t.granted);
      await expect(page.locator('input[type="password"]')).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectSeoLinks(page, locale, '/site-access');
      await page.getByRole('main').getByRole('link', { name: t.goHome, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  });
}

// test.describe('accessibility') — intentionally left out: @axe-core/playwright is not
// installed here. The axe checks for these pages are added separately.
