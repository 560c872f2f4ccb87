import { Hono, type Context } from 'hono';
import { ERROR_CODES, PREVIEW_TOKEN_HEADER, type Recipe } from '../../core/contract';
import { CONTENT_PAGE_PATHS, CREATOR_SITE_CONTENT } from '../../core/contract/content';
import type { Locale } from '../../core/locale';
import { SESSION_PATHS } from '../../core/contract/session-paths';
import type { AuthServices } from '../auth';
import {
  signPreviewLink,
  signPreviewSession,
  verifyPreviewLink,
  verifyPreviewSession,
  type PreviewItem,
  type PreviewLinkClaims,
  type PreviewSessionClaims,
} from '../auth/preview-token';
import { isEditor } from '../auth/users';
import { creatorOrigin } from '../auth/redirect-url';
import type { Db } from '../db/client';
import type { AppEnv } from '../env-types';
import { HttpError, noStore } from '../http';
import { previewCollection } from '../services/collections';
import { documentContent } from '../services/content';
import { creatorSlug } from '../services/studio-collections';
import {
  isCreatorMember,
  isMember,
  memberCreator,
  ownedCollection,
  ownedRecipe,
} from '../services/studio-access';
import { previewRecipe } from '../services/studio-preview';
import { keepProfilePreview, profileColumns } from '../services/studio-profile';
import { getWebsite } from '../services/websites';
import { creators } from '../db/schema';
import { eq } from 'drizzle-orm';
import { editorUser } from './editor';
import { authServices, signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

/**
 * Previews in draft mode (issue 24 item 6, issue 25 item 4; decision log "Previews"). The studio
 * asks for links (a member of the recipe's creator only, as every studio route), the editor console
 * for an editors' page's (an editor only); the web app on the host a link opens trades it for a
 * preview session and reads working copies with it. Every answer is personal: never cached.
 */
export function previewRoutes(services: AuthServices | undefined) {
  /** Without sign-in (an API run without AUTH services) there is no one to preview for. */
  const signing = () => authServices(services);

  /**
   * The grant's link to `item` in `locale` on one host: the main site, or the site of the creator
   * `creatorSlug`.
   */
  async function link(
    grant: PreviewSessionClaims,
    item: PreviewItem,
    locale: Locale,
    creatorSlug?: string,
  ) {
    const auth = signing();
    const { token, expiresAt } = await signPreviewLink(auth.secret, {
      ...grant,
      item,
      locale,
      host: creatorSlug ?? '',
    });
    const origin = creatorSlug ? creatorOrigin(auth.origins, creatorSlug) : auth.origins.mainOrigin;
    const url = new URL(SESSION_PATHS['preview.enter'].path, origin);
    url.searchParams.set('token', token);
    return { url: url.href, expiresAt: expiresAt.toISOString() };
  }

  /** The user's links to `item` of `creator` in `locale`: one per host it shows on. */
  async function links(
    userId: number,
    creator: { id: number; slug: string },
    item: PreviewItem,
    locale: Locale,
  ) {
    const grant = { userId, creatorId: creator.id };
    const main = await link(grant, item, locale);
    const own = await link(grant, item, locale, creator.slug);
    return { main: main.url, creator: own.url, expiresAt: main.expiresAt };
  }

  /** A member of some creator (as on every studio route), with a signed-in AUTH. */
  async function studioUser(c: Context<AppEnv>) {
    const userId = signedIn(c);
    signing();
    const db = await c.var.db();
    if (!(await isMember(db, userId)))
      throw new HttpError(403, ERROR_CODES.forbidden, 'Only food creators can use the studio');
    return { userId, db };
  }

  /**
   * A preview read's session: its user and whose drafts; 401 without a live session. Its answer
   * is never stored.
   */
  async function previewSession(c: Context<AppEnv>) {
    const grant = await verifyPreviewSession(
      signing().secret,
      c.req.header(PREVIEW_TOKEN_HEADER) ?? '',
    );
    if (!grant)
      throw new HttpError(401, ERROR_CODES.unauthorized, 'No preview session, or it has ended');
    const db = await c.var.db();
    noStore(c);
    return { grant, db };
  }

  /**
   * A preview read of a creator's working copies: the session's user and creator while the user
   * is still a member of it (checked on every read, so leaving the creator ends the preview);
   * no `creator` for any other session.
   */
  async function previewer(c: Context<AppEnv>) {
    const { grant, db } = await previewSession(c);
    const { userId, creatorId } = grant;
    const member = creatorId !== null && (await isCreatorMember(db, userId, creatorId));
    return { db, creator: member ? { userId, creatorId } : undefined };
  }

  /** The studio's answer: the links to `item` on both hosts, in the studio's language. */
  async function linksAnswer(
    c: Context<AppEnv>,
    userId: number,
    creator: { id: number; slug: string },
    item: PreviewItem,
    locale: Locale,
  ) {
    const data = await links(userId, creator, item, locale);
    noStore(c);
    return c.json({ data });
  }

  return new Hono<AppEnv>()
    .post(...bodyRoute('studio.recipe.preview'), async (c) => {
      const { userId, db } = await studioUser(c);
      // Another creator's recipe, or one in the bin, is a 404 like on every studio route.
      const { row, creator } = await ownedRecipe(db, userId, Number(c.req.valid('param').id));
      const item = { kind: 'recipe', id: row.id } as const;
      return linksAnswer(c, userId, creator, item, c.req.valid('json').locale);
    })
    .post(...bodyRoute('studio.collection.preview'), async (c) => {
      const { userId, db } = await studioUser(c);
      // Another creator's collection is a 404 like on every studio route.
      const row = await ownedCollection(db, userId, Number(c.req.valid('param').id));
      const creator = { id: row.creatorId, slug: await creatorSlug(db, row.creatorId) };
      const item = { kind: 'collection', id: row.id } as const;
      return linksAnswer(c, userId, creator, item, c.req.valid('json').locale);
    })
    .post(...bodyRoute('studio.profile.preview'), async (c) => {
      const { userId, db } = await studioUser(c);
      // Another creator's profile is refused as on every studio route.
      const creator = await memberCreator(db, userId, c.req.valid('param').slug);
      const { locale, profile } = c.req.valid('json');
      await keepProfilePreview(db, creator.id, profile);
      return linksAnswer(c, userId, creator, { kind: 'profile', id: creator.id }, locale);
    })
    .post(...bodyRoute('editor.preview'), async (c) => {
      const userId = editorUser(c);
      const { page, locale } = c.req.valid('param');
      const { creator: slug } = c.req.valid('json');
      const db = await c.var.db();
      const item = { kind: 'content', page } as const;
      const grant = { userId, creatorId: null };
      let creator: string | null = null;
      if (slug !== undefined && CREATOR_SITE_CONTENT.includes(page)) {
        const [own] = await db
          .select({ slug: creators.slug })
          .from(creators)
          .where(eq(creators.slug, slug));
        if (!own) throw new HttpError(404, ERROR_CODES.notFound, 'Creator not found');
        creator = (await link(grant, item, locale, own.slug)).url;
      }
      const main = await link(grant, item, locale);
      noStore(c);
      return c.json({ data: { main: main.url, creator, expiresAt: main.expiresAt } });
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
      // Still a member, and the item still theirs (a recipe out of the bin), else 404.
      const path = await pathOf(db, link);
      if (!path) throw new HttpError(403, ERROR_CODES.forbidden, 'This preview link is not valid');
      const session = await signPreviewSession(auth.secret, {
        userId: link.userId,
        creatorId: link.creatorId,
      });
      noStore(c);
      return c.json({
        data: { token: session.token, expiresAt: session.expiresAt.toISOString(), path },
      });
    })
    .get(...route('preview.recipe'), async (c) => {
      const { db, creator } = await previewer(c);
      const recipe: Recipe | undefined = creator
        ? await previewRecipe(db, creator, c.req.valid('param').slug, c.req.valid('query'))
        : undefined;
      if (!recipe) throw new HttpError(404, ERROR_CODES.notFound, 'Recipe not found');
      return c.json({ data: recipe });
    })
    .get(...route('preview.website'), async (c) => {
      const { db, creator } = await previewer(c);
      const { slug } = c.req.valid('param');
      const [own] = await db
        .select({ id: creators.id, preview: creators.profilePreview })
        .from(creators)
        .where(eq(creators.slug, slug));
      // Only the session's own creator.
      if (!creator || !own || own.id !== creator.creatorId)
        throw new HttpError(404, ERROR_CODES.notFound, 'Website not found');
      const { locale, include } = c.req.valid('query');
      const preview = own.preview;
      const website = await getWebsite(db, slug, locale, include, (row) =>
        preview ? { ...row, ...profileColumns(preview) } : row,
      );
      return c.json({ data: website });
    })
    .get(...route('preview.collection'), async (c) => {
      const { db, creator } = await previewer(c);
      const { slug } = c.req.valid('param');
      const collection = creator
        ? await previewCollection(db, creator.creatorId, slug, c.req.valid('query'))
        : undefined;
      if (!collection) throw new HttpError(404, ERROR_CODES.notFound, 'Collection not found');
      return c.json({ data: collection });
    })
    .get(...route('preview.content'), async (c) => {
      const { grant, db } = await previewSession(c);
      // The editors' scope only, and its user still an editor (checked on every read).
      if (grant.creatorId !== null || !(await isEditor(db, grant.userId)))
        throw new HttpError(404, ERROR_CODES.notFound, 'Page not found');
      const { page } = c.req.valid('param');
      const { locale } = c.req.valid('query');
      return c.json({ data: await documentContent(db, page, locale, 'draft') });
    });
}

/**
 * Where a preview link opens on its host, once its item is checked to be still the user's (a
 * recipe out of the bin, a collection, the creator's profile); undefined when it is not the
 * link's creator's.
 */
async function pathOf(db: Db, link: PreviewLinkClaims): Promise<string | undefined> {
  const { locale, host, item } = link;
  switch (item.kind) {
    case 'content':
      // Still an editor; on a creator's site, a page it shows.
      if (!(await isEditor(db, link.userId))) return undefined;
      if (host && !CREATOR_SITE_CONTENT.includes(item.page)) return undefined;
      return `/${locale}${CONTENT_PAGE_PATHS[item.page]}`;
    case 'recipe': {
      const { row } = await ownedRecipe(db, link.userId, item.id);
      return row.creatorId === link.creatorId ? `/${locale}/recipes/${row.slug}` : undefined;
    }
    case 'collection': {
      const row = await ownedCollection(db, link.userId, item.id);
      if (row.creatorId !== link.creatorId) return undefined;
      // On the creator's own site its collections are at its root.
      return host
        ? `/${locale}/collections/${row.slug}`
        : `/${locale}/c/${await creatorSlug(db, row.creatorId)}/collections/${row.slug}`;
    }
    case 'profile': {
      if (item.id !== link.creatorId || !(await isCreatorMember(db, link.userId, item.id)))
        return undefined;
      return host ? `/${locale}` : `/${locale}/c/${await creatorSlug(db, item.id)}`;
    }
  }
}
