/**
 * The site's routes the browser never calls through /api/proxy: the grocery widget's, which have
 * a door of their own, and those only the web server calls (the editors' pages it renders, the
 * sign-in its session handlers run). Apart from `paths.ts`, so no page's JavaScript carries them.
 */
import { unproxied, type ApiPath } from './paths';

export const SERVER_PATHS = {
  // The grocery widget's routes (issue 15). Never through the proxy, which refuses cross-site
  // requests: the browser reaches them at the same paths on the web app's origin
  // (app/api/v1/grocery), and they alone answer CORS.
  'grocery.stores': unproxied(['GET'], '/api/v1/grocery/stores'),
  'grocery.products': unproxied(['GET'], '/api/v1/grocery/stores/{store}/products'),
  'grocery.basket': unproxied(['POST'], '/api/v1/grocery/basket'),
  'grocery.menuBasket': unproxied(['POST'], '/api/v1/grocery/menu-basket'),
  'grocery.checkout': unproxied(['POST'], '/api/v1/grocery/checkout'),
  'grocery.menuCheckout': unproxied(['POST'], '/api/v1/grocery/menu-checkout'),
  /** An editors' page as published (issue 25): read by the web server, which renders it. */
  'content.show': unproxied(['GET'], '/api/v1/content/{page}'),
  // Sign-in (spec §7). Never through the proxy: the web app's session handlers (app/api/auth)
  // call them and keep the tokens in HttpOnly cookies, so the browser never holds one.
  'login.requestOtp': unproxied(['POST'], '/api/v1/login/requestOtp'),
  'login.exchangeOtp': unproxied(['POST'], '/api/v1/login/exchangeOtpRefreshToken'),
  'login.refresh': unproxied(['GET'], '/api/v1/login/{refreshToken}/exchangeRefreshToken'),
  'login.exchangeLoginToken': unproxied(['POST'], '/api/v1/login/exchangeLoginToken'),
  'login.logout': unproxied(['POST'], '/api/v1/login/logout'),
  'login.validate': unproxied(['GET'], '/api/v1/login/validate'),
  /** The social providers this deployment offers (one without configuration hides its button). */
  'login.providers': unproxied(['GET'], '/api/v1/login/providers'),
  // Operations (issue 26): the process is up; it can serve. Answered by the API and by the web
  // app (which is also not ready while it drains).
  'ops.health': unproxied(['GET'], '/api/health'),
  'ops.ready': unproxied(['GET'], '/api/ready'),
} as const satisfies Record<string, ApiPath>;
