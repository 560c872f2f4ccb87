import fs from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import type { MailCatcher } from '../support/smtp';
import { E2E_ACCOUNTS } from './accounts-env';
import { expect, test } from './accounts-fixtures';

/**
 * Accounts as people meet them (issue 14), against the production server with a real SMTP server
 * catching the sign-in mail and a real OpenID provider standing in for Google and Facebook: sign
 * up, sign in, the code screen, social sign-in, the login guard, staying signed in, logout — and
 * no token anywhere a page script, a URL or the server's log could show it.
 */
const msgs = { en, nl } as const;
type Locale = keyof typeof msgs;

let counter = 0;
/** A fresh address per journey (the API allows one code per address a minute). */
const freshEmail = (what: string) => `${what}-${Date.now().toString(36)}-${++counter}@example.com`;

const digitBox = (page: Page, locale: Locale, index: number) =>
  page.getByRole('textbox', {
    name: msgs[locale].Auth.verify.digitLabel.replace('{index}', String(index)),
    exact: true,
  });

async function typeCode(page: Page, locale: Locale, code: string) {
  await digitBox(page, locale, 1).click();
  await page.keyboard.type(code);
}

/** Signs in with a code from the mail; ends on the account page. */
async function signInWithCode(page: Page, mail: MailCatcher, email: string, locale: Locale = 'en') {
  const t = msgs[locale].Auth;
  const before = mail.messagesTo(email).length;
  await page.goto(`/${locale}/account/signin`);
  await page.getByLabel(t.signIn.emailLabel).fill(email);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/account/verify/`));
  const code = mail.codeIn(await mail.waitForMail(email, before + 1));
  expect(code).toMatch(/^\d{6}$/);
  await typeCode(page, locale, code!);
  await expect(page).toHaveURL(new RegExp(`/${locale}/account$`));
}

test.describe('sign up and sign in with a code by e-mail', () => {
  for (const locale of ['en', 'nl'] as const) {
    test(`${locale}: sign up → the code from the mail → the account`, async ({ page, mail }) => {
      const t = msgs[locale];
      const email = freshEmail(`signup-${locale}`);
      await page.goto(`/${locale}/account/signup`);
      await page.getByLabel(t.Auth.signUp.nameLabel).fill('Lena Lepel');
      await page.getByLabel(t.Auth.signUp.emailLabel).fill(email);
      await page.getByRole('button', { name: t.Auth.signUp.submit, exact: true }).click();
      await expect(page).toHaveURL(/\/account\/verify\//);
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
        `/${locale}/account/verify/${email}`,
      );

      const message = await mail.waitForMail(email);
      // In the visitor's language, with a link to this screen on this origin.
      expect(message.subject).toMatch(locale === 'en' ? /sign-in code/ : /inlogcode/);
      expect(message.text).toContain(
        `http://localhost:${process.env.E2E_PORT ?? 3100}/${locale}/account/verify/${encodeURIComponent(email)}`,
      );
      await typeCode(page, locale, mail.codeIn(message)!);

      await expect(page).toHaveURL(`/${locale}/account`);
      await expect(page.getByText('Lena Lepel')).toBeVisible();
      await expect(page.getByText('@lenalepel')).toBeVisible();
    });
  }

  test('en: signed in, the desktop header shows the person: Favourites and the avatar in Join’s place @critical', async ({
    page,
    mail,
  }) => {
    // Issue 26: at 1280 px the header kept offering Join and had no way to the account.
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = freshEmail('desktop-header');
    await page.goto('/en/account/signup');
    await page.getByLabel(en.Auth.signUp.nameLabel).fill('Dirk Desk');
    await page.getByLabel(en.Auth.signUp.emailLabel).fill(email);
    await page.getByRole('button', { name: en.Auth.signUp.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/account\/verify\//);
    await typeCode(page, 'en', mail.codeIn(await mail.waitForMail(email))!);
    await expect(page).toHaveURL('/en/account');

    await page.goto('/en/creators');
    const nav = page.getByRole('navigation', { name: en.Chrome.mainNavigation });
    const avatar = nav.getByRole('link', { name: en.Chrome.openAccount });
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveText('DD');
    await expect(nav.getByRole('link', { name: en.Chrome.nav.favourites })).toBeVisible();
    await expect(nav.getByRole('link', { name: en.Chrome.desktop.join })).toHaveCount(0);
    // Named by its picture, not by a label over the initials on screen (WCAG 2.5.3).
    await expectNoSeriousViolations(page);
    await avatar.click();
    await expect(page).toHaveURL(/\/en\/account$/);
  });

  test('nl: a known user signs in', async ({ page, mail }) => {
    await signInWithCode(page, mail, 'riek.bosman@example.com', 'nl');
    await expect(page.getByText('Riek Bosman')).toBeVisible();
    // A creator manages a profile.
    await expect(page.getByText(nl.Account.manageCreator)).toBeVisible();
  });

  test('en: an unknown e-mail on sign in is answered as a known one; its mail leads to sign up, prefilled', async ({
    page,
    mail,
  }) => {
    // Issue 26: sign-in no longer tells whether an account exists; the mailbox is told instead.
    const email = freshEmail('unknown');
    await page.goto('/en/account/signin');
    await page.getByLabel(en.Auth.signIn.emailLabel).fill(email);
    await page.getByRole('button', { name: en.Auth.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/account\/verify\//);
    const note = await mail.waitForMail(email);
    expect(mail.codeIn(note)).toBeUndefined();
    const signUp = /https?:\/\/\S+\/en\/account\/signup\?e=\S+/.exec(note.text)?.[0];
    expect(signUp).toBeDefined();
    await page.goto(signUp!);
    await expect(page.getByLabel(en.Auth.signUp.emailLabel)).toHaveValue(email);
    await page.getByLabel(en.Auth.signUp.nameLabel).fill('Nora Nieuw');
    await page.getByRole('button', { name: en.Auth.signUp.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/account\/verify\//);
    await typeCode(page, 'en', mail.codeIn(await mail.waitForMail(email, 2))!);
    await expect(page).toHaveURL('/en/account');
    await expect(page.getByText('Nora Nieuw')).toBeVisible();
  });

  test('en: an e-mail that is no e-mail address is refused with the spec’s text', async ({
    page,
  }) => {
    await page.goto('/en/account/signin');
    await page.getByLabel(en.Auth.signIn.emailLabel).fill('not-an-address');
    await page.getByRole('button', { name: en.Auth.signIn.submit, exact: true }).click();
    await expect(page.getByText(en.Auth.validation.email)).toBeVisible();
    await expect(page).toHaveURL('/en/account/signin');
  });

  test('en: a wrong code says so and clears the boxes; the right one then signs in', async ({
    page,
    mail,
  }) => {
    const email = freshEmail('wrong');
    await page.goto('/en/account/signup');
    await page.getByLabel(en.Auth.signUp.nameLabel).fill('Wim Fout');
    await page.getByLabel(en.Auth.signUp.emailLabel).fill(email);
    await page.getByRole('button', { name: en.Auth.signUp.submit, exact: true }).click();
    const code = mail.codeIn(await mail.waitForMail(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, 'en', wrong);
    await expect(
      page.getByRole('alert').filter({ hasText: en.Auth.messages.invalidOtp }),
    ).toBeVisible();
    for (let i = 1; i <= 6; i++) await expect(digitBox(page, 'en', i)).toHaveValue('');
    await expect(digitBox(page, 'en', 1)).toBeFocused();
    await typeCode(page, 'en', code);
    await expect(page).toHaveURL('/en/account');
  });

  test('nl: pasting the code fills the boxes and signs in', async ({ page, mail, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = freshEmail('paste');
    await page.goto('/nl/account/signup');
    await page.getByLabel(nl.Auth.signUp.nameLabel).fill('Pim Plak');
    await page.getByLabel(nl.Auth.signUp.emailLabel).fill(email);
    await page.getByRole('button', { name: nl.Auth.signUp.submit, exact: true }).click();
    const code = mail.codeIn(await mail.waitForMail(email))!;
    await digitBox(page, 'nl', 1).click();
    // As the mail shows it: with spaces around.
    await page.evaluate((text) => navigator.clipboard.writeText(text), `  ${code}\n`);
    await page.keyboard.press('ControlOrMeta+V');
    for (let i = 1; i <= 6; i++) await expect(digitBox(page, 'nl', i)).toHaveValue(code[i - 1]!);
    await expect(page).toHaveURL('/nl/account');
  });

  test('en: the link in the mail opens the code screen; resend waits 60 s, then sends a new code', async ({
    page,
    mail,
  }) => {
    // The mail's link on its own (as from a mail app); the address has had no code this minute.
    const email = 'jess.whitworth@example.com';
    await page.clock.install();
    await page.goto(`/en/account/verify/${encodeURIComponent(email)}`);
    await expect(page.getByText(email)).toBeVisible();
    const resend = page.getByRole('button', { name: /^Resend code/ });
    await expect(resend).toHaveText(en.Auth.verify.resendIn.replace('{seconds}', '60'));
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    // Focusable but unavailable during the countdown: Enter does nothing.
    await resend.focus();
    await page.keyboard.press('Enter');
    expect(mail.messagesTo(email)).toHaveLength(0);

    await page.clock.fastForward(30_000);
    await expect(resend).toHaveText(en.Auth.verify.resendIn.replace('{seconds}', '30'));
    await page.clock.fastForward(30_000);
    await expect(resend).toHaveText(en.Auth.verify.resend);
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: en.Auth.verify.resent })).toBeVisible();
    const message = await mail.waitForMail(email);
    await expect(resend).toHaveText(en.Auth.verify.resendIn.replace('{seconds}', '60'));

    // The mail's own link leads here too.
    const link = /https?:\/\/\S+\/account\/verify\/\S+/.exec(message.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { name: en.Auth.verify.heading })).toBeVisible();
    await typeCode(page, 'en', mail.codeIn(message)!);
    await expect(page).toHaveURL('/en/account');
  });
});

test.describe('social sign-in', () => {
  for (const [provider, sub, name, locale] of [
    ['Google', 'google-new', 'Gina Google', 'en'],
    ['Facebook', 'facebook-new', 'Femke Facebook', 'nl'],
  ] as const) {
    test(`${locale}: ${provider} signs in at the provider and lands on the account`, async ({
      page,
      oidc,
    }) => {
      const t = msgs[locale].Auth.social;
      await page.goto(`/${locale}/account/signin`);
      await page.getByRole('link', { name: provider === 'Google' ? t.google : t.facebook }).click();
      // The provider's own page.
      await expect(page).toHaveURL(new RegExp(`^${oidc.issuer}/interaction/`));
      await page.getByLabel('Account').fill(sub);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(`/${locale}/account`);
      await expect(page.getByText(name)).toBeVisible();
      // The login token came in the fragment and left no trace in the history.
      await page.goBack();
      await expect(page).not.toHaveURL(/#token=/);
    });
  }

  test('en: a landing without a token says so', async ({ page }) => {
    await page.goto('/en/account/social');
    await expect(page.getByText(en.Auth.token.invalid)).toBeVisible();
    // A fresh load (a change of the fragment alone would not load the page again).
    await page.goto('/en');
    await page.goto('/en/account/social#token=' + 'A'.repeat(43));
    await expect(page.getByText(en.Auth.token.expired)).toBeVisible();
    await expect(page).toHaveURL('/en/account/social');
  });
});

test.describe('the login guard', () => {
  test('visitors are sent to sign in; signed-in users away from sign in, sign up and verify', async ({
    page,
    mail,
  }) => {
    for (const path of ['/en/account', '/nl/account/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(
        path.startsWith('/nl') ? '/nl/account/signin' : '/en/account/signin',
      );
    }
    await signInWithCode(page, mail, 'marco@example.com');
    for (const path of [
      '/en/account/signin',
      '/nl/account/signup',
      '/en/account/verify/marco%40example.com',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path.startsWith('/nl') ? '/nl/account' : '/en/account');
    }
    await page.goto('/en/account/settings');
    await expect(page.getByText(en.Account.settingsPage.placeholder)).toBeVisible();
  });

  test('personal pages are never stored or shared', async ({ page, mail }) => {
    await signInWithCode(page, mail, 'sanne@example.com');
    const res = await page.request.get('/en/account');
    expect(res.headers()['cache-control']).toMatch(/private|no-store/);
    expect(res.headers()['cache-control']).not.toMatch(/public|s-maxage/);
  });
});

test.describe('search history', () => {
  test('a signed-in user’s searches come back on the search page, newest first; visitors have none', async ({
    browser,
    page,
    mail,
  }) => {
    await signInWithCode(page, mail, 'anna.vandenheuvel@example.com');
    for (const term of ['lasagne', 'tomatensoep']) {
      await page.goto('/en/search');
      await page.getByRole('searchbox', { name: en.Search.inputLabel }).fill(term);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/en/recipes?s=${term}`);
    }
    await page.goto('/en/search');
    const recent = page.getByRole('region', { name: en.Search.recent });
    await expect(recent.getByRole('link')).toHaveText([/tomatensoep/, /lasagne/]);
    await recent.getByRole('link', { name: /lasagne/ }).click();
    await expect(page).toHaveURL('/en/recipes?s=lasagne');

    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    await other.goto('/en/search');
    await expect(other.getByRole('searchbox', { name: en.Search.inputLabel })).toBeVisible();
    await other.waitForLoadState('networkidle');
    await expect(other.getByRole('region', { name: en.Search.recent })).toHaveCount(0);
    await visitor.close();
  });
});

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    access: cookies.find((c) => c.name === 'zesty_at'),
    refresh: cookies.find((c) => c.name === 'zesty_rt'),
    user: cookies.find((c) => c.name === 'user'),
  };
}

test.describe('staying signed in and signing out', () => {
  test('the session survives a new browser context with only the refresh token left', async ({
    browser,
    page,
    mail,
  }) => {
    await signInWithCode(page, mail, 'priya@example.com');
    const state = await page.context().storageState();
    // A browser restarted after the access token's 15 minutes: only the refresh token is left.
    const later = await browser.newContext({
      storageState: { ...state, cookies: state.cookies.filter((c) => c.name !== 'zesty_at') },
    });
    const again = await later.newPage();
    await again.goto('/en/account');
    await expect(again).toHaveURL('/en/account');
    await expect(again.getByText('Priya Shah')).toBeVisible();
    const rotated = await sessionCookies(later);
    expect(rotated.access?.httpOnly).toBe(true);
    expect(rotated.refresh?.value).not.toBe(
      state.cookies.find((c) => c.name === 'zesty_rt')?.value,
    );
    await later.close();
  });

  test('on start, any page resumes the session: the access token is renewed from the refresh token', async ({
    page,
    mail,
  }) => {
    await signInWithCode(page, mail, 'cook@example.com');
    await page.context().clearCookies({ name: 'zesty_at' });
    const resumed = page.waitForResponse((res) => res.url().endsWith('/api/auth/session'));
    await page.goto('/en/recipes');
    expect((await resumed).status()).toBe(200);
    const after = await sessionCookies(page.context());
    expect(after.access?.httpOnly).toBe(true);
    expect(after.user).toBeDefined();
  });

  test('logout from the account page signs out everywhere in the browser @critical', async ({
    page,
    mail,
  }) => {
    await signInWithCode(page, mail, 'femke.fitfoodie@example.com');
    await page.getByRole('button', { name: en.Account.logout }).click();
    await expect(page).not.toHaveURL(/\/account/);
    const left = await sessionCookies(page.context());
    expect(left).toEqual({ access: undefined, refresh: undefined, user: undefined });
    await page.goto('/en/account');
    await expect(page).toHaveURL('/en/account/signin');
  });
});

test('no token reaches a page script, a requested URL or the server’s log during a whole session', async ({
  page,
  mail,
  oidc,
}) => {
  void oidc;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const seenScripts: string[] = [];
  const email = freshEmail('secrets');

  await page.goto('/en/account/signup');
  await page.getByLabel(en.Auth.signUp.nameLabel).fill('Sam Geheim');
  await page.getByLabel(en.Auth.signUp.emailLabel).fill(email);
  await page.getByRole('button', { name: en.Auth.signUp.submit, exact: true }).click();
  const code = mail.codeIn(await mail.waitForMail(email))!;
  await typeCode(page, 'en', code);
  await expect(page).toHaveURL('/en/account');
  const signedIn = await sessionCookies(page.context());
  seenScripts.push(await page.evaluate(() => document.cookie));
  // Signed-in browsing (the proxy adds the bearer) and a search.
  await page.goto('/en/search?s=pasta');
  await page.goto('/en/account');
  await expect(page.getByText('Sam Geheim')).toBeVisible();
  seenScripts.push(await page.evaluate(() => document.cookie));
  // A refresh (the access cookie gone) and a logout.
  await page.context().clearCookies({ name: 'zesty_at' });
  // The guard sends the page through the refresh, which comes back to it.
  const refreshed = page.waitForResponse((res) => res.url().includes('/api/auth/refresh'));
  await page.goto('/en/account');
  expect((await refreshed).status()).toBe(303);
  await expect(page).toHaveURL('/en/account');
  await expect(page.getByText('Sam Geheim')).toBeVisible();
  const rotated = await sessionCookies(page.context());
  seenScripts.push(await page.evaluate(() => document.cookie));
  await page.getByRole('button', { name: en.Account.logout }).click();
  await expect(page).not.toHaveURL(/\/account/);

  const secrets = [
    code,
    signedIn.access?.value,
    signedIn.refresh?.value,
    rotated.access?.value,
    rotated.refresh?.value,
  ].filter((v): v is string => typeof v === 'string' && v.length > 0);
  expect(secrets.length).toBe(5);
  expect(signedIn.access?.httpOnly && signedIn.refresh?.httpOnly).toBe(true);
  const log = fs.readFileSync(E2E_ACCOUNTS.serverLog, 'utf8');
  for (const secret of secrets) {
    for (const script of seenScripts) expect(script).not.toContain(secret);
    for (const url of requested) expect(decodeURIComponent(url)).not.toContain(secret);
    expect(log.includes(secret), 'a token or code in the server log').toBe(false);
  }
});

test.describe('axe', () => {
  for (const locale of ['en', 'nl'] as const) {
    test(`${locale}: sign in, sign up, verify, the social landing, account and settings`, async ({
      page,
      mail,
    }) => {
      for (const path of [
        'account/signin',
        'account/signup',
        `account/verify/${encodeURIComponent('a@example.com')}`,
        'account/social',
      ]) {
        await page.goto(`/${locale}/${path}`);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      }
      await signInWithCode(
        page,
        mail,
        locale === 'en' ? 'joost.zeebries@example.com' : 'lotte.ovenfresh@example.com',
        locale,
      );
      for (const path of ['account', 'account/settings']) {
        await page.goto(`/${locale}/${path}`);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      }
    });
  }
});
