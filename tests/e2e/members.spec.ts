import en from '../../messages/en.json' with { type: 'json' };
import { expectNoSeriousViolations } from './axe';
import { expect, test } from './accounts-fixtures';
import { signInOncePerFile } from './studio-sign-in';

/**
 * A creator's members (issue 25 item 6) in Chromium against the production server, with the real
 * SMTP catcher: the owner of Oma's Keuken invites a new user by e-mail; the mailed link, opened
 * signed in with that address, accepts the invitation and opens the studio, where the new editor
 * sees the members but cannot manage them; another signed-in user cannot accept it; the owner
 * removes the editor, whose studio is then closed.
 */
const M = en.Studio.members;
const I = en.Invitation;
const OWNER = 'riek.bosman@example.com';
const CREATOR = "Oma's Keuken";

test.describe.configure({ mode: 'serial' });

const ownerSignedIn = signInOncePerFile(OWNER);

test('the owner invites by e-mail, the invited user accepts from the mail, the owner removes them', async ({
  browser,
  mail,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const invitee = { name: `Ina Uitgenodigd ${stamp}`, email: `ina-${stamp}@example.com` };
  const other = { name: `Otto Ander ${stamp}`, email: `otto-${stamp}@example.com` };

  // Both sign up (the invitee first), so each has an account to sign in with.
  const signedUp = async (who: { name: string; email: string }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/en/account/signup');
    await page.getByLabel(en.Auth.signUp.nameLabel).fill(who.name);
    await page.getByLabel(en.Auth.signUp.emailLabel).fill(who.email);
    await page.getByRole('button', { name: en.Auth.signUp.submit, exact: true }).click();
    const code = mail.codeIn(await mail.waitForMail(who.email))!;
    await page
      .getByRole('textbox', {
        name: en.Auth.verify.digitLabel.replace('{index}', '1'),
        exact: true,
      })
      .click();
    await page.keyboard.type(code);
    await expect(page).toHaveURL(/\/en\/account$/);
    return page;
  };
  const ina = await signedUp(invitee);
  const otto = await signedUp(other);

  // The owner's studio: the members, and an invitation by e-mail.
  const owner = await ownerSignedIn(browser);
  await owner.page.goto('/en/account/creator');
  const section = owner.page.getByRole('region', { name: M.title });
  await expect(section.getByRole('listitem').filter({ hasText: OWNER })).toContainText(
    M.roles.owner,
  );
  await section.getByRole('textbox', { name: M.email }).fill('not an address');
  await section.getByRole('button', { name: M.invite }).click();
  await expect(section.getByText(M.emailInvalid)).toBeVisible();
  await section.getByRole('textbox', { name: M.email }).fill(invitee.email);
  await section.getByRole('button', { name: M.invite }).click();
  await expect(owner.page.getByText(M.invited.replace('{email}', invitee.email))).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: invitee.email })).toContainText(
    M.open,
  );
  await expectNoSeriousViolations(owner.page);

  // The mail's link: another user cannot accept it; the invited user can.
  const sent = await mail.waitForMail(invitee.email, 2);
  expect(sent.subject).toBe(`You are invited to work on ${CREATOR} on Zesty`);
  const link = /http:\/\/localhost:\d+(\/en\/account\/invitations\/[0-9a-f]{64})/.exec(sent.text)!;
  await otto.goto(link[1]!);
  await expect(otto.getByText(I.notForYou.replace('{email}', invitee.email))).toBeVisible();
  await expect(otto.getByRole('button', { name: I.accept })).toHaveCount(0);
  await ina.goto(link[1]!);
  await ina.getByRole('button', { name: I.accept }).click();
  await expect(
    ina.getByRole('status').filter({ hasText: I.accepted.replace('{creator}', CREATOR) }),
  ).toBeVisible();
  await ina.getByRole('link', { name: I.openStudio }).click();
  await expect(ina).toHaveURL(/\/en\/account\/creator$/);
  // A member sees who works on it, but cannot manage members.
  const theirs = ina.getByRole('region', { name: M.title });
  await expect(theirs.getByRole('listitem').filter({ hasText: invitee.email })).toContainText(
    M.roles.editor,
  );
  await expect(theirs.getByText(M.ownersOnly)).toBeVisible();
  await expect(theirs.getByRole('textbox', { name: M.email })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: M.remove })).toHaveCount(0);
  // The link is used.
  await ina.goto(link[1]!);
  await expect(ina.getByText(I.used)).toBeVisible();

  // The owner removes the editor; their studio is closed.
  await owner.page.reload();
  await section
    .getByRole('button', { name: M.removeNamed.replace('{name}', invitee.name) })
    .click();
  await expect(owner.page.getByText(M.removed.replace('{name}', invitee.name))).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: invitee.email })).toHaveCount(0);
  await ina.goto('/en/account/creator');
  await expect(ina.getByRole('alert').filter({ hasText: en.Studio.forbidden })).toBeVisible();
  await owner.context.close();
});
