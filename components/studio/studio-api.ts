/**
 * The studio's calls, all through the one data door (/api/proxy) and parsed against the
 * contract's answers. The API checks, on every call, that the signed-in user is a member of the
 * creator whose recipe is touched; nothing here decides that.
 */
import { pathOf } from '@/core/contract/paths';
import { errorBodySchema } from '@/core/contract/schemas';
import {
  studioImageResponse,
  type RecipeDraft,
  type RecipeStatus,
  type StudioImage,
} from '@/core/contract/studio';
import type { Locale } from '@/core/locale';
import { proxyDelete, proxyGet, proxyPost, proxyPut, proxyUrl } from '@/lib/client/proxy';

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
    xhr.open('POST', proxyUrl(pathOf('studio.images', { slug })));
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new Error('No connection'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        const parsed = studioImageResponse.safeParse(body);
        if (parsed.success) resolve(parsed.data.data);
        else reject(new Error('Unexpected answer'));
        return;
      }
      const error = errorBodySchema.safeParse(body);
      reject(new Error(error.success ? error.data.message : `Error ${xhr.status}`));
    };
    xhr.send(file);
  });
}
