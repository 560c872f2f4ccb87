import { SESSION_ROUTES } from '@/core/contract';
import { signInHandler } from '@/lib/auth/session';
import { exchangeOtp } from '@/lib/auth/upstream';

/**
 * POST /api/auth/otp/verify `{ email, otp }` (issue 14): a correct code signs the browser in
 * (cookies) and answers `{ user }`; upstream's refusals pass as they are (404 'Invalid OTP',
 * 401 'OTP has expired…', 400, 429).
 */
export const dynamic = 'force-dynamic';

export const POST = signInHandler(SESSION_ROUTES['session.verifyOtp'].body, exchangeOtp);
