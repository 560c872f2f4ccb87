import type { Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import type { MailCatcher } from '../support/smtp';
import { expect } from './accounts-fixtures';

/** A seeded creator: a member (owner) of ovenfresh. */
export const CREATOR_EMAIL = 'lotte.ovenfresh@example.com';

/** Signs the creator in with the code the real mail catcher caught; ends on the account page. */
export async function signInAsCreator(page: Page, mail: MailCatcher, email = CREATOR_EMAIL) {
  const t = en.Auth;
  const before = mail.messagesTo(email).length;
  await page.goto('/en/account/signin');
  await page.getByLabel(t.signIn.emailLabel).fill(email);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/account\/verify\//);
  const code = mail.codeIn(await mail.waitForMail(email, before + 1))!;
  await page
    .getByRole('textbox', { name: t.verify.digitLabel.replace('{index}', '1'), exact: true })
    .click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/en\/account$/);
}
