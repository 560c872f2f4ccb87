/**
 * The creator studio's routes (issue 24), the zod-free half as in `paths.ts`: only the studio's
 * screens and the server import this table, so public pages carry none of it.
 */
import { proxied, unproxied, type ApiPath } from './paths';

export const STUDIO_PATHS = {
  // The creator studio (issue 24): a signed-in creator's own creators and their recipes. Every
  // route checks that the user is a member of the creator it touches; nothing here is public.
  'studio.creators': proxied(['GET'], '/api/v1/studio/creators'),
  'studio.recipes': proxied(['GET'], '/api/v1/studio/creators/{slug}/recipes'),
  'studio.recipes.create': proxied(['POST'], '/api/v1/studio/creators/{slug}/recipes'),
  'studio.recipe': proxied(['GET', 'PUT', 'DELETE'], '/api/v1/studio/recipes/{id}'),
  'studio.recipe.publish': proxied(['POST'], '/api/v1/studio/recipes/{id}/publish'),
  'studio.recipe.unpublish': proxied(['POST'], '/api/v1/studio/recipes/{id}/unpublish'),
  'studio.recipe.duplicate': proxied(['POST'], '/api/v1/studio/recipes/{id}/duplicate'),
  'studio.images': proxied(['POST'], '/api/v1/studio/creators/{slug}/images'),
  'studio.tags': proxied(['GET'], '/api/v1/studio/tags'),
  'studio.ingredients': proxied(['POST'], '/api/v1/studio/ingredients'),
  'studio.recipe.restore': proxied(['POST'], '/api/v1/studio/recipes/{id}/restore'),
  /** Two signed links that open the recipe's working copy on both hosts (draft mode). */
  'studio.recipe.preview': proxied(['POST'], '/api/v1/studio/recipes/{id}/preview'),
  'studio.collections': proxied(['GET'], '/api/v1/studio/creators/{slug}/collections'),
  'studio.collections.create': proxied(['POST'], '/api/v1/studio/creators/{slug}/collections'),
  'studio.collection': proxied(['GET', 'PUT', 'DELETE'], '/api/v1/studio/collections/{id}'),
  /** Two signed links that open the collection, as saved (a draft too), on both hosts. */
  'studio.collection.preview': proxied(['POST'], '/api/v1/studio/collections/{id}/preview'),
  'studio.profile': proxied(['GET', 'PUT'], '/api/v1/studio/creators/{slug}/profile'),
  /** Keeps the profile as typed and makes two signed links that show it on both hosts. */
  'studio.profile.preview': proxied(['POST'], '/api/v1/studio/creators/{slug}/profile/preview'),
  'studio.stats': proxied(['GET'], '/api/v1/studio/creators/{slug}/stats'),
  /** One view of a recipe page, from its counting pixel (the web server's own call). */
  'stats.view': unproxied(['POST'], '/api/v1/stats/views'),
  // Previews: the web server's own calls, never the browser's (the token is in a cookie it
  // cannot read). A preview link for a preview session; a recipe's working copy for it, and a
  // collection of the session's creator as saved (a draft too).
  'preview.session': unproxied(['POST'], '/api/v1/preview/session'),
  'preview.recipe': unproxied(['GET'], '/api/v1/preview/recipes/{slug}'),
  'preview.collection': unproxied(['GET'], '/api/v1/preview/collections/{slug}'),
  /** The session's creator with the profile as last previewed. */
  'preview.website': unproxied(['GET'], '/api/v1/preview/websites/{slug}'),
  /** The creator's members, and (for owners) its open invitations (issue 25 item 6). */
  'studio.members': proxied(['GET'], '/api/v1/studio/creators/{slug}/members'),
  /** An owner invites an address as an editor of the creator (a mailed link, 7 days). */
  'studio.invitations': proxied(['POST'], '/api/v1/studio/creators/{slug}/invitations'),
  /** An owner withdraws an invitation. */
  'studio.invitation': proxied(['DELETE'], '/api/v1/studio/creators/{slug}/invitations/{id}'),
  /** An owner removes a member (user id). */
  'studio.member': proxied(['DELETE'], '/api/v1/studio/creators/{slug}/members/{id}'),
  /** An invitation, to the signed-in user who opened its link. */
  'invitations.show': proxied(['GET'], '/api/v1/invitations/{token}'),
  /** Accepts it: the signed-in user, at the invited address, becomes an editor of the creator. */
  'invitations.accept': proxied(['POST'], '/api/v1/invitations/{token}/accept'),
  /** An editors' page's newest version, for an editor's preview session (issue 25). */
  'preview.content': unproxied(['GET'], '/api/v1/preview/content/{page}'),
} as const satisfies Record<string, ApiPath>;
