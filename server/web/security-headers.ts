/**
 * The headers every answer of the web server carries (issue 26; OWASP's secure headers), set
 * before Next handles the request, and the ones it never lets out.
 *
 * - `Content-Security-Policy`: `frame-ancestors 'none'` (no page of Zesty is framed; the grocery
 *   widget is a script on the creator's page, not a frame), `base-uri 'self'`, `object-src 'none'`.
 *   A script policy is not here yet: cached public pages and Next's inline scripts need hashes or a
 *   nonce, which is work of its own.
 * - `X-Frame-Options: DENY` for browsers without frame-ancestors.
 * - `Strict-Transport-Security` when the site is served over https (SITE_URL), two years, with its
 *   subdomains (the creators' sites).
 * - `Referrer-Policy`, `X-Content-Type-Options`, `Permissions-Policy` (what the site never uses:
 *   camera, microphone, location, payment, USB, topics; cook mode's wake lock, sharing and the
 *   clipboard stay allowed).
 */
export function securityHeaders(siteUrl: URL): Record<string, string> {
  return {
    'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ...(siteUrl.protocol === 'https:'
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
