import { Hono, type Context } from 'hono';
import { ERROR_CODES, INVITATION_TTL_DAYS } from '../../core/contract';
import type { AuthServices } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env-types';
import { HttpError, noStore } from '../http';
import { invitationMessage } from '../mail/creator-mail';
import {
  acceptInvitation,
  creatorMembersOf,
  invitationInfo,
  invite,
  removeMember,
  withdrawInvitation,
} from '../services/members';
import { authServices, signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

/**
 * A creator's members (issue 25 item 6): any member lists them; only an owner invites (a mailed
 * link, 7 days) and removes, checked here in the API; the invited user accepts signed in with
 * the invited address. Nothing here is cacheable.
 */
export function memberRoutes(services: AuthServices | undefined) {
  /** Invitations need the signing secret and the mailer. */
  const auth = () => authServices(services);

  /** What `act` answers the signed-in user on the invitation whose link (`token`) they opened. */
  async function invitation<T>(
    c: Context<AppEnv>,
    token: string,
    act: (db: Db, secret: Uint8Array, userId: number, token: string) => Promise<T>,
  ): Promise<T> {
    const userId = signedIn(c);
    const answer = await act(await c.var.db(), auth().secret, userId, token);
    noStore(c);
    return answer;
  }

  return new Hono<AppEnv>()
    .get(...route('studio.members'), async (c) => {
      const userId = signedIn(c);
      noStore(c);
      const { slug } = c.req.valid('param');
      return c.json({ data: await creatorMembersOf(await c.var.db(), userId, slug) });
    })
    .post(...bodyRoute('studio.invitations'), async (c) => {
      const userId = signedIn(c);
      const { secret, mailer, origins } = auth();
      const { slug } = c.req.valid('param');
      const { email, locale } = c.req.valid('json');
      const db = await c.var.db();
      const { invitation, token, creator } = await invite(db, secret, userId, slug, email);
      const link = `${origins.mainOrigin}/${locale}/account/invitations/${token}`;
      try {
        await mailer.send(
          invitationMessage({
            to: email,
            locale,
            inviter: c.var.user?.name ?? creator.name,
            creatorName: creator.name,
            link,
            days: INVITATION_TTL_DAYS,
          }),
        );
      } catch {
        // Without the mail the link reaches nobody: take the invitation back and say so.
        await withdrawInvitation(db, userId, slug, invitation.id);
        throw new HttpError(502, ERROR_CODES.mailFailed, 'The invitation could not be mailed');
      }
      noStore(c);
      return c.json({ data: invitation }, 201);
    })
    .delete(...route('studio.invitation'), (c) =>
      removed(c, c.req.valid('param'), withdrawInvitation),
    )
    .delete(...route('studio.member'), (c) => removed(c, c.req.valid('param'), removeMember))
    .get(...route('invitations.show'), async (c) => {
      const info = await invitation(c, c.req.valid('param').token, invitationInfo);
      return c.json({ data: info });
    })
    .post(...bodyRoute('invitations.accept'), async (c) => {
      const creator = await invitation(c, c.req.valid('param').token, acceptInvitation);
      return c.json({ data: { creator } });
    });
}

/**
 * An owner's withdrawal of an invitation or removal of a member (`id`, an invitation's or a
 * user's): `remove` checks the owner and what it removes; the answer is the same for both.
 */
async function removed(
  c: Context<AppEnv>,
  { slug, id }: { slug: string; id: string },
  remove: (db: Db, userId: number, slug: string, id: number) => Promise<void>,
) {
  const userId = signedIn(c);
  await remove(await c.var.db(), userId, slug, Number(id));
  noStore(c);
  return c.json({ data: { removed: true as const } });
}
