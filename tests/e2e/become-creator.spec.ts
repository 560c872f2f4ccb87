import type { Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import nl from '../../messages/nl.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { signInOncePerFile, signInWithGoogle } from './studio-sign-in';
import { msUntilSeen, VISIBLE_WITHIN_MS } from './visible-within';

/**
 * Becoming a creator (issue 25 item 5) in Chromium against the production server, with the real
 * SMTP catcher: a new user (through the OpenID provider standing in for Google) finds 'Become a creator' on the account page, applies
 * (the subdomain checked as typed: reserved, invalid and taken names refused with the reason);
 * the editor approves with a message, which is mailed in the applicant's language; the applicant
 * sees the studio with its onboarding; the editor switches the site on and its subdomain serves
 * the creator's (empty) home in the creator's colours within 2 s, and off again.
 */
const B = en.BecomeCreator;
const A = en.Editor.applications;
const S = en.Editor.sites;
const PORT = Number(process.env.E2E_PORT ?? 3100);

test.describe.configure({ mode: 'serial' });

const editorSignedIn = signInOncePerFile('editor@example.com');

const stamp = Date.now().toString(36);
const SLUG = `ninakookt${stamp}`;
const NAME = `Nina Kookt ${stamp}`;
/** The applicant: the OpenID provider's account 'applicant-new' (tests/e2e/accounts-env.ts). */
const EMAIL = 'nina.nieuw@example.com';
const SITE = `http://${SLUG}.localhost:${PORT}`;

const subdomainBox = (page: Page) => page.getByRole('textbox', { name: B.slug });
const issueFor = (page: Page, text: string) => page.getByText(text, { exact: true });

test('a visitor applies to become a creator, the editor approves, and switches the site on and off', async ({
  browser,
  mail,
  oidc,
}) => {
  test.setTimeout(180_000);
  const applicant = await (await browser.newContext()).newPage();

  // A new user (signed up through the Google stand-in), then 'Become a creator' on the account.
  await signInWithGoogle(applicant, oidc.issuer, 'applicant-new');
  await applicant.getByRole('link', { name: en.Account.becomeCreator }).click();
  await expect(applicant).toHaveURL(/\/en\/account\/become-creator$/);
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(B.title);

  // The subdomain as typed: each refusal says why; a free name says so.
  const box = subdomainBox(applicant);
  for (const [typed, text] of [
    ['www', B.issues.reserved],
    ['api', B.issues.reserved],
    ['a--b', B.issues.hyphens],
    ['ab', B.issues.tooShort],
    ['x'.repeat(64), B.issues.tooLong],
    ['Nina', B.issues.uppercase.replace('{suggestion}', 'nina')],
    ['nina🍝', B.issues.characters],
    ['pastapapa', B.issues.taken.replace('{address}', `pastapapa.localhost:${PORT}`)],
  ] as const) {
    await box.fill(typed);
    await expect(issueFor(applicant, text)).toBeVisible();
  }
  await box.fill(SLUG);
  await expect(
    applicant
      .getByRole('status')
      .filter({ hasText: B.available.replace('{address}', `${SLUG}.localhost:${PORT}`) }),
  ).toBeVisible();

  // The rest of the form; a link that is none is refused before anything is sent.
  await applicant.getByRole('textbox', { name: B.name }).fill(NAME);
  await applicant.getByRole('textbox', { name: B.workUrl }).fill('my instagram');
  await applicant.getByLabel(B.language).selectOption('nl');
  await applicant.getByRole('button', { name: B.submit }).click();
  await expect(issueFor(applicant, B.workUrlInvalid)).toBeVisible();
  await applicant.getByRole('textbox', { name: B.workUrl }).fill('https://instagram.com/ninakookt');
  await applicant.getByRole('button', { name: B.submit }).click();
  await expect(applicant.getByRole('heading', { name: B.pendingTitle })).toBeVisible();
  await applicant.reload();
  await expect(applicant.getByRole('heading', { name: B.pendingTitle })).toBeVisible();

  // The editor: the application in the console, approved with a message.
  const editor = await editorSignedIn(browser);
  await editor.page.goto('/en/account/editor');
  const applications = editor.page.getByRole('region', { name: A.title });
  const item = applications.getByRole('listitem').filter({ hasText: NAME });
  await expect(item).toContainText(EMAIL);
  await expect(item).toContainText(`${SLUG}.localhost:${PORT}`);
  await item.getByRole('textbox').fill('Welkom bij Zesty! Begin met je profiel.');
  const mailsBefore = mail.messagesTo(EMAIL).length;
  await item.getByRole('button', { name: A.approveNamed.replace('{name}', NAME) }).click();
  await expect(editor.page.getByText(A.approvedToast.replace('{name}', NAME))).toBeVisible();
  const sent = await mail.waitForMail(EMAIL, mailsBefore + 1);
  expect(sent.subject).toBe(`${NAME} is nu maker op Zesty`);
  expect(sent.text).toContain('Welkom bij Zesty! Begin met je profiel.');
  expect(sent.text).toContain(`/nl/account/creator`);

  // The applicant: approved, and the studio with its onboarding; the site is not live yet.
  // The application page now says they are a creator, with the way to the studio; no form.
  await applicant.reload();
  await expect(applicant.getByText(B.alreadyCreator.replace('{name}', NAME))).toBeVisible();
  await expect(applicant.getByRole('textbox', { name: B.slug })).toHaveCount(0);
  await applicant.getByRole('link', { name: B.openStudio }).click();
  await expect(applicant).toHaveURL(/\/en\/account\/creator$/);
  await expect(applicant.getByRole('heading', { name: en.Studio.onboarding.title })).toBeVisible();
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`${SITE}/en`))?.status()).toBe(404);
  // The console is the editors': a creator is refused, a visitor is sent to sign in.
  await applicant.goto('/en/account/editor');
  await expect(
    applicant.getByRole('alert').filter({ hasText: en.Editor.notAllowed }),
  ).toBeVisible();
  await expect(applicant.getByRole('region', { name: A.title })).toHaveCount(0);
  await visitor.goto('/en/account/editor');
  await expect(visitor).toHaveURL(/\/en\/account\/signin$/);

  // Switched on: the subdomain serves the creator's home, in its colours, within 2 s.
  const sites = editor.page.getByRole('region', { name: S.title });
  const site = sites.getByRole('listitem').filter({ hasText: NAME });
  await expect(site).toContainText(S.off);
  await site.getByRole('button', { name: S.switchOnNamed.replace('{name}', NAME) }).click();
  const on = Date.now();
  await expect(editor.page.getByText(S.onToast.replace('{name}', NAME))).toBeVisible();
  // The visitor's browser asks for the page from the subdomain (its answer, not the time a
  // two-core machine then takes to render the old page, is what is timed), then opens it.
  await visitor.goto(`${SITE}/en`);
  const answer = () =>
    visitor.evaluate(async () => (await fetch('/en', { cache: 'no-store' })).status);
  const shown = await msUntilSeen(async () => (await answer()) === 200, { since: on });
  expect(shown, `ms until the site answered: ${shown}`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  expect((await visitor.goto(`${SITE}/en`))?.status()).toBe(200);
  const header = visitor.getByRole('banner');
  await expect(header).toContainText(NAME);
  // The creator's primary colour (the default a new creator starts with) behind its header.
  await expect(header).toHaveCSS('background-color', 'rgb(33, 33, 33)');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(NAME);

  // And off again: the subdomain answers 404 within 2 s.
  await site.getByRole('button', { name: S.switchOffNamed.replace('{name}', NAME) }).click();
  const off = Date.now();
  const gone = await msUntilSeen(async () => (await answer()) === 404, { since: off });
  expect((await visitor.goto(`${SITE}/en`))?.status()).toBe(404);
  expect(gone, `ms until the site was gone: ${gone}`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  await editor.context.close();
});

// The console (with its applications and sites) is checked in both languages in editor.spec.ts.
test('the application page passes axe', async ({ browser }) => {
  const editor = await editorSignedIn(browser);
  await editor.page.goto('/nl/account/become-creator');
  await expect(editor.page.getByRole('heading', { level: 1 })).toHaveText(nl.BecomeCreator.title);
  await expectNoSeriousViolations(editor.page);
  await editor.context.close();
});
