import { Hono } from 'hono';
import { ERROR_CODES } from '../lib/api/contract';
import type { Db } from './db/client';
import { faultControl, faults } from './faults';
import { HttpError, errorJson, hasValidEncoding } from './http';
import { collections } from './routes/collections';
import { recipes } from './routes/recipes';
import { searchFilters, searchRoute } from './routes/search';
import { websites } from './routes/websites';
import { mediaRoutes } from './routes/media';
import type { MediaStore } from './media/storage';
import type { AppEnv } from './env-types';

export type AppOptions = {
  db: () => Promise<Db>;
  media: () => MediaStore;
  faults?: boolean;
  log?: (err: unknown) => void;
};

/** The upstream API. Runs in-process (the front end calls `app.fetch`) or standalone (start:api). */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>({ strict: false });

  app.use('*', async (c, next) => {
    if (!hasValidEncoding(c.req.url))
      throw new HttpError(400, ERROR_CODES.badRequest, 'Malformed URL encoding');
    c.set('db', options.db);
    c.set('userId', undefined);
    await next();
  });
  app.use('/api/*', faults(options.faults ?? false));
  if (options.faults) app.route('/__test/faults', faultControl());

  // The routes of the contract's table (lib/api/contract): their paths and validators come from it.
  for (const routes of [recipes, websites, collections, searchFilters, searchRoute])
    app.route('/', routes);
  app.route('/media', mediaRoutes(options.media));
  app.get('/healthz', (c) => c.json({ ok: true }));

  app.notFound((c) => errorJson(c, new HttpError(404, ERROR_CODES.notFound, 'No such route')));
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorJson(c, err);
    (options.log ?? console.error)(err);
    // Never a stack trace on the wire.
    return errorJson(
      c,
      new HttpError(500, ERROR_CODES.internal, 'Something went wrong. Please try again later.'),
    );
  });
  return app;
}

export type ZestyApi = ReturnType<typeof createApp>;
