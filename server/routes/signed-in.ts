import type { Context } from 'hono';
import { ERROR_CODES } from '../../core/contract';
import type { AuthServices } from '../auth';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';

/** The signed-in user, from the access token only: no route here takes a user id. */
export function signedIn(c: Context<AppEnv>): number {
  const userId = c.var.userId;
  if (userId === undefined) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return userId;
}

/**
 * The AUTH services a route signs or mails with; an API run without them has no one signed in,
 * so such a route answers 401 as for a visitor.
 */
export function authServices(services: AuthServices | undefined): AuthServices {
  if (!services) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return services;
}
