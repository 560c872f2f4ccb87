import { SESSION_ROUTES } from '@/core/contract';
import { clientIpOf } from '@/core/client-ip';
import { failureResponse, readJsonBody } from '@/lib/auth/http';
import { crossSiteRefusal } from '@/lib/auth/same-origin';
import { signedInResponse } from '@/lib/auth/session';
import { exchangeLoginToken } from '@/lib/auth/upstream';

/**
 * POST /api/auth/social/exchange `{ token }` (issue 14): the single-use login token from the
 * social landing's fragment, exchanged for a session (cookies) and `{ user }`; upstream's 401
 * ('Login token expired. Please try again.') passes as it is.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const read = await readJsonBody(request, SESSION_ROUTES['session.socialExchange'].body);
  if (!read.ok) return read.response;
  const out = await exchangeLoginToken(read.data.token, clientIpOf(request));
  return out.ok ? signedInResponse(out.session) : failureResponse(out);
}
