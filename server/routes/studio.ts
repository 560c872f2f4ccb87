import { Hono, type Context } from 'hono';
import { ERROR_CODES, type PublicChange, type StudioRecipe } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import {
  createStudioRecipe,
  deleteStudioRecipe,
  duplicateStudioRecipe,
  getStudioRecipe,
  listStudioRecipes,
  publishStudioRecipe,
  restoreStudioRecipe,
  saveStudioRecipe,
  unpublishStudioRecipe,
  type StudioWrite,
} from '../services/studio-recipes';
import { isMember, memberCreator, memberCreators } from '../services/studio-access';
import { readBytes, uploadImage } from '../services/studio-images';
import { getStudioProfile, saveStudioProfile } from '../services/studio-profile';
import { creatorStats } from '../services/stats';
import {
  createStudioCollection,
  deleteStudioCollection,
  getStudioCollection,
  listStudioCollections,
  saveStudioCollection,
  type CollectionWrite,
} from '../services/studio-collections';
import { previewIngredients, studioTags } from '../services/studio-ingredients';
import { paginated } from './pagination';
import { signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

/**
 * The creator studio (issue 24). Each handler checks here, in the API, that the user is signed
 * in (401) and a member of some creator (403: a plain user, whatever their role says), and the
 * services find every recipe through the user's memberships: another creator's recipe is a 404,
 * another creator's list a 403, whatever the web app in front does. Nothing here is cacheable.
 */
async function creatorUser(c: Context<AppEnv>): Promise<number> {
  const userId = signedIn(c);
  if (!(await isMember(await c.var.db(), userId)))
    throw new HttpError(403, ERROR_CODES.forbidden, 'Only food creators can use the studio');
  return userId;
}

/**
 * The creator a route's `{slug}` names, when the signed-in user is one of its members (else 401
 * or 403): one query, which also answers whether they may use the studio at all.
 */
async function slugCreator(c: Context<AppEnv>, slug: string) {
  const userId = signedIn(c);
  const db = await c.var.db();
  return { db, creator: await memberCreator(db, userId, slug) };
}

const idOf = (c: Context<AppEnv>) => Number(c.req.param('id'));

function answer(c: Context<AppEnv>, recipe: StudioRecipe, changed?: PublicChange, status = 200) {
  c.header('Cache-Control', 'private, no-store');
  return c.json(changed ? { data: recipe, changed } : { data: recipe }, status as 200);
}
const written = (c: Context<AppEnv>, w: StudioWrite) => answer(c, w.recipe, w.changed);
function collectionWritten(c: Context<AppEnv>, w: CollectionWrite, status = 200) {
  c.header('Cache-Control', 'private, no-store');
  const body = w.changed ? { data: w.collection, changed: w.changed } : { data: w.collection };
  return c.json(body, status as 200);
}

export const studioRoutes = new Hono<AppEnv>()
  .get(...route('studio.creators'), async (c) => {
    const userId = await creatorUser(c);
    const data = await memberCreators(await c.var.db(), userId);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .get(...route('studio.recipes'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const q = c.req.valid('query');
    const { items, total } = await listStudioRecipes(db, creator.id, q);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total }, 'private, no-store');
  })
  .post(...bodyRoute('studio.recipes.create'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const recipe = await createStudioRecipe(db, creator, c.req.valid('json'));
    return answer(c, recipe, undefined, 201);
  })
  .get(...route('studio.recipe'), async (c) => {
    const userId = await creatorUser(c);
    return answer(c, await getStudioRecipe(await c.var.db(), userId, idOf(c)));
  })
  .put(...bodyRoute('studio.recipe'), async (c) => {
    const userId = await creatorUser(c);
    const recipe = await saveStudioRecipe(await c.var.db(), userId, idOf(c), c.req.valid('json'));
    return answer(c, recipe);
  })
  .delete(...route('studio.recipe'), async (c) => {
    const userId = await creatorUser(c);
    return written(c, await deleteStudioRecipe(await c.var.db(), userId, idOf(c)));
  })
  .post(...bodyRoute('studio.recipe.publish'), async (c) => {
    const userId = await creatorUser(c);
    const { version } = c.req.valid('json');
    return written(c, await publishStudioRecipe(await c.var.db(), userId, idOf(c), version));
  })
  .post(...bodyRoute('studio.recipe.unpublish'), async (c) => {
    const userId = await creatorUser(c);
    const { version } = c.req.valid('json');
    return written(c, await unpublishStudioRecipe(await c.var.db(), userId, idOf(c), version));
  })
  .post(...route('studio.recipe.duplicate'), async (c) => {
    const userId = await creatorUser(c);
    const recipe = await duplicateStudioRecipe(await c.var.db(), userId, idOf(c));
    return answer(c, recipe, undefined, 201);
  })
  .post(...route('studio.images'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const data = await uploadImage(db, c.var.media(), creator.id, await readBytes(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data }, 201);
  })
  .get(...route('studio.tags'), async (c) => {
    await creatorUser(c);
    const data = await studioTags(await c.var.db(), c.req.valid('query').locale);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .post(...bodyRoute('studio.ingredients'), async (c) => {
    await creatorUser(c);
    const { locale, lines } = c.req.valid('json');
    const data = await previewIngredients(await c.var.db(), locale, lines);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .post(...route('studio.recipe.restore'), async (c) => {
    const userId = await creatorUser(c);
    return written(c, await restoreStudioRecipe(await c.var.db(), userId, idOf(c)));
  })
  .get(...route('studio.profile'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const data = await getStudioProfile(db, creator.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .put(...bodyRoute('studio.profile'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const { version, profile } = c.req.valid('json');
    const { profile: data, changed } = await saveStudioProfile(db, creator.id, version, profile);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data, changed });
  })
  .get(...route('studio.stats'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const data = await creatorStats(db, creator.id, c.req.valid('query').locale);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .get(...route('studio.collections'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const data = await listStudioCollections(db, creator.id, c.req.valid('query').locale);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .post(...bodyRoute('studio.collections.create'), async (c) => {
    const { db, creator } = await slugCreator(c, c.req.valid('param').slug);
    const { collection } = c.req.valid('json');
    const w = await createStudioCollection(db, creator, collection, creator.language);
    return collectionWritten(c, w, 201);
  })
  .get(...route('studio.collection'), async (c) => {
    const userId = await creatorUser(c);
    const { locale } = c.req.valid('query');
    const data = await getStudioCollection(await c.var.db(), userId, idOf(c), locale);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
  })
  .put(...bodyRoute('studio.collection'), async (c) => {
    const userId = await creatorUser(c);
    const { version, collection } = c.req.valid('json');
    const { locale } = c.req.valid('query');
    const db = await c.var.db();
    const w = await saveStudioCollection(db, userId, idOf(c), version, collection, locale);
    return collectionWritten(c, w);
  })
  .delete(...route('studio.collection'), async (c) => {
    const userId = await creatorUser(c);
    const { locale } = c.req.valid('query');
    const w = await deleteStudioCollection(await c.var.db(), userId, idOf(c), locale);
    return collectionWritten(c, w);
  });
