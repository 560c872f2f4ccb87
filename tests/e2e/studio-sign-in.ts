import type { Browser, BrowserContext, Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import type { MailCatcher } from '../support/smtp';
import { expect, test } from './accounts-fixtures';

/** A seeded creator: a member (owner) of ovenfresh. */
export const CREATOR_EMAIL = 'lotte.ovenfresh@example.com';

/**
 * Signs the creator in with the code the real mail catcher caught; ends on the account page. An
 * address that had a code less than a minute ago (another spec's sign-in) is told to wait, as a
 * person would be: the helper waits the seconds the page names and asks again.
 */
export async function signInAsCreator(page: Page, mail: MailCatcher, email = CREATOR_EMAIL) {
  const t = en.Auth;
  const before = mail.messagesTo(email).length;
  await page.goto('/en/account/signin');
  await page.getByLabel(t.signIn.emailLabel).fill(email);
  const submit = page.getByRole('button', { name: t.signIn.submit, exact: true });
  const wait = page.getByRole('alert').filter({ hasText: /Please try again in \d+ seconds?\./ });
  for (let attempt = 0; ; attempt++) {
    await submit.click();
    const outcome = await Promise.race([
      page
        .waitForURL(/\/en\/account\/verify\//)
        .then(() => 'sent' as const)
        .catch(() => 'neither' as const),
      wait
        .waitFor()
        .then(() => 'wait' as const)
        .catch(() => 'neither' as const),
    ]);
    if (outcome !== 'wait' || attempt === 1) break;
    const seconds = Number((await wait.textContent())?.match(/(\d+) second/)?.[1] ?? 60);
    await page.waitForTimeout((seconds + 1) * 1000);
  }
  await expect(page).toHaveURL(/\/en\/account\/verify\//);
  const code = mail.codeIn(await mail.waitForMail(email, before + 1))!;
  await page
    .getByRole('textbox', { name: t.verify.digitLabel.replace('{index}', '1'), exact: true })
    .click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/en\/account$/);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The sessions signed in so far in this worker, by address: a spec file after another that signed
 * the same user in reuses the session (sign-in codes are limited per address and minute, and
 * per IP and hour, and the whole suite signs in from one address).
 */
const sessions = new Map<string, StorageState>();

/**
 * One sign-in of `email` for a whole spec file (or fewer: see `sessions`), made before its
 * tests: answers `signedIn(browser)`, a new context of that user with a page.
 */
export function signInOncePerFile(email: string) {
  let session: StorageState | undefined;
  test.beforeAll(async ({ browser, mail }) => {
    session = sessions.get(email);
    if (session) return;
    // The wait for a code another spec asked for within the minute is part of the sign-in.
    test.setTimeout(120_000);
    const context = await browser.newContext();
    await signInAsCreator(await context.newPage(), mail, email);
    session = await context.storageState();
    sessions.set(email, session);
    await context.close();
  });
  return async function signedIn(browser: Browser) {
    if (!session)
      throw new Error(`${email} is not signed in: signInOncePerFile's beforeAll did not run`);
    const context = await browser.newContext({ storageState: session });
    return { context, page: await context.newPage() };
  };
}

/**
 * Presses one of the Preview buttons (the studio's or the editor console's) and follows the tab
 * it opens to `url` (the page on that host): the tab, with its Preview bar checked to be there
 * (in the page's language: `texts`).
 */
export async function openPreviewTab(
  page: Page,
  button: string,
  url: string | RegExp,
  texts: { label: string; body: string } = en.Preview,
) {
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const tab = await opened;
  await tab.waitForURL(url);
  const bar = tab.getByRole('complementary', { name: texts.label });
  await expect(bar).toContainText(texts.body);
  return { tab, bar };
}

/**
 * Signs in through the OpenID provider standing in for Google (no mailed code) as one of the
 * provider's accounts (`E2E_ACCOUNTS.socialAccounts`); ends on the account page.
 */
export async function signInWithGoogle(page: Page, oidcIssuer: string, account: string) {
  await page.goto('/en/account/signin');
  await page.getByRole('link', { name: en.Auth.social.google }).click();
  await expect(page).toHaveURL(new RegExp(`^${oidcIssuer}/interaction/`));
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/account$/);
}

/** A studio call from the signed-in page, as the studio's screens make it (/api/proxy). */
export async function studioCall(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/proxy?path=${encodeURIComponent(path)}`, {
        method,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { method, path, body },
  );
}
