/**
 * A creator's members (issue 25 item 6) through the API, on PGlite and (where TEST_DATABASE_URL
 * is set) PostgreSQL, with the invitation mailed to a real SMTP server: the owner invites an
 * address, the invited user (and no one else) accepts within 7 days and becomes an editor of the
 * creator, the owner removes them; a member cannot manage members; a link is used once.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  acceptInvitationResponse,
  invitationInfoResponse,
  invitationResponse,
  membersResponse,
} from '../../core/contract';
import * as schema from '../../server/db/schema';
import { targets } from './databases';
import { seededAppWithMail } from './mail-app';
import { COOK, PRIYA, SANNE, refused, signedInApi } from './studio-support';

const SECRET = new TextEncoder().encode('members-secret-0123456789abcdefghijklmnop');
const MEMBERS = '/api/v1/studio/creators/greenkitchen/members';
const INVITE = '/api/v1/studio/creators/greenkitchen/invitations';

for (const target of targets()) {
  describe(`a creator's members on ${target.name}`, () => {
    const api = signedInApi(() => seededAppWithMail(target, SECRET), SECRET, [SANNE, PRIYA, COOK]);

    const { call } = api;
    const members = async (as = SANNE) => {
      const res = await call('GET', MEMBERS, as);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return membersResponse.parse(res.body).data;
    };
    /** Invites COOK (as typed, in capitals) and answers the token of the mailed link. */
    const inviteCook = async () => {
      const before = api.mail.messagesTo(COOK).length;
      const res = await call('POST', INVITE, SANNE, { email: ' Cook@Example.com ', locale: 'en' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      const invitation = invitationResponse.parse(res.body).data;
      const sent = await api.mail.waitForMail(COOK, before + 1);
      const link = /http:\/\/localhost:3000\/en\/account\/invitations\/([0-9a-f]{64})/.exec(
        sent.text,
      );
      assert.ok(link, sent.text);
      return { invitation, token: link[1]!, sent };
    };

    test('the owner invites; the mail links to the invitation, which lives 7 days', async () => {
      const { invitation, token, sent } = await inviteCook();
      assert.equal(invitation.email, COOK);
      const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
      assert.ok(days > 6.99 && days <= 7, `lives 7 days (${days})`);
      assert.equal(sent.subject, 'You are invited to work on Green Kitchen Sanne on Zesty');
      const listed = await members();
      assert.equal(listed.canManage, true);
      assert.deepEqual(
        listed.invitations.map((i) => [i.email, i.expired]),
        [[COOK, false]],
      );
      // Only its hash is stored.
      const rows = await api.db.select().from(schema.creatorInvitations);
      assert.ok(rows.every((r) => r.tokenHash !== token));

      // The invited user sees what it is for; another signed-in user sees it is not theirs.
      const info = invitationInfoResponse.parse(
        (await call('GET', `/api/v1/invitations/${token}`, COOK)).body,
      ).data;
      assert.deepEqual(
        [info.creator.slug, info.status, info.forYou],
        ['greenkitchen', 'open', true],
      );
      const notMine = invitationInfoResponse.parse(
        (await call('GET', `/api/v1/invitations/${token}`, PRIYA)).body,
      ).data;
      assert.equal(notMine.forYou, false);
      refused(await call('POST', `/api/v1/invitations/${token}/accept`, PRIYA, {}), 403);
      refused(await call('GET', `/api/v1/invitations/${'0'.repeat(64)}`, COOK), 404);
      refused(await call('GET', '/api/v1/invitations/not-a-token', COOK), 400);
      refused(await call('GET', `/api/v1/invitations/${token}`), 401);
    });

    test('the invited user accepts once and works in the studio; a member cannot manage members', async () => {
      const { token } = await inviteCook(); // inviting again renews the invitation
      assert.equal((await members()).invitations.length, 1, 'one open invitation per address');
      const res = await call('POST', `/api/v1/invitations/${token}/accept`, COOK, {});
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(acceptInvitationResponse.parse(res.body).data.creator.slug, 'greenkitchen');
      refused(await call('POST', `/api/v1/invitations/${token}/accept`, COOK, {}), 410);

      const listed = await members();
      assert.deepEqual(
        listed.members.map((m) => [m.email, m.role]),
        [
          [SANNE, 'owner'],
          [COOK, 'editor'],
        ],
      );
      assert.equal(listed.invitations.length, 0);
      // The new member: the studio's recipes, the member list, but no managing.
      assert.equal((await call('GET', '/api/v1/studio/creators', COOK)).status, 200);
      const theirs = await members(COOK);
      assert.deepEqual([theirs.canManage, theirs.invitations], [false, []]);
      refused(await call('POST', INVITE, COOK, { email: 'x@example.com', locale: 'en' }), 403);
      const cookId = api.users.get(COOK)!.id;
      const sanneId = api.users.get(SANNE)!.id;
      refused(await call('DELETE', `${MEMBERS}/${sanneId}`, COOK), 403, ERROR_CODES.forbidden);
      // Another creator's owner, and a visitor: nothing.
      refused(await call('GET', MEMBERS, PRIYA), 403);
      refused(await call('POST', INVITE, PRIYA, { email: 'x@example.com', locale: 'en' }), 403);
      refused(await call('GET', MEMBERS), 401);
      // A member is invited no more; bad addresses are a 400.
      refused(await call('POST', INVITE, SANNE, { email: COOK, locale: 'en' }), 409);
      for (const email of ['not an address', '', 'a@b', `${'x'.repeat(250)}@example.com`])
        refused(await call('POST', INVITE, SANNE, { email, locale: 'en' }), 400);

      // The owner removes the member; an owner is not removed.
      refused(await call('DELETE', `${MEMBERS}/${sanneId}`, SANNE), 409);
      const removed = await call('DELETE', `${MEMBERS}/${cookId}`, SANNE);
      assert.equal(removed.status, 200, JSON.stringify(removed.body));
      assert.deepEqual(
        (await members()).members.map((m) => m.email),
        [SANNE],
      );
      refused(await call('GET', MEMBERS, COOK), 403);
      refused(await call('DELETE', `${MEMBERS}/${cookId}`, SANNE), 404);
    });

    test('an invitation past 7 days cannot be accepted; a withdrawn one is gone', async () => {
      const { invitation, token } = await inviteCook();
      await api.db
        .update(schema.creatorInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(schema.creatorInvitations.id, invitation.id));
      const info = invitationInfoResponse.parse(
        (await call('GET', `/api/v1/invitations/${token}`, COOK)).body,
      ).data;
      assert.equal(info.status, 'expired');
      assert.equal((await members()).invitations[0]?.expired, true);
      refused(await call('POST', `/api/v1/invitations/${token}/accept`, COOK, {}), 410);

      const again = await inviteCook();
      const withdrawn = await call('DELETE', `${INVITE}/${again.invitation.id}`, SANNE);
      assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
      refused(await call('GET', `/api/v1/invitations/${again.token}`, COOK), 404);
      refused(await call('DELETE', `${INVITE}/${again.invitation.id}`, SANNE), 404);
      const [membership] = await api.db
        .select()
        .from(schema.creatorMembers)
        .where(
          and(
            eq(schema.creatorMembers.userId, api.users.get(COOK)!.id),
            eq(schema.creatorMembers.role, 'editor'),
          ),
        );
      assert.equal(membership, undefined);
    });
  });
}
