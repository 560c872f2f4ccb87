/**
 * A creator's members (issue 25 item 6): the owner invites an e-mail address as an editor of the
 * creator, and removes members; the invitation is a mailed link that lives 7 days. Only owners
 * manage members (the API checks it); every member sees who they work with.
 */
import { z } from '../zod';

import { ID_PATTERN } from './paths';
import { localeSchema } from './schemas';

/** How long an invitation can be accepted. */
export const INVITATION_TTL_DAYS = 7;

/** An invitation's token in a path: 32 random bytes, hex (a lowercase slug to the proxy). */
export const invitationTokenParam = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be an invitation link');

export const memberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'editor']),
  since: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past its 7 days: it can no longer be accepted (invite again to renew it). */
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const membersResponse = z.object({
  data: z.object({
    members: z.array(memberSchema),
    /** Open invitations (not accepted), for owners; empty for other members. */
    invitations: z.array(invitationSchema),
    /** Whether the asking user may invite and remove (an owner). */
    canManage: z.boolean(),
  }),
});
export type Members = z.infer<typeof membersResponse>['data'];

/** `POST …/invitations`: the address, and the language of the mail. */
export const inviteBody = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email('must be an e-mail address'),
  locale: localeSchema,
});
export const invitationResponse = z.object({ data: invitationSchema });

/** `GET /api/v1/invitations/{token}`: what the invitation is for, to the signed-in user. */
export const invitationInfoResponse = z.object({
  data: z.object({
    creator: z.object({ slug: z.string(), name: z.string() }),
    email: z.string(),
    expiresAt: z.string(),
    status: z.enum(['open', 'accepted', 'expired']),
    /** The signed-in user's address is the invited one (only they can accept). */
    forYou: z.boolean(),
  }),
});
export type InvitationInfo = z.infer<typeof invitationInfoResponse>['data'];
export const acceptInvitationResponse = z.object({
  data: z.object({ creator: z.object({ slug: z.string(), name: z.string() }) }),
});

/** A member's user id, or an invitation's id, in a path. */
export const memberIdParam = z.string().regex(new RegExp(`^${ID_PATTERN}$`), 'must be a number');
/** A removal's answer. */
export const removedResponse = z.object({ data: z.object({ removed: z.literal(true) }) });
/** Accepting sends nothing but the link's token. */
export const acceptInvitationBody = z.strictObject({});
