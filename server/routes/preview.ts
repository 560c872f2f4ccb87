import { Hono, type Context } from 'hono';
import { ERROR_CODES, PREVIEW_TOKEN_HEADER, type Recipe } from '../../core/contract';
import { SESSION_PATHS } from '../../core/contract/session-paths';
import type { AuthServices } from '../auth';
import {
  signPreviewLink,
  signPreviewSession,
  verifyPreviewLink,
  verifyPreviewSession,
} from '../auth/preview-token';
import { creatorOrigin } from '../auth/redirect-url';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { isCreatorMember, previewRecipe } from '../services/studio-preview';
import { isMember, ownedRecipe } from '../services/studio-recipes';
import { signedIn } from './user-recipes';
import { bodyRoute, route } from './validate';

/**
 * Previews in draft mode (issue 24 item 6; decision log "Previews"). The studio asks for links
 * (a member of the recipe's creator only, as every studio route); the web app on the host a link
 * opens trades it for a preview session and reads working copies with it. Every answer is
 * personal: never cached.
 */
export function previewRoutes(services: AuthServices | undefined) {
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
  /** Without sign-in (an API run without AUTH services) there is no one to preview for. */
  const signing = (): AuthServices => {
    if (!services) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
    return services;
  };

  return new Hono<AppEnv>()
    .post(...bodyRoute('studio.recipe.preview'), async (c) => {
      const userId = signedIn(c);
      const auth = signing();
      const db = await c.var.db();
      if (!(await isMember(db, userId)))
        throw new HttpError(403, ERROR_CODES.forbidden, 'Only food creators can use the studio');
      const { locale } = c.req.valid('json');
      // Another creator's recipe, or one in the bin, is a 404 like on every studio route.
      const { row, creator } = await ownedRecipe(db, userId, Number(c.req.valid('param').id));
      const link = async (host: string, origin: string) => {
        const { token, expiresAt } = await signPreviewLink(auth.secret, {
          userId,
          creatorId: creator.id,
          recipeId: row.id,
          locale,
          host,
        });
        const url = new URL(SESSION_PATHS['preview.enter'].path, origin);
        url.searchParams.set('token', token);
        return { url: url.href, expiresAt };
      };
      const main = await link('', auth.origins.mainOrigin);
      const own = await link(creator.slug, creatorOrigin(auth.origins, creator.slug));
      noStore(c);
      return c.json({
        data: { main: main.url, creator: own.url, expiresAt: main.expiresAt.toISOString() },
      });
    })
    .post(...bodyRoute('preview.session'), async (c) => {
      const { token, websiteSlug } = c.req.valid('json');
      const auth = signing();
      const link = await verifyPreviewLink(auth.secret, token);
      if (!link)
        throw new HttpError(
          401,
          ERROR_CODES.unauthorized,
          'This preview link has expired. Open the preview again from the studio.',
        );
      // A link opens on the host it was made for, nowhere else.
      if (link.host !== (websiteSlug ?? ''))
        throw new HttpError(403, ERROR_CODES.forbidden, 'This preview link is for another site');
      const db = await c.var.db();
      // Still a member, and the recipe still theirs and out of the bin (else 404).
      const { row } = await ownedRecipe(db, link.userId, link.recipeId);
      if (row.creatorId !== link.creatorId)
        throw new HttpError(403, ERROR_CODES.forbidden, 'This preview link is not valid');
      const session = await signPreviewSession(auth.secret, {
        userId: link.userId,
        creatorId: link.creatorId,
      });
      noStore(c);
      return c.json({
        data: {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          path: `/${link.locale}/recipes/${row.slug}`,
        },
      });
    })
    .get(...route('preview.recipe'), async (c) => {
      const grant = await verifyPreviewSession(
        signing().secret,
        c.req.header(PREVIEW_TOKEN_HEADER) ?? '',
      );
      if (!grant)
        throw new HttpError(401, ERROR_CODES.unauthorized, 'No preview session, or it has ended');
      const db = await c.var.db();
      const q = c.req.valid('query');
      const recipe: Recipe | undefined = (await isCreatorMember(db, grant.userId, grant.creatorId))
        ? await previewRecipe(db, grant, c.req.valid('param').slug, q)
        : undefined;
      noStore(c);
      if (!recipe) throw new HttpError(404, ERROR_CODES.notFound, 'Recipe not found');
      return c.json({ data: recipe });
    });
}
