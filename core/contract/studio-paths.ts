/**
 * The creator studio's routes (issue 24), the zod-free half as in `paths.ts`: only the studio's
 * screens and the server import this table, so public pages carry none of it.
 */
import type { ApiPath } from './paths';

export const STUDIO_PATHS = {
  // The creator studio (issue 24): a signed-in creator's own creators and their recipes. Every
  // route checks that the user is a member of the creator it touches; nothing here is public.
  'studio.creators': { methods: ['GET'], path: '/api/v1/studio/creators', proxy: true },
  'studio.recipes': {
    methods: ['GET'],
    path: '/api/v1/studio/creators/{slug}/recipes',
    proxy: true,
  },
  'studio.recipes.create': {
    methods: ['POST'],
    path: '/api/v1/studio/creators/{slug}/recipes',
    proxy: true,
  },
  'studio.recipe': {
    methods: ['GET', 'PUT', 'DELETE'],
    path: '/api/v1/studio/recipes/{id}',
    proxy: true,
  },
  'studio.recipe.publish': {
    methods: ['POST'],
    path: '/api/v1/studio/recipes/{id}/publish',
    proxy: true,
  },
  'studio.recipe.unpublish': {
    methods: ['POST'],
    path: '/api/v1/studio/recipes/{id}/unpublish',
    proxy: true,
  },
  'studio.recipe.duplicate': {
    methods: ['POST'],
    path: '/api/v1/studio/recipes/{id}/duplicate',
    proxy: true,
  },
  'studio.images': {
    methods: ['POST'],
    path: '/api/v1/studio/creators/{slug}/images',
    proxy: true,
  },
  'studio.tags': { methods: ['GET'], path: '/api/v1/studio/tags', proxy: true },
  'studio.ingredients': { methods: ['POST'], path: '/api/v1/studio/ingredients', proxy: true },
  'studio.recipe.restore': {
    methods: ['POST'],
    path: '/api/v1/studio/recipes/{id}/restore',
    proxy: true,
  },
  /** Two signed links that open the recipe's working copy on both hosts (draft mode). */
  'studio.recipe.preview': {
    methods: ['POST'],
    path: '/api/v1/studio/recipes/{id}/preview',
    proxy: true,
  },
  'studio.collections': {
    methods: ['GET'],
    path: '/api/v1/studio/creators/{slug}/collections',
    proxy: true,
  },
  'studio.collections.create': {
    methods: ['POST'],
    path: '/api/v1/studio/creators/{slug}/collections',
    proxy: true,
  },
  'studio.collection': {
    methods: ['GET', 'PUT', 'DELETE'],
    path: '/api/v1/studio/collections/{id}',
    proxy: true,
  },
  /** Two signed links that open the collection, as saved (a draft too), on both hosts. */
  'studio.collection.preview': {
    methods: ['POST'],
    path: '/api/v1/studio/collections/{id}/preview',
    proxy: true,
  },
  'studio.profile': {
    methods: ['GET', 'PUT'],
    path: '/api/v1/studio/creators/{slug}/profile',
    proxy: true,
  },
  /** Keeps the profile as typed and makes two signed links that show it on both hosts. */
  'studio.profile.preview': {
    methods: ['POST'],
    path: '/api/v1/studio/creators/{slug}/profile/preview',
    proxy: true,
  },
  'studio.stats': {
    methods: ['GET'],
    path: '/api/v1/studio/creators/{slug}/stats',
    proxy: true,
  },
  /** One view of a recipe page, from its counting pixel (the web server's own call). */
  'stats.view': { methods: ['POST'], path: '/api/v1/stats/views', proxy: false },
  // Previews: the web server's own calls, never the browser's (the token is in a cookie it
  // cannot read). A preview link for a preview session; a recipe's working copy for it, and a
  // collection of the session's creator as saved (a draft too).
  'preview.session': { methods: ['POST'], path: '/api/v1/preview/session', proxy: false },
  'preview.recipe': { methods: ['GET'], path: '/api/v1/preview/recipes/{slug}', proxy: false },
  'preview.collection': {
    methods: ['GET'],
    path: '/api/v1/preview/collections/{slug}',
    proxy: false,
  },
  /** The session's creator with the profile as last previewed. */
  'preview.website': { methods: ['GET'], path: '/api/v1/preview/websites/{slug}', proxy: false },
} as const satisfies Record<string, ApiPath>;
