/**
 * The studio's calls, all through the one data door (/api/proxy) and parsed against the
 * contract's answers. The API checks, on every call, that the signed-in user is a member of the
 * creator whose recipe is touched; nothing here decides that.
 */
import type { RecipeDraft, RecipeStatus } from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { proxyDelete, proxyGet, proxyPost, proxyPut } from '@/lib/client/proxy';

export const studioApi = {
  creators: () => proxyGet('studio.creators', {}),
  recipes: (
    slug: string,
    query: { q?: string; status?: RecipeStatus; page?: number; locale: Locale },
  ) => proxyGet('studio.recipes', { slug }, query),
  create: (slug: string, draft: Partial<RecipeDraft> & Pick<RecipeDraft, 'originalLocale'>) =>
    proxyPost('studio.recipes.create', { slug }, { draft }),
  recipe: (id: number) => proxyGet('studio.recipe', { id: String(id) }),
  save: (id: number, version: number, draft: RecipeDraft, init?: { keepalive?: boolean }) =>
    proxyPut('studio.recipe', { id: String(id) }, { version, draft }, init),
  publish: (id: number, version: number) =>
    proxyPost('studio.recipe.publish', { id: String(id) }, { version }),
  unpublish: (id: number, version: number) =>
    proxyPost('studio.recipe.unpublish', { id: String(id) }, { version }),
  duplicate: (id: number) => proxyPost('studio.recipe.duplicate', { id: String(id) }, {}),
  remove: (id: number) => proxyDelete('studio.recipe', { id: String(id) }),
  restore: (id: number) => proxyPost('studio.recipe.restore', { id: String(id) }, {}),
  tags: (locale: Locale) => proxyGet('studio.tags', {}, { locale }),
  ingredients: (locale: Locale, lines: string[], signal?: AbortSignal) =>
    proxyPost('studio.ingredients', {}, { locale, lines }, { signal }),
};
