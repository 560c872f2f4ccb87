import { Hono, type Context } from 'hono';
import { ERROR_CODES, OTP_SENT } from '../../core/contract';
import type { AuthServices } from '../auth';
import { RateLimited, type LimitName } from '../auth/limits';
import { checkCode, issueCode } from '../auth/otp';
import { parseReturnUrl } from '../auth/redirect-url';
import {
  SessionError,
  endSession,
  exchangeLoginToken,
  rotateSession,
  startSession,
} from '../auth/sessions';
import { findOrCreateUser, findUserByEmail } from '../auth/users';
import { isEnabledCreator } from '../services/websites';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { otpMessage } from '../mail/otp-message';
import { bodyRoute, route } from './validate';

/** The client's address, as the web app hands it over (the API sits behind it, never on the open internet). */
export function clientIp(c: Context): string {
  const handed = c.req.header('x-zesty-client-ip')?.trim();
  if (handed && /^[0-9a-fA-F:.]{2,45}$/.test(handed)) return handed;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

async function take(c: Context, auth: AuthServices, checks: (readonly [LimitName, string])[]) {
  try {
    await auth.limits.take(checks);
  } catch (err) {
    if (!(err instanceof RateLimited)) throw err;
    c.header('Retry-After', String(err.retryAfterSeconds));
    throw new HttpError(429, ERROR_CODES.rateLimited, err.message);
  }
}

const sessionFailure = (err: unknown): never => {
  if (err instanceof SessionError) throw new HttpError(401, ERROR_CODES.unauthorized, err.message);
  throw err;
};

/** The login routes of spec §7 (and the logout and validation the spec names without paths). */
export function loginRoutes(auth: AuthServices) {
  const app = new Hono<AppEnv>();

  app.post(...bodyRoute('login.requestOtp'), async (c) => {
    const { email, name, redirectUrl } = c.req.valid('json');
    const db = await c.var.db();
    const back = await parseReturnUrl(redirectUrl, auth.origins, (slug: string) =>
      isEnabledCreator(db, slug),
    );
    if (!back)
      throw new HttpError(400, ERROR_CODES.invalidRedirect, 'redirectUrl is not one of our sites');
    const ip = clientIp(c);
    const existing = await findUserByEmail(db, email);
    if (!existing && !name) {
      // Spec §7: no account, so the front end goes to sign up. Counted per IP (no mail is sent,
      // and the address may sign up at once), so nobody can probe addresses in bulk.
      await take(c, auth, [['sendPerIpHour', ip]]);
      throw new HttpError(422, ERROR_CODES.noAccount, 'No account for this e-mail address');
    }
    await take(c, auth, [
      ['sendPerEmailMinute', email],
      ['sendPerEmailHour', email],
      ['sendPerIpHour', ip],
    ]);
    if (!existing) await findOrCreateUser(db, { email, name: name! });
    const displayName = existing?.name ?? name!;
    const code = await issueCode(db, auth.secret, email);
    const link = `${back.origin}/${back.locale}/account/verify/${encodeURIComponent(email)}`;
    try {
      await auth.mailer.send(
        otpMessage({ to: email, name: displayName, code, link, locale: back.locale }),
      );
    } catch {
      throw new HttpError(502, ERROR_CODES.mailFailed, 'Failed to send OTP. Please try again.');
    }
    return c.json({ message: OTP_SENT });
  });

  app.post(...bodyRoute('login.exchangeOtp'), async (c) => {
    const { email, otp } = c.req.valid('json');
    await take(c, auth, [['verifyPerIp', clientIp(c)]]);
    const db = await c.var.db();
    const result = await checkCode(db, auth.secret, email, otp);
    if (result === 'expired' || result === 'burnt')
      throw new HttpError(
        401,
        ERROR_CODES.otpExpired,
        'OTP has expired. Please request a new one.',
      );
    if (result !== 'ok') throw new HttpError(404, ERROR_CODES.otpInvalid, 'Invalid OTP');
    const user = await findUserByEmail(db, email);
    if (!user) throw new HttpError(404, ERROR_CODES.otpInvalid, 'Invalid OTP');
    return c.json(await startSession(db, auth.secret, user.id));
  });

  app.get(...route('login.refresh'), async (c) => {
    const { refreshToken } = c.req.valid('param');
    const db = await c.var.db();
    c.header('Cache-Control', 'no-store');
    return c.json(await rotateSession(db, auth.secret, refreshToken).catch(sessionFailure));
  });

  app.post(...bodyRoute('login.exchangeLoginToken'), async (c) => {
    const { token } = c.req.valid('json');
    await take(c, auth, [['verifyPerIp', clientIp(c)]]);
    const db = await c.var.db();
    return c.json(await exchangeLoginToken(db, auth.secret, token).catch(sessionFailure));
  });

  app.post(...bodyRoute('login.logout'), async (c) => {
    const { refreshToken } = c.req.valid('json');
    await endSession(await c.var.db(), auth.secret, refreshToken);
    return c.json({ message: 'Logged out' });
  });

  app.get(...route('login.providers'), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: [...(auth.social?.providers ?? [])] });
  });

  app.get(...route('login.validate'), async (c) => {
    const user = c.var.user;
    if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ user });
  });

  return app;
}
