import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import {
  CONTENT_LIMITS,
  ERROR_CODES,
  GROCERY_CORS,
  GROCERY_LIMITS,
  STUDIO_LIMITS,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../core/contract';
import type { Db } from './db/client';
import { databaseUnavailable } from './db/unavailable';
import { faultControl, faults } from './faults';
import { HttpError, errorJson, hasValidEncoding } from './http';
import { collections } from './routes/collections';
import { favouriteRoutes } from './routes/favourites';
import { menuRoutes } from './routes/menu';
import { recipes } from './routes/recipes';
import { searchFilters, searchHistoryRoute, searchRoute } from './routes/search';
import { websites } from './routes/websites';
import { contentRoutes } from './routes/content';
import { editorRoutes } from './routes/editor';
import { mediaRoutes } from './routes/media';
import type { MediaStore } from './media/storage';
import type { AppEnv } from './env-types';
import type { AuthServices } from './auth';
import { userOfAccessToken } from './auth/sessions';
import { previewRoutes } from './routes/preview';
import { applicationRoutes } from './routes/creator-applications';
import { memberRoutes } from './routes/members';
import { loginRoutes } from './routes/login';
import { socialRoutes } from './routes/social';
import { groceryRoutes } from './routes/grocery';
import { orderRoutes } from './routes/orders';
import { studioRoutes } from './routes/studio';
import { statsRoutes } from './routes/stats';
import { operationRoutes } from './routes/operations';
import { visitorLimits } from './routes/visitor-limits';
import { groceryFromEnv, type GroceryServices } from './grocery/services';
import { focusInUse } from './services/studio-images';

export type AppOptions = {
  db: () => Promise<Db>;
  media: () => MediaStore;
  faults?: boolean;
  log?: (err: unknown) => void;
  /** Sign-in: without it the login routes are not there (and no request is ever signed in). */
  auth?: AuthServices;
  /** The grocery and order routes' website ids, limits and retailer adapters (default: the environment's). */
  grocery?: GroceryServices;
};

const BEARER = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/;

/** The upstream API. Runs in-process (the front end calls `app.fetch`) or standalone (start:api). */
export function createApp(options: AppOptions) {
  const app = new Hono<AppEnv>({ strict: false });
  const grocery = options.grocery ?? groceryFromEnv();

  // The grocery widget's routes answer any origin (issue 15: the order card runs on creators'
  // own sites): read-only, no credentials, so `*` and no Vary on Origin. Registered first so
  // that every answer under the prefix carries it, refusals included. No other route has CORS.
  app.use(
    '/api/v1/grocery/*',
    cors({
      origin: '*',
      allowMethods: [...GROCERY_CORS.allowMethods],
      allowHeaders: [...GROCERY_CORS.allowHeaders],
      maxAge: GROCERY_CORS.maxAgeSeconds,
    }),
  );
  const tooLarge = bodyLimit({
    maxSize: GROCERY_LIMITS.maxBodyBytes,
    onError: () => {
      throw new HttpError(413, ERROR_CODES.badRequest, 'Request body too large');
    },
  });
  app.use('/api/v1/grocery/*', tooLarge);
  app.use('/api/v1/orders', tooLarge);
  // A week menu is at most 21 short entries: the same bound.
  app.use('/api/v1/menu', tooLarge);
  const studioLimit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError(413, ERROR_CODES.badRequest, 'Request body too large');
      },
    });
  // A picture's bytes may be up to 10 MB; every other studio body is a recipe's text.
  const imageBody = studioLimit(STUDIO_LIMITS.imageBytes);
  const textBody = studioLimit(STUDIO_LIMITS.bodyBytes);
  app.use('/api/v1/studio/*', (c, next) =>
    (c.req.path.endsWith('/images') ? imageBody : textBody)(c, next),
  );
  app.use('/api/v1/editor/*', studioLimit(CONTENT_LIMITS.bodyBytes));

  app.use('*', async (c, next) => {
    if (!hasValidEncoding(c.req.url))
      throw new HttpError(400, ERROR_CODES.badRequest, 'Malformed URL encoding');
    c.set('db', options.db);
    c.set('media', options.media);
    c.set('userId', undefined);
    c.set('user', undefined);
    const bearer = BEARER.exec(c.req.header('authorization') ?? '');
    if (bearer && options.auth) {
      const user = await userOfAccessToken(
        await options.db(),
        options.auth.secret,
        bearer[1]!,
        options.auth.liveSessions,
      );
      c.set('userId', user?.id);
      c.set('user', user);
    }
    await next();
  });
  if (options.auth) app.use('/api/v1/*', visitorLimits(options.auth));
  app.use('/api/*', faults(options.faults ?? false));
  if (options.faults) app.route('/__test/faults', faultControl());

  // The routes of the contract's table (core/contract): their paths and validators come from it.
  for (const routes of [
    favouriteRoutes,
    menuRoutes,
    recipes,
    websites,
    collections,
    searchFilters,
    searchHistoryRoute,
    searchRoute,
    groceryRoutes(grocery),
    orderRoutes(grocery),
    studioRoutes,
    statsRoutes,
    contentRoutes,
    editorRoutes,
  ])
    app.route('/', routes);
  if (options.auth) app.route('/', loginRoutes(options.auth));
  app.route('/', previewRoutes(options.auth));
  app.route('/', applicationRoutes(options.auth));
  app.route('/', memberRoutes(options.auth));
  if (options.auth?.social) app.route('/', socialRoutes(options.auth, options.auth.social));
  app.route(
    '/media',
    mediaRoutes(options.media, async (original, focus) =>
      focusInUse(await options.db(), original, focus),
    ),
  );
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', operationRoutes({ db: options.db, redis: options.auth?.redis }));

  app.notFound((c) => errorJson(c, new HttpError(404, ERROR_CODES.notFound, 'No such route')));
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorJson(c, err);
    // Hono's own refusals (a body that is not JSON): a 4xx in the API's error shape.
    if (err instanceof HTTPException && err.status < 500)
      return errorJson(c, new HttpError(err.status, ERROR_CODES.badRequest, err.message));
    if (databaseUnavailable(err)) {
      // Stopped, restarting or out of reach: a request that may well succeed in a moment.
      (options.log ?? console.error)(`database unavailable: ${err.message}`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return errorJson(
        c,
        new HttpError(
          503,
          ERROR_CODES.unavailable,
          'Something went wrong. Please try again later.',
        ),
      );
    }
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
