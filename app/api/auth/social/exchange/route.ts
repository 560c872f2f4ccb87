import { SESSION_ROUTES } from '@/core/contract';
import { signInHandler } from '@/lib/auth/session';
import { exchangeLoginToken } from '@/lib/auth/upstream';

/**
 * POST /api/auth/social/exchange `{ token }` (issue 14): the single-use login token from the
 * social landing's fragment, exchanged for a session (cookies) and `{ user }`; upstream's 401
 * ('Login token expired. Please try again.') passes as it is.
 */
export const dynamic = 'force-dynamic';

export const POST = signInHandler(SESSION_ROUTES['session.socialExchange'].body, ({ token }, ip) =>
  exchangeLoginToken(token, ip),
);
