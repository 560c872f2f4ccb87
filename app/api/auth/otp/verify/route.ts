import { SESSION_ROUTES } from '@/core/contract';
import { clientIpOf } from '@/core/client-ip';
import { failureResponse, readJsonBody } from '@/lib/auth/http';
import { crossSiteRefusal } from '@/lib/auth/same-origin';
import { signedInResponse } from '@/lib/auth/session';
import { exchangeOtp } from '@/lib/auth/upstream';

/**
 * POST /api/auth/otp/verify `{ email, otp }` (issue 14): a correct code signs the browser in
 * (cookies) and answers `{ user }`; upstream's refusals pass as they are (404 'Invalid OTP',
 * 401 'OTP has expired…', 400, 429).
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const read = await readJsonBody(request, SESSION_ROUTES['session.verifyOtp'].body);
  if (!read.ok) return read.response;
  const out = await exchangeOtp(read.data, clientIpOf(request));
  return out.ok ? signedInResponse(out.session) : failureResponse(out);
}
