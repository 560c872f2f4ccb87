import { Hono, type Context } from 'hono';
import { ERROR_CODES, OTP_SENT } from '../../core/contract';
import type { AuthServices } from '../auth';
import type { LimitName } from '../auth/limits';
import { checkCode, issueCode, pendingSignUpName } from '../auth/otp';
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
import { noAccountMessage, otpMessage } from '../mail/otp-message';
import { refuseWhenSpent } from './limited';
import { bodyRoute, route } from './validate';

/** The visitor's address the web app handed over with the request, if it did. */
export function handedClientIp(c: Context): string | undefined {
  const handed = c.req.header('x-zesty-client-ip')?.trim();
  return handed && /^[0-9a-fA-F:.]{2,45}$/.test(handed) ? handed : undefined;
}

/** The client's address, as the web app hands it over (the API sits behind it, never on the open internet). */
export function clientIp(c: Context): string {
  const handed = handedClientIp(c);
  if (handed) return handed;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

type Checks = readonly (readonly [LimitName, string])[];

const take = (c: Context, auth: AuthServices, checks: Checks) =>
  refuseWhenSpent(c, () => auth.limits.take(checks));
const check = (c: Context, auth: AuthServices, checks: Checks) =>
  refuseWhenSpent(c, () => auth.limits.check(checks));

const sessionFailure = (err: unknown): never => {
  if (err instanceof SessionError) throw new HttpError(401, ERROR_CODES.unauthorized, err.message);
  throw err;
};

/** The login routes of spec §7 (and the logout and validation the spec names without paths). */
export function loginRoutes(auth: AuthServices) {
  const app = new Hono<AppEnv>();

  /**
   * A code by mail. The answer is the same whether the address has an account or not (issue 26):
   * with one, or with a sign-up's name, the code is sent; without, the address gets a note that
   * someone tried, with a link to sign up. Nothing durable is made before the code is verified.
   */
  app.post(...bodyRoute('login.requestOtp'), async (c) => {
    const { email, name, redirectUrl } = c.req.valid('json');
    const db = await c.var.db();
    const back = await parseReturnUrl(redirectUrl, auth.origins, (slug: string) =>
      isEnabledCreator(db, slug),
    );
    if (!back)
      throw new HttpError(400, ERROR_CODES.invalidRedirect, 'redirectUrl is not one of our sites');
    // One mail a minute per address and kind (a sign-in's note must not hold up the sign-up it
    // invites), whatever the address: the answers never tell an account from none.
    await take(c, auth, [
      ['sendPerEmailMinute', `${name ? 'sign-up' : 'sign-in'}:${email}`],
      ['sendPerEmailHour', email],
      ['sendPerIpHour', clientIp(c)],
    ]);
    const existing = await findUserByEmail(db, email);
    // A resend (no name) for a sign-up whose code is not verified yet keeps its name.
    const signUpName = existing ? null : (name ?? (await pendingSignUpName(db, email)));
    const site = `${back.origin}/${back.locale}`;
    let message;
    if (existing || signUpName) {
      const code = await issueCode(db, auth.secret, email, signUpName);
      message = otpMessage({
        to: email,
        name: existing?.name ?? signUpName!,
        code,
        link: `${site}/account/verify/${encodeURIComponent(email)}`,
        locale: back.locale,
      });
    } else {
      const signUp = `${site}/account/signup?${new URLSearchParams({ e: email }).toString()}`;
      message = noAccountMessage({ to: email, link: signUp, locale: back.locale });
    }
    try {
      await auth.mailer.send(message);
    } catch {
      throw new HttpError(502, ERROR_CODES.mailFailed, 'Failed to send OTP. Please try again.');
    }
    return c.json({ message: OTP_SENT });
  });

  app.post(...bodyRoute('login.exchangeOtp'), async (c) => {
    const { email, otp } = c.req.valid('json');
    const ip = clientIp(c);
    await take(c, auth, [['verifyPerIp', ip]]);
    // Wrong codes are capped per address and per client a day; right ones never count.
    const wrongCodes = [
      ['wrongCodesPerEmailDay', email],
      ['wrongCodesPerIpDay', ip],
    ] as const;
    await check(c, auth, wrongCodes);
    const db = await c.var.db();
    const checked = await checkCode(db, auth.secret, email, otp);
    if (checked.result === 'wrong' || checked.result === 'burnt')
      await auth.limits.count(wrongCodes);
    if (checked.result === 'expired' || checked.result === 'burnt')
      throw new HttpError(
        401,
        ERROR_CODES.otpExpired,
        'OTP has expired. Please request a new one.',
      );
    if (checked.result !== 'ok') throw new HttpError(404, ERROR_CODES.otpInvalid, 'Invalid OTP');
    // A sign-up's account is made now that its address is proven.
    const user =
      (await findUserByEmail(db, email)) ??
      (checked.signUpName
        ? await findOrCreateUser(db, { email, name: checked.signUpName })
        : undefined);
    if (!user) throw new HttpError(404, ERROR_CODES.otpInvalid, 'Invalid OTP');
    return c.json(await startSession(db, auth.secret, user.id));
  });

  app.get(...route('login.refresh'), async (c) => {
    const { refreshToken } = c.req.valid('param');
    const db = await c.var.db();
    c.header('Cache-Control', 'no-store');
    return c.json(
      await rotateSession(db, auth.secret, refreshToken, auth.liveSessions).catch(sessionFailure),
    );
  });

  app.post(...bodyRoute('login.exchangeLoginToken'), async (c) => {
    const { token } = c.req.valid('json');
    await take(c, auth, [['verifyPerIp', clientIp(c)]]);
    const db = await c.var.db();
    return c.json(await exchangeLoginToken(db, auth.secret, token).catch(sessionFailure));
  });

  app.post(...bodyRoute('login.logout'), async (c) => {
    const { refreshToken } = c.req.valid('json');
    await endSession(await c.var.db(), auth.secret, refreshToken, auth.liveSessions);
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
