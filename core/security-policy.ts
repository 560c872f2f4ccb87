/**
 * The Content-Security-Policy (issue 26, finding 7), one source for the web server, which puts
 * the cacheable policy on every answer (server/web/security-headers.ts), and the middleware, which
 * replaces it with a nonce policy on the personal pages (middleware.ts). The trade-off is in
 * docs/architecture.md ("Hardening").
 */

import { THEME_SCRIPT_HASH } from './theme-choice';

/** Where browsers send what the policy blocked (app/api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The personal pages' routes, which are rendered per request and never cached (each is
 * `force-dynamic`): the account and its screens (sign-in, the studio, the editor console, …),
 * favourites and orders. Not the social sign-in landing (`account/social`), one cached shell for
 * everyone, and not a 404 under /account (the cached not-found page): a page served from a cache
 * carries no nonce, so its scripts would be refused. tests/unit/security-policy.test.ts checks
 * this list against the app's pages.
 */
const PERSONAL_PAGE = new RegExp(
  '^/(?:favourites|orders|account(?:/(?:settings|signin|signup|verify/[^/]+|become-creator|' +
    'invitations/[^/]+|editor(?:/[^/]+/[^/]+)?|creator(?:/(?:profile|recipes/[^/]+|' +
    'collections/[^/]+))?))?)$',
);

/** Whether `rest`, the path after the locale (no trailing slash), is a personal page's. */
export function isPersonalPage(rest: string): boolean {
  return PERSONAL_PAGE.test(rest);
}

/**
 * The policy. Without `nonce` (every answer that may be cached, here or by a shared cache):
 * scripts from the page's own origin and inline, because Next's inline scripts (the RSC payload
 * and bootstrap) differ on every page and a nonce would have each page rendered per request; no
 * `eval`, no other origin. With `nonce` (a personal page, rendered per request): only scripts
 * carrying that nonce and those they load (`'strict-dynamic'`), so an injected inline script
 * runs nowhere signed in, but for the theme script (core/theme-choice.ts), allowed by its hash
 * (the root layout is one for all pages and carries no nonce). Pictures may come from any https origin (a social sign-in's profile
 * picture is the provider's URL). `report-uri` (not `report-to`, which needs an absolute endpoint
 * per host) sends violations to the site that served the page.
 *
 * The grocery widget served from another origin (GROCERY_WIDGET_SRC an http(s) URL) is a script
 * from there that calls its API there: that origin is allowed for scripts and connections.
 */
export function contentSecurityPolicy(groceryWidgetSrc: string, nonce?: string): string {
  const widget = /^https?:\/\//.test(groceryWidgetSrc)
    ? ` ${new URL(groceryWidgetSrc).origin}`
    : '';
  const scripts = nonce
    ? `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH} 'strict-dynamic'${widget}`
    : `script-src 'self' 'unsafe-inline'${widget}`;
  return [
    "default-src 'self'",
    scripts,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${widget}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** A fresh nonce: 16 random bytes, base64 (Web Crypto: the middleware runs on the Edge runtime). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
