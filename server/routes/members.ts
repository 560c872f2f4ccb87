import { Hono } from 'hono';
import { ERROR_CODES, INVITATION_TTL_DAYS } from '../../core/contract';
import type { AuthServices } from '../auth';
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
import { signedIn } from './user-recipes';
import { bodyRoute, route } from './validate';

/**
 * A creator's members (issue 25 item 6): any member lists them; only an owner invites (a mailed
 * link, 7 days) and removes, checked here in the API; the invited user accepts signed in with
 * the invited address. Nothing here is cacheable.
 */
export function memberRoutes(services: AuthServices | undefined) {
  /** Invitations need the signing secret and the mailer. */
  const auth = (): AuthServices => {
    if (!services) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
    return services;
  };

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
    .delete(...route('studio.invitation'), async (c) => {
      const userId = signedIn(c);
      const { slug, id } = c.req.valid('param');
      await withdrawInvitation(await c.var.db(), userId, slug, Number(id));
      noStore(c);
      return c.json({ data: { removed: true as const } });
    })
    .delete(...route('studio.member'), async (c) => {
      const userId = signedIn(c);
      const { slug, id } = c.req.valid('param');
      await removeMember(await c.var.db(), userId, slug, Number(id));
      noStore(c);
      return c.json({ data: { removed: true as const } });
    })
    .get(...route('invitations.show'), async (c) => {
      const userId = signedIn(c);
      const info = await invitationInfo(
        await c.var.db(),
        auth().secret,
        userId,
        c.req.valid('param').token,
      );
      noStore(c);
      return c.json({ data: info });
    })
    .post(...bodyRoute('invitations.accept'), async (c) => {
      const userId = signedIn(c);
      const creator = await acceptInvitation(
        await c.var.db(),
        auth().secret,
        userId,
        c.req.valid('param').token,
      );
      noStore(c);
      return c.json({ data: { creator } });
    });
}
