import type { Context } from 'hono';
import { ERROR_CODES } from '../../core/contract';
import { RateLimited } from '../auth/limits';
import { HttpError } from '../http';

/**
 * Runs `limit` (a limiter's take or check) and turns a spent limit into the API's 429 with
 * `Retry-After`: `message`, or the limiter's own ('Too many attempts…'). Every limit of the API
 * answers this way (sign-in, the grocery widget, every visitor call).
 */
export async function refuseWhenSpent(
  c: Context,
  limit: () => Promise<void>,
  message?: string,
): Promise<void> {
  try {
    await limit();
  } catch (err) {
    if (!(err instanceof RateLimited)) throw err;
    c.header('Retry-After', String(err.retryAfterSeconds));
    throw new HttpError(429, ERROR_CODES.rateLimited, message ?? err.message);
  }
}
