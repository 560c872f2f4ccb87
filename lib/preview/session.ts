import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { previewTokenSchema } from '@/core/contract/studio';
import { cookie, hostOnlyName, type CookieWriter } from '@/lib/auth/cookies';

/**
 * A preview session on this host (issue 24 item 6): Next's draft mode, which renders pages at
 * request time and keeps them out of every cache, plus the API's signed preview token in an
 * HttpOnly cookie of this host, with which pages read working copies. Draft mode alone shows
 * nothing unpublished: without a valid token pages read the published state, as for anyone.
 */
const PREVIEW_COOKIE = 'zesty_preview';

export const previewCookieName = () => hostOnlyName(PREVIEW_COOKIE);

/**
 * The preview token of this request, when draft mode is on and the token is well-formed; the API
 * checks its signature, expiry and the user's membership on every read. Outside draft mode no
 * cookie is read, so a page stays static for everyone else.
 */
export async function previewToken(): Promise<string | undefined> {
  if (!(await draftMode()).isEnabled) return undefined;
  const value = (await cookies()).get(previewCookieName())?.value;
  return previewTokenSchema.safeParse(value).success ? value : undefined;
}

export function setPreviewCookie(writer: CookieWriter, token: string, expiresAt: Date): void {
  writer.set(cookie(previewCookieName(), token, expiresAt, true));
}

export function clearPreviewCookie(writer: CookieWriter): void {
  writer.set(cookie(previewCookieName(), '', new Date(0), true));
}
