import { SignJWT, errors, jwtVerify } from 'jose';
import type { Locale } from '../../core/locale';

/**
 * Preview tokens (issue 24 item 6), signed with AUTH_SECRET (HS256) under audiences of their own,
 * so neither is ever taken for an access token nor for the other:
 *
 * - a **link** (`zesty-preview-link`, 2 minutes) travels in the URL the studio opens on one host:
 *   the user, the creator, what it shows (a recipe, a collection or the profile), the language and
 *   the host it is for;
 * - a **session** (`zesty-preview`, 1 hour) is what the web app keeps in an HttpOnly cookie on
 *   that host once the link is traded: the user and the creator.
 *
 * Either one only ever lets its user read the working copies of a creator they are a member of,
 * which the API checks again on every read.
 */
export const PREVIEW_LINK_TTL_SECONDS = 2 * 60;
export const PREVIEW_SESSION_TTL_SECONDS = 60 * 60;

const ISSUER = 'zesty-api';

/** A kind of preview token: the audience it is signed under, and how long it lives. */
type TokenKind = { audience: string; ttl: number };
const LINK: TokenKind = { audience: 'zesty-preview-link', ttl: PREVIEW_LINK_TTL_SECONDS };
const SESSION: TokenKind = { audience: 'zesty-preview', ttl: PREVIEW_SESSION_TTL_SECONDS };

/** The host a preview is for: the main site (`''`) or a creator's site (its slug). */
export type PreviewHost = string;

/**
 * What a preview link opens: a recipe or a collection of the creator's, or the creator's
 * profile as last typed (its id is the creator's), by id.
 */
export type PreviewItem = { kind: 'recipe' | 'collection' | 'profile'; id: number };

/** Each kind's claim. */
const ITEM_CLAIMS = { recipe: 'rid', collection: 'colid', profile: 'pid' } as const;

export type PreviewLinkClaims = {
  userId: number;
  creatorId: number;
  item: PreviewItem;
  locale: Locale;
  host: PreviewHost;
};
export type PreviewSessionClaims = { userId: number; creatorId: number };

/** A token of `kind` for the grant's user (`sub`) and creator (`cid`), with the kind's own claims. */
async function sign(
  secret: Uint8Array,
  kind: TokenKind,
  grant: PreviewSessionClaims,
  claims: Record<string, string | number>,
  now: Date,
) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + kind.ttl;
  const token = await new SignJWT({ cid: grant.creatorId, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(grant.userId))
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

const id = (v: unknown) =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : undefined;

/**
 * The user and creator of a valid token of `kind`, with all its claims; undefined for any other
 * token (another kind, expired, not ours, or without a user and a creator).
 */
async function verify(
  secret: Uint8Array,
  kind: TokenKind,
  token: string,
): Promise<(PreviewSessionClaims & { payload: Record<string, unknown> }) | undefined> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: kind.audience,
      algorithms: ['HS256'],
    }));
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
  const [userId, creatorId] = [id(Number(payload.sub)), id(payload.cid)];
  return userId && creatorId ? { userId, creatorId, payload } : undefined;
}

export function signPreviewLink(secret: Uint8Array, c: PreviewLinkClaims, now = new Date()) {
  const item = { [ITEM_CLAIMS[c.item.kind]]: c.item.id };
  return sign(secret, LINK, c, { ...item, loc: c.locale, host: c.host }, now);
}

export async function verifyPreviewLink(
  secret: Uint8Array,
  token: string,
): Promise<PreviewLinkClaims | undefined> {
  const grant = await verify(secret, LINK, token);
  if (!grant) return undefined;
  const p = grant.payload;
  // Exactly one item.
  const items = (Object.keys(ITEM_CLAIMS) as PreviewItem['kind'][]).flatMap((kind) => {
    const itemId = id(p[ITEM_CLAIMS[kind]]);
    return itemId ? [{ kind, id: itemId }] : [];
  });
  const item = items.length === 1 ? items[0] : undefined;
  if (!item) return undefined;
  if ((p.loc !== 'en' && p.loc !== 'nl') || typeof p.host !== 'string') return undefined;
  const { userId, creatorId } = grant;
  return { userId, creatorId, item, locale: p.loc, host: p.host };
}

export function signPreviewSession(secret: Uint8Array, c: PreviewSessionClaims, now = new Date()) {
  return sign(secret, SESSION, c, {}, now);
}

export async function verifyPreviewSession(
  secret: Uint8Array,
  token: string,
): Promise<PreviewSessionClaims | undefined> {
  const grant = await verify(secret, SESSION, token);
  return grant && { userId: grant.userId, creatorId: grant.creatorId };
}
