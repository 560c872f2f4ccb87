/**
 * The studio's calls, all through the one data door (/api/proxy) and parsed against the
 * contract's answers. The API checks, on every call, that the signed-in user is a member of the
 * creator whose recipe is touched; nothing here decides that.
 */
import { STUDIO_PATHS } from '@/core/contract/studio-paths';
import {
  studioImageResponse,
  type CollectionDraft,
  type Profile,
  type RecipeDraft,
  type RecipeStatus,
  type StudioImage,
} from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { ApiError, toApiError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';
import {
  addProxyRoutes,
  proxyDelete,
  proxyGet,
  proxyPath,
  proxyPost,
  proxyPut,
  proxyUrl,
} from '@/lib/client/proxy';

// The studio's routes travel with the studio's code only.
addProxyRoutes(STUDIO_PATHS);

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
  /** Links that open the saved working copy on the main site and on the creator's own site. */
  preview: (id: number, locale: Locale) =>
    proxyPost('studio.recipe.preview', { id: String(id) }, { locale }),
  collections: (slug: string, locale: Locale) =>
    proxyGet('studio.collections', { slug }, { locale }),
  createCollection: (slug: string, collection: CollectionDraft) =>
    proxyPost('studio.collections.create', { slug }, { collection }),
  collection: (id: number, locale: Locale) =>
    proxyGet('studio.collection', { id: String(id) }, { locale }),
  /** The answer's recipe names are in `locale`, as the editor shows them. */
  saveCollection: (id: number, version: number, collection: CollectionDraft, locale: Locale) =>
    proxyPut(
      'studio.collection',
      { id: String(id) },
      { version, collection },
      { query: { locale } },
    ),
  removeCollection: (id: number) => proxyDelete('studio.collection', { id: String(id) }),
  /** Links that open the collection as saved (a draft too) on both hosts. */
  previewCollection: (id: number, locale: Locale) =>
    proxyPost('studio.collection.preview', { id: String(id) }, { locale }),
  profile: (slug: string) => proxyGet('studio.profile', { slug }),
  saveProfile: (slug: string, version: number, profile: Profile) =>
    proxyPut('studio.profile', { slug }, { version, profile }),
  /** Keeps the profile as typed for previews and answers links that show it on both hosts. */
  previewProfile: (slug: string, locale: Locale, profile: Profile) =>
    proxyPost('studio.profile.preview', { slug }, { locale, profile }),
  stats: (slug: string, locale: Locale) => proxyGet('studio.stats', { slug }, { locale }),
  /** The creator's members and (for owners) open invitations (issue 25 item 6). */
  members: (slug: string) => proxyGet('studio.members', { slug }),
  invite: (slug: string, email: string, locale: Locale) =>
    proxyPost('studio.invitations', { slug }, { email, locale }),
  withdraw: (slug: string, id: number) =>
    proxyDelete('studio.invitation', { slug, id: String(id) }),
  removeMember: (slug: string, userId: number) =>
    proxyDelete('studio.member', { slug, id: String(userId) }),
  invitation: (token: string) => proxyGet('invitations.show', { token }),
  accept: (token: string) => proxyPost('invitations.accept', { token }, {}),
  tags: (locale: Locale) => proxyGet('studio.tags', {}, { locale }),
  ingredients: (locale: Locale, lines: string[], signal?: AbortSignal) =>
    proxyPost('studio.ingredients', {}, { locale, lines }, { signal }),
};

/**
 * Uploads a picture for the creator through the proxy, reporting the share sent so far (fetch
 * cannot tell upload progress; XMLHttpRequest can). Resolves with the stored picture; rejects
 * with the API's message.
 */
export function uploadImage(
  slug: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<StudioImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', proxyUrl(proxyPath('studio.images', { slug })));
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(toApiError(new TypeError('Failed to fetch'), {}));
    // The answer as a Response, so it meets the data door's one parsing and error mapping.
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'Content-Type': xhr.getResponseHeader('content-type') ?? '' },
      });
      const answer = res.ok
        ? parseBody(studioImageResponse, res).then(({ data }) => data)
        : ApiError.fromResponse(res).then((err) => Promise.reject(err));
      answer.then(resolve, reject);
    };
    xhr.send(file);
  });
}
