import { Hono } from 'hono';
import { API_PATHS } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { getMenu, replaceMenu } from '../services/menu';
import { signedIn } from './signed-in';
import { bodyRoute, honoPath, route } from './validate';

/**
 * The signed-in user's week menu (issue 28): `GET /api/v1/menu` reads it whole, `PUT` replaces
 * it whole (every change to a menu is a new order of one short list; see core/contract/menu.ts).
 * Only the token's user, never an id from the request. Visitors keep theirs in the `menu`
 * cookie and have nothing here.
 */
export const menuRoutes = new Hono<AppEnv>()
  // A visitor is refused before the body is read: a 401, whatever they sent.
  .use(honoPath(API_PATHS.menu.path), async (c, next) => {
    signedIn(c);
    await next();
  })
  .get(...route('menu'), async (c) => {
    const entries = await getMenu(await c.var.db(), signedIn(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { entries } });
  })
  .put(...bodyRoute('menu'), async (c) => {
    const userId = signedIn(c);
    const { entries } = c.req.valid('json');
    const kept = await replaceMenu(await c.var.db(), userId, entries);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { entries: kept } });
  });
