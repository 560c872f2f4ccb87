/**
 * The readable `user` cookie (issue 14): what the chrome shows of the signed-in user (avatar or
 * sign-in) without a request. Only the server writes it (lib/auth/cookies.ts); the browser reads
 * it with js-cookie. Free of `server-only`, so the browser's session module shares the name, the
 * shape and the parser. It never holds a token.
 */
import * as z from 'zod/mini';

export { USER_COOKIE, USER_COOKIE_MAX_AGE_SECONDS } from './user-cookie-name';

export type UserCookie = { name: string; username: string; image: string | null };

/** A picture the header may show: an absolute http(s) URL or a path on this site. */
const imageUrl = z.string().check(z.maxLength(2048), z.regex(/^(?:https?:\/\/|\/(?!\/))/));

/**
 * The cookie's shape, for the server and the browser alike. zod's small build (`zod/mini`): the
 * browser reads this cookie in the header's code, on nearly every page, where the full zod would
 * add some 30 KB (docs/architecture.md, "JavaScript budget"); mini adds about 5.
 */
export const userCookieSchema = z.object({
  name: z.string().check(z.maxLength(200)),
  username: z.string().check(z.maxLength(200)),
  // A picture we would not show is no reason to treat the visitor as signed out.
  image: z.catch(z.nullable(imageUrl), null),
});

/** The cookie's (decoded) value as a user; anything else, or nothing, is no user. */
export function parseUserCookie(raw: string | undefined): UserCookie | null {
  if (!raw || raw.length > 4096) return null;
  try {
    const parsed = userCookieSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
