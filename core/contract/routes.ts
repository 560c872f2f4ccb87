/**
 * The route table: every upstream API route with its path parameters, query and answer, over
 * its zod-free half (`paths.ts`: methods, path template, proxy flag). The API registers and
 * validates its handlers from it, the data door calls it, and the proxy's allow-list comes from
 * the zod-free half.
 */
import { z } from '../zod';
import { API_PATHS } from './api-paths';
import type { PathParams, RouteName } from './paths';
import {
  exchangeOtpBody,
  loginTokenBody,
  logoutBody,
  messageResponse,
  opaqueTokenSchema,
  providersResponse,
  requestOtpBody,
  sessionResponse,
  userResponse,
} from './auth';
import {
  basketBody,
  basketResponse,
  checkoutResponse,
  groceryProductsQuery,
  groceryProductsResponse,
  groceryStoresQuery,
  groceryStoresResponse,
  menuBasketBody,
  menuBasketResponse,
  orderBody,
  orderListQuery,
  orderListResponse,
  orderQuery,
  orderResponse,
  storeParam,
} from './grocery';
import {
  collectionListQuery,
  collectionQuery,
  favouriteListQuery,
  unavailableFavouritesQuery,
  favouriteQuery,
  recipeListQuery,
  recipeIdParam,
  recipeQuery,
  relatedRecipesQuery,
  searchFiltersQuery,
  searchHistoryBody,
  searchHistoryQuery,
  searchQuery,
  websiteListQuery,
  websiteQuery,
} from './requests';
import { contentPageSchema, contentQuery, contentResponse } from './content';
import { menuBody, menuQuery, menuResponse } from './menu';
import { healthResponse, readinessResponse } from './operations';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  memberIdParam,
  removedResponse,
  invitationInfoResponse,
  invitationResponse,
  invitationTokenParam,
  inviteBody,
  membersResponse,
} from './members';
import {
  applicationBody,
  applicationIdParam,
  applicationResponse,
  applicationsResponse,
  approveBody,
  creatorEnabledBody,
  declineBody,
  editorCreatorResponse,
  editorCreatorsResponse,
  myApplicationResponse,
  subdomainCheckResponse,
  subdomainQuery,
} from './creator-applications';
import {
  contentBaseBody,
  contentVersionResponse,
  contentVersionsResponse,
  contentPreviewBody,
  contentPreviewResponse,
  editorPageParams,
  editorPageResponse,
  editorPagesResponse,
  saveContentBody,
  versionNumberParam,
} from './editor';
import {
  collectionListResponse,
  collectionResponse,
  favouriteListResponse,
  unavailableFavouritesResponse,
  favouriteResponse,
  recipeListResponse,
  recipeResponse,
  relatedRecipesResponse,
  searchFiltersResponse,
  searchResponse,
  slugSchema,
  websiteListResponse,
  websiteResponse,
} from './schemas';
import {
  createRecipeBody,
  ingredientPreviewBody,
  ingredientPreviewResponse,
  studioImageResponse,
  studioTagsQuery,
  studioTagsResponse,
  recipeActionBody,
  saveRecipeBody,
  studioCreatorsResponse,
  studioIdParam,
  studioRecipeListQuery,
  studioRecipeListResponse,
  studioRecipeResponse,
  createCollectionBody,
  saveCollectionBody,
  studioCollectionListQuery,
  studioCollectionListResponse,
  studioCollectionResponse,
  saveProfileBody,
  studioProfileResponse,
  statsViewBody,
  statsViewResponse,
  studioStatsQuery,
  studioStatsResponse,
  previewLinkBody,
  profilePreviewBody,
  previewLinkResponse,
  previewSessionBody,
  previewSessionResponse,
} from './studio';

type RouteSpec<N extends RouteName> = {
  /** One schema for each `{name}` of the path template (`API_PATHS[N].path`). */
  readonly params: { readonly [K in PathParams<(typeof API_PATHS)[N]['path']>]: z.ZodType<string> };
  /** The query, typed; `wireQuery(query)` reads it from a query string. */
  readonly query: z.ZodObject;
  /** The JSON body of a POST. */
  readonly body?: z.ZodObject;
  readonly response: z.ZodType;
};

const noQuery = z.object({}).strict();

const bySlug = { slug: slugSchema };

/** A studio route on one recipe: its id in the path, its answer the recipe. */
const studioRecipeRoute = {
  params: { id: studioIdParam },
  query: noQuery,
  response: studioRecipeResponse,
};

/** The schemas of each route; its methods, path and proxy flag are `API_PATHS` of the same name. */
export const API_ROUTES = {
  'recipes.index': { params: {}, query: recipeListQuery, response: recipeListResponse },
  'recipes.favorites': {
    params: {},
    query: favouriteListQuery,
    response: favouriteListResponse,
  },
  'recipes.favorites.unavailable': {
    params: {},
    query: unavailableFavouritesQuery,
    response: unavailableFavouritesResponse,
  },
  'recipes.favorite': {
    params: { id: recipeIdParam },
    query: favouriteQuery,
    response: favouriteResponse,
  },
  'recipes.show': { params: bySlug, query: recipeQuery, response: recipeResponse },
  'recipes.related': {
    params: bySlug,
    query: relatedRecipesQuery,
    response: relatedRecipesResponse,
  },
  'websites.index': { params: {}, query: websiteListQuery, response: websiteListResponse },
  'content.show': {
    params: { page: contentPageSchema },
    query: contentQuery,
    response: contentResponse,
  },
  'websites.show': { params: bySlug, query: websiteQuery, response: websiteResponse },
  'collections.index': { params: {}, query: collectionListQuery, response: collectionListResponse },
  'collections.show': { params: bySlug, query: collectionQuery, response: collectionResponse },
  searchFilters: { params: {}, query: searchFiltersQuery, response: searchFiltersResponse },
  search: { params: {}, query: searchQuery, response: searchResponse },
  'search.history': {
    params: {},
    query: searchHistoryQuery,
    body: searchHistoryBody,
    response: searchResponse,
  },
  'grocery.stores': { params: {}, query: groceryStoresQuery, response: groceryStoresResponse },
  'grocery.products': {
    params: { store: storeParam },
    query: groceryProductsQuery,
    response: groceryProductsResponse,
  },
  'grocery.basket': { params: {}, query: noQuery, body: basketBody, response: basketResponse },
  'grocery.menuBasket': {
    params: {},
    query: noQuery,
    body: menuBasketBody,
    response: menuBasketResponse,
  },
  'grocery.checkout': {
    params: {},
    query: noQuery,
    body: basketBody,
    response: checkoutResponse,
  },
  'grocery.menuCheckout': {
    params: {},
    query: noQuery,
    body: menuBasketBody,
    response: checkoutResponse,
  },
  'orders.index': { params: {}, query: orderListQuery, response: orderListResponse },
  'orders.create': { params: {}, query: orderQuery, body: orderBody, response: orderResponse },
  menu: { params: {}, query: menuQuery, body: menuBody, response: menuResponse },
  'login.requestOtp': {
    params: {},
    query: noQuery,
    body: requestOtpBody,
    response: messageResponse,
  },
  'login.exchangeOtp': {
    params: {},
    query: noQuery,
    body: exchangeOtpBody,
    response: sessionResponse,
  },
  'login.refresh': {
    params: { refreshToken: opaqueTokenSchema },
    query: noQuery,
    response: sessionResponse,
  },
  'login.exchangeLoginToken': {
    params: {},
    query: noQuery,
    body: loginTokenBody,
    response: sessionResponse,
  },
  'login.logout': { params: {}, query: noQuery, body: logoutBody, response: messageResponse },
  'login.validate': { params: {}, query: noQuery, response: userResponse },
  'login.providers': { params: {}, query: noQuery, response: providersResponse },
  'ops.health': { params: {}, query: noQuery, response: healthResponse },
  'ops.ready': { params: {}, query: noQuery, response: readinessResponse },
  'studio.creators': { params: {}, query: noQuery, response: studioCreatorsResponse },
  'studio.recipes': {
    params: bySlug,
    query: studioRecipeListQuery,
    response: studioRecipeListResponse,
  },
  'studio.recipes.create': {
    params: bySlug,
    query: noQuery,
    body: createRecipeBody,
    response: studioRecipeResponse,
  },
  'studio.recipe': { ...studioRecipeRoute, body: saveRecipeBody },
  'studio.recipe.publish': { ...studioRecipeRoute, body: recipeActionBody },
  'studio.recipe.unpublish': { ...studioRecipeRoute, body: recipeActionBody },
  'studio.recipe.duplicate': studioRecipeRoute,
  // The body is the picture's bytes, checked by what they are (server/media/upload.ts).
  'studio.images': { params: bySlug, query: noQuery, response: studioImageResponse },
  'studio.tags': { params: {}, query: studioTagsQuery, response: studioTagsResponse },
  'studio.ingredients': {
    params: {},
    query: noQuery,
    body: ingredientPreviewBody,
    response: ingredientPreviewResponse,
  },
  'studio.recipe.restore': studioRecipeRoute,
  'studio.recipe.preview': {
    params: { id: studioIdParam },
    query: noQuery,
    body: previewLinkBody,
    response: previewLinkResponse,
  },
  'studio.collections': {
    params: bySlug,
    query: studioCollectionListQuery,
    response: studioCollectionListResponse,
  },
  'studio.collections.create': {
    params: bySlug,
    query: noQuery,
    body: createCollectionBody,
    response: studioCollectionResponse,
  },
  'studio.collection': {
    params: { id: studioIdParam },
    query: studioCollectionListQuery,
    body: saveCollectionBody,
    response: studioCollectionResponse,
  },
  'studio.collection.preview': {
    params: { id: studioIdParam },
    query: noQuery,
    body: previewLinkBody,
    response: previewLinkResponse,
  },
  'studio.profile': {
    params: bySlug,
    query: noQuery,
    body: saveProfileBody,
    response: studioProfileResponse,
  },
  'studio.profile.preview': {
    params: bySlug,
    query: noQuery,
    body: profilePreviewBody,
    response: previewLinkResponse,
  },
  'studio.stats': { params: bySlug, query: studioStatsQuery, response: studioStatsResponse },
  'stats.view': { params: {}, query: noQuery, body: statsViewBody, response: statsViewResponse },
  'preview.session': {
    params: {},
    query: noQuery,
    body: previewSessionBody,
    response: previewSessionResponse,
  },
  'preview.recipe': { params: bySlug, query: recipeQuery, response: recipeResponse },
  'preview.collection': { params: bySlug, query: collectionQuery, response: collectionResponse },
  'preview.website': { params: bySlug, query: websiteQuery, response: websiteResponse },
  'studio.members': { params: bySlug, query: noQuery, response: membersResponse },
  'studio.invitations': {
    params: bySlug,
    query: noQuery,
    body: inviteBody,
    response: invitationResponse,
  },
  'studio.invitation': {
    params: { ...bySlug, id: memberIdParam },
    query: noQuery,
    response: removedResponse,
  },
  'studio.member': {
    params: { ...bySlug, id: memberIdParam },
    query: noQuery,
    response: removedResponse,
  },
  'invitations.show': {
    params: { token: invitationTokenParam },
    query: noQuery,
    response: invitationInfoResponse,
  },
  'invitations.accept': {
    params: { token: invitationTokenParam },
    query: noQuery,
    body: acceptInvitationBody,
    response: acceptInvitationResponse,
  },
  'preview.content': {
    params: { page: contentPageSchema },
    query: contentQuery,
    response: contentResponse,
  },
  'editor.pages': { params: {}, query: noQuery, response: editorPagesResponse },
  'editor.page': {
    params: editorPageParams,
    query: noQuery,
    body: saveContentBody,
    response: editorPageResponse,
  },
  'editor.versions': {
    params: editorPageParams,
    query: noQuery,
    response: contentVersionsResponse,
  },
  'editor.version': {
    params: { ...editorPageParams, id: versionNumberParam },
    query: noQuery,
    response: contentVersionResponse,
  },
  'editor.restore': {
    params: { ...editorPageParams, id: versionNumberParam },
    query: noQuery,
    body: contentBaseBody,
    response: editorPageResponse,
  },
  'editor.publish': {
    params: editorPageParams,
    query: noQuery,
    body: contentBaseBody,
    response: editorPageResponse,
  },
  'editor.preview': {
    params: editorPageParams,
    query: noQuery,
    body: contentPreviewBody,
    response: contentPreviewResponse,
  },
  'editor.applications': { params: {}, query: noQuery, response: applicationsResponse },
  'editor.application.approve': {
    params: { id: applicationIdParam },
    query: noQuery,
    body: approveBody,
    response: applicationResponse,
  },
  'editor.application.decline': {
    params: { id: applicationIdParam },
    query: noQuery,
    body: declineBody,
    response: applicationResponse,
  },
  'editor.creators': { params: {}, query: noQuery, response: editorCreatorsResponse },
  'editor.creator.enabled': {
    params: bySlug,
    query: noQuery,
    body: creatorEnabledBody,
    response: editorCreatorResponse,
  },
  'applications.subdomain': { params: {}, query: subdomainQuery, response: subdomainCheckResponse },
  'applications.mine': { params: {}, query: noQuery, response: myApplicationResponse },
  'applications.create': {
    params: {},
    query: noQuery,
    body: applicationBody,
    response: applicationResponse,
  },
} as const satisfies { readonly [N in RouteName]: RouteSpec<N> };

export type ApiRoutes = typeof API_ROUTES;
export type QueryOf<N extends RouteName> = ApiRoutes[N]['query'];
export type ResponseOf<N extends RouteName> = z.infer<ApiRoutes[N]['response']>;
