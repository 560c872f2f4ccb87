import { SESSION_ROUTES } from '@/core/contract';
import { clientIpOf } from '@/core/client-ip';
import { failureResponse, jsonResponse, readJsonBody } from '@/lib/auth/http';
import { crossSiteRefusal, siteOriginOf } from '@/lib/auth/same-origin';
import { requestOtp } from '@/lib/auth/upstream';

/**
 * POST /api/auth/otp/request `{ email, name?, locale }` (issue 14): sends a sign-in code. The
 * mail's link goes back to the site the visitor is on, in their language; upstream's answer
 * (200 with or without an account, 429 + Retry-After, 400, 502) is passed on as it is.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const read = await readJsonBody(request, SESSION_ROUTES['session.requestOtp'].body);
  if (!read.ok) return read.response;
  const { email, name, locale } = read.data;
  const out = await requestOtp(
    { email, name, redirectUrl: `${siteOriginOf(request)}/${locale}` },
    clientIpOf(request),
  );
  return out.ok ? jsonResponse({ message: out.message }) : failureResponse(out);
}
