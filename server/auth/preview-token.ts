import { SignJWT, errors, jwtVerify } from 'jose';
import { CONTENT_PAGES, type ContentPage } from '../../core/contract/content';
import type { Locale } from '../../core/locale';

/**
 * Preview tokens (issue 24 item 6), signed with AUTH_SECRET (HS256) under audiences of their own,
 * so neither is ever taken for an access token nor for the other:
 *
 * - a **link** (`zesty-preview-link`, 2 minutes) travels in the URL the studio or the editor
 *   console opens on one host: the user, whose drafts it shows, what it shows (a recipe, a
 *   collection or the profile of a creator; an editors' page), the language and the host it is for;
 * - a **session** (`zesty-preview`, 1 hour) is what the web app keeps in an HttpOnly cookie on
 *   that host once the link is traded: the user and whose drafts.
 *
 * Whose drafts (the grant's `creatorId`) is a creator (claim `cid`), whose working copies its
 * members read, or `null` for the editors' pages (claim `ed`: issue 25), which only editors read.
 * The API checks the membership or the role again on every read.
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
 * profile as last typed (its id is the creator's), by id; or an editors' page's newest version.
 */
export type PreviewItem =
  | { kind: 'recipe' | 'collection' | 'profile'; id: number }
  | { kind: 'content'; page: ContentPage };

/** Each creator item kind's claim (an id). */
const ITEM_CLAIMS = { recipe: 'rid', collection: 'colid', profile: 'pid' } as const;
/** An editors' page's claim (its name). */
const CONTENT_CLAIM = 'pg';

export type PreviewLinkClaims = {
  userId: number;
  /** The creator whose working copies it shows; null for an editors' page. */
  creatorId: number | null;
  item: PreviewItem;
  locale: Locale;
  host: PreviewHost;
};
/** The user, and whose drafts they read: a creator's, or (null) the editors' pages. */
export type PreviewSessionClaims = { userId: number; creatorId: number | null };

/**
 * A token of `kind` for the grant's user (`sub`) and whose drafts (`cid`, or `ed` for the
 * editors' pages), with the kind's own claims.
 */
async function sign(
  secret: Uint8Array,
  kind: TokenKind,
  grant: PreviewSessionClaims,
  claims: Record<string, string | number>,
  now: Date,
) {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + kind.ttl;
  const scope = grant.creatorId === null ? { ed: 1 } : { cid: grant.creatorId };
  const token = await new SignJWT({ ...scope, ...claims })
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
 * The user and whose drafts of a valid token of `kind`, with all its claims; undefined for any
 * other token (another kind, expired, not ours, without a user, or without exactly one of a
 * creator and the editors' scope).
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
  const editors = payload.ed === 1;
  if (!userId || (creatorId !== undefined) === editors) return undefined;
  return { userId, creatorId: creatorId ?? null, payload };
}

export function signPreviewLink(secret: Uint8Array, c: PreviewLinkClaims, now = new Date()) {
  const item: Record<string, string | number> =
    c.item.kind === 'content'
      ? { [CONTENT_CLAIM]: c.item.page }
      : { [ITEM_CLAIMS[c.item.kind]]: c.item.id };
  return sign(secret, LINK, c, { ...item, loc: c.locale, host: c.host }, now);
}

export async function verifyPreviewLink(
  secret: Uint8Array,
  token: string,
): Promise<PreviewLinkClaims | undefined> {
  const grant = await verify(secret, LINK, token);
  if (!grant) return undefined;
  const p = grant.payload;
  // Exactly one item: a creator's for a creator's link, an editors' page for the editors'.
  const items: PreviewItem[] = (Object.keys(ITEM_CLAIMS) as (keyof typeof ITEM_CLAIMS)[]).flatMap(
    (kind) => {
      const itemId = id(p[ITEM_CLAIMS[kind]]);
      return itemId ? [{ kind, id: itemId }] : [];
    },
  );
  const page = CONTENT_PAGES.find((name) => name === p[CONTENT_CLAIM]);
  if (page) items.push({ kind: 'content', page });
  const item = items.length === 1 ? items[0] : undefined;
  if (!item || (item.kind === 'content') !== (grant.creatorId === null)) return undefined;
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
