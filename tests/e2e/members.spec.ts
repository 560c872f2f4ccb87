import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './accounts-fixtures';
import { signInWithGoogle } from './studio-sign-in';

/**
 * A creator's members (issue 25 item 6) in Chromium against the production server, with the real
 * SMTP catcher (both sign in through the OpenID provider standing in for Google, so that the suite
 * stays under the sign-in code limits): the owner of Oma's Keuken invites a new user by e-mail;
 * another signed-in user (the owner) cannot accept the mailed link; opened signed in with the
 * invited address, it accepts the invitation and opens the studio, where the new editor sees the
 * members but cannot manage them; the owner removes the editor, whose studio is then closed.
 * Accessibility: studio-screens.spec.ts checks the studio's home, Members included.
 */
const M = en.Studio.members;
const I = en.Invitation;
const OWNER = 'riek.bosman@example.com';
const CREATOR = "Oma's Keuken";

test.describe.configure({ mode: 'serial' });

test('the owner invites by e-mail, the invited user accepts from the mail, the owner removes them', async ({
  browser,
  mail,
  oidc,
}) => {
  test.setTimeout(150_000);
  // The invitee: a new user, signed up through the OpenID provider standing in for Google.
  const invitee = { name: 'Ina Uitgenodigd', email: 'ina.uitgenodigd@example.com' };
  const ina = await (await browser.newContext()).newPage();
  await signInWithGoogle(ina, oidc.issuer, 'invitee-new');

  // The owner's studio: the members, and an invitation by e-mail.
  const ownerContext = await browser.newContext();
  const owner = { context: ownerContext, page: await ownerContext.newPage() };
  await signInWithGoogle(owner.page, oidc.issuer, 'known-riek');
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

  // The mail's link: another user (the owner) cannot accept it; the invited user can.
  const sent = await mail.waitForMail(invitee.email, 1);
  expect(sent.subject).toBe(`You are invited to work on ${CREATOR} on Zesty`);
  const link = /http:\/\/localhost:\d+(\/en\/account\/invitations\/[0-9a-f]{64})/.exec(sent.text)!;
  await owner.page.goto(link[1]!);
  await expect(owner.page.getByText(I.notForYou.replace('{email}', invitee.email))).toBeVisible();
  await expect(owner.page.getByRole('button', { name: I.accept })).toHaveCount(0);
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
  await owner.page.goto('/en/account/creator');
  await section
    .getByRole('button', { name: M.removeNamed.replace('{name}', invitee.name) })
    .click();
  await expect(owner.page.getByText(M.removed.replace('{name}', invitee.name))).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: invitee.email })).toHaveCount(0);
  await ina.goto('/en/account/creator');
  await expect(ina.getByRole('alert').filter({ hasText: en.Studio.forbidden })).toBeVisible();
  await owner.context.close();
});
