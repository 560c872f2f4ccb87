/**
 * The headers every answer of the web server carries (issue 26; OWASP's secure headers), set
 * before Next handles the request, and the ones it never lets out.
 *
 * - `Content-Security-Policy` (core/security-policy.ts): everything from the page's own origin,
 *   `frame-ancestors 'none'` (no page of Zesty is framed; the grocery widget is a script on the
 *   creator's page, not a frame), violations reported to /api/csp-report. This is the cacheable
 *   policy; the middleware replaces it with a nonce policy on the personal pages.
 * - `X-Frame-Options: DENY` for browsers without frame-ancestors.
 * - `Strict-Transport-Security` when the site is served over https (SITE_URL), two years, with its
 *   subdomains (the creators' sites).
 * - `Referrer-Policy`, `X-Content-Type-Options`, `Permissions-Policy` (what the site never uses:
 *   camera, microphone, location, payment, USB, topics; cook mode's wake lock, sharing and the
 *   clipboard stay allowed).
 */
import { contentSecurityPolicy } from '../../core/security-policy';

export function securityHeaders(site: {
  siteUrl: URL;
  groceryWidgetSrc: string;
}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site.groceryWidgetSrc),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ...(site.siteUrl.protocol === 'https:'
      ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' }
      : {}),
  };
}

/**
 * Headers that say how Next routed a request inside (`/en/_creator/{slug}/…`): nobody outside
 * needs them, and they name internal paths.
 */
export const INTERNAL_HEADERS: ReadonlySet<string> = new Set([
  'x-middleware-rewrite',
  'x-nextjs-rewritten-path',
  'x-nextjs-rewritten-query',
  'x-middleware-next',
  'x-powered-by',
]);
