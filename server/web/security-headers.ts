/**
 * The headers every answer of the web server carries (issue 26; OWASP's secure headers), set
 * before Next handles the request, and the ones it never lets out.
 *
 * - `Content-Security-Policy` (`contentSecurityPolicy`): everything from the page's own origin,
 *   `frame-ancestors 'none'` (no page of Zesty is framed; the grocery widget is a script on the
 *   creator's page, not a frame), violations reported to /api/csp-report.
 * - `X-Frame-Options: DENY` for browsers without frame-ancestors.
 * - `Strict-Transport-Security` when the site is served over https (SITE_URL), two years, with its
 *   subdomains (the creators' sites).
 * - `Referrer-Policy`, `X-Content-Type-Options`, `Permissions-Policy` (what the site never uses:
 *   camera, microphone, location, payment, USB, topics; cook mode's wake lock, sharing and the
 *   clipboard stay allowed).
 */
/** Where browsers send what the policy blocked (app/api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The policy of every answer, so that a cached page and its shared copies carry it unchanged.
 * Scripts: the page's own files and Next's inline scripts (the RSC payload and bootstrap, whose
 * content differs on every page), so `'unsafe-inline'`; no `eval`, no other origin. A nonce
 * would need each page rendered per request, which the cached public pages are not (the
 * trade-off is in docs/architecture.md). Pictures may come from any https origin: a social
 * sign-in's profile picture is the provider's URL. `report-uri` (not `report-to`, which needs
 * an absolute endpoint per host) sends violations to the site that served the page.
 *
 * The grocery widget served from another origin (GROCERY_WIDGET_SRC an http(s) URL) is a script
 * from there that calls its API there: that origin is allowed for scripts and connections.
 */
export function contentSecurityPolicy(groceryWidgetSrc: string): string {
  const widget = /^https?:\/\//.test(groceryWidgetSrc)
    ? ` ${new URL(groceryWidgetSrc).origin}`
    : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${widget}`,
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
