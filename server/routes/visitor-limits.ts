import type { MiddlewareHandler } from 'hono';
import type { AuthServices } from '../auth';
import type { AppEnv } from '../env-types';
import { refuseWhenSpent } from './limited';
import { handedClientIp } from './login';

/** Routes with limits of their own: sign-in (per address and per client), the grocery widget's. */
const OWN_LIMITS = ['/api/v1/login/', '/api/v1/grocery/'];

/**
 * Per-address limits on every other call a visitor's browser makes (issue 26: search, the lists,
 * favourites, orders, history and every write had none): `readsPerIp` for GET and HEAD,
 * `writesPerIp` for the rest, counted before the route runs, 429 with Retry-After beyond. Only
 * requests that carry a visitor's address are counted (the proxy and the session handlers hand it
 * on); the web server's own reads for the pages it renders carry none. Behind the sign-in limits'
 * interface, so REDIS_URL makes one count for every process.
 */
export function visitorLimits(auth: AuthServices): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = handedClientIp(c);
    if (!ip || OWN_LIMITS.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const name = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'readsPerIp' : 'writesPerIp';
    await refuseWhenSpent(
      c,
      () => auth.limits.take([[name, ip]]),
      'Too many requests. Please try again later.',
    );
    await next();
  };
}
