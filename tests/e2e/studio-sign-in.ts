import type { Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import type { MailCatcher } from '../support/smtp';
import { expect } from './accounts-fixtures';

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
