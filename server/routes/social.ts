import { Hono, type Context } from 'hono';
import { ERROR_CODES, type SocialProvider } from '../../core/contract';
import type { AuthServices } from '../auth';
import { RateLimited } from '../auth/limits';
import type { SocialLogin } from '../auth/social-types';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { clientIp } from './login';

/**
 * The browser's social sign-in (spec §7): `/v1/login/{provider}/redirect?redirectUrl=…` leaves
 * for the provider, `/v1/login/{provider}/callback` comes back from it. Outside /api: the web
 * app mounts these paths on the main site (app/v1/login), where the provider sends the browser.
 */
export function socialRoutes(auth: AuthServices, social: SocialLogin) {
  const app = new Hono<AppEnv>();

  const providerOf = (c: Context<AppEnv>): SocialProvider => {
    const name = c.req.param('provider');
    const provider = social.providers.find((p) => p === name);
    // An unknown provider and one without configuration look the same: there is no such door.
    if (!provider) throw new HttpError(404, ERROR_CODES.notFound, 'No such sign-in provider');
    return provider;
  };

  app.get('/v1/login/:provider/redirect', async (c) => {
    const provider = providerOf(c);
    try {
      await auth.limits.take([['socialPerIp', clientIp(c)]]);
    } catch (err) {
      if (!(err instanceof RateLimited)) throw err;
      c.header('Retry-After', String(err.retryAfterSeconds));
      throw new HttpError(429, ERROR_CODES.rateLimited, err.message);
    }
    return social.start(c, provider);
  });

  app.get('/v1/login/:provider/callback', (c) => social.callback(c, providerOf(c)));

  return app;
}
