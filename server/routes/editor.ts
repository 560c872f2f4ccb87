import { Hono, type Context } from 'hono';
import { ERROR_CODES, type EditorPage, type PublicChange } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import {
  contentVersion,
  contentVersionList,
  editorPage,
  editorPages,
  publishContent,
  restoreContent,
  saveContent,
} from '../services/editor-content';
import { signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

/**
 * The editor console (issue 25). Each handler checks here, in the API, that the user is signed in
 * (401) and an editor (403: a creator or a plain user, whatever the web app in front does).
 * Nothing here is cacheable.
 */
export function editorUser(c: Context<AppEnv>): number {
  const userId = signedIn(c);
  if (c.var.user?.role !== 'editor')
    throw new HttpError(403, ERROR_CODES.forbidden, 'Only editors can change these pages');
  return userId;
}

function answer(c: Context<AppEnv>, page: EditorPage, changed?: PublicChange) {
  c.header('Cache-Control', 'private, no-store');
  return c.json(changed ? { data: page, changed } : { data: page });
}

export const editorRoutes = new Hono<AppEnv>()
  .get(...route('editor.pages'), async (c) => {
    editorUser(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await editorPages(await c.var.db()) });
  })
  .get(...route('editor.page'), async (c) => {
    editorUser(c);
    const { page, locale } = c.req.valid('param');
    return answer(c, await editorPage(await c.var.db(), page, locale));
  })
  .put(...bodyRoute('editor.page'), async (c) => {
    const userId = editorUser(c);
    const { page, locale } = c.req.valid('param');
    return answer(
      c,
      await saveContent(await c.var.db(), userId, page, locale, c.req.valid('json')),
    );
  })
  .get(...route('editor.versions'), async (c) => {
    editorUser(c);
    const { page, locale } = c.req.valid('param');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await contentVersionList(await c.var.db(), page, locale) });
  })
  .get(...route('editor.version'), async (c) => {
    editorUser(c);
    const { page, locale, id } = c.req.valid('param');
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await contentVersion(await c.var.db(), page, locale, Number(id)) });
  })
  .post(...bodyRoute('editor.restore'), async (c) => {
    const userId = editorUser(c);
    const { page, locale, id } = c.req.valid('param');
    const { base } = c.req.valid('json');
    return answer(
      c,
      await restoreContent(await c.var.db(), userId, page, locale, Number(id), base),
    );
  })
  .post(...bodyRoute('editor.publish'), async (c) => {
    const userId = editorUser(c);
    const { page, locale } = c.req.valid('param');
    const { base } = c.req.valid('json');
    const written = await publishContent(await c.var.db(), userId, page, locale, base);
    return answer(c, written.page, written.changed);
  });
