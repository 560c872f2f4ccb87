import 'server-only';
import type { NextResponse } from 'next/server';
import { ERROR_CODES } from '@/core/contract/paths';
import { uploadTypeOf } from '@/core/contract/studio';
import { originFor, siteConfig } from '@/core/site';
import { MAIN_SITE } from '@/core/sites';
import { classifyHost, requestHost } from '@/core/tenant';
import { errorResponse } from './http';

/**
 * Cross-site request refusal for every state-changing handler (issue 14; design.md "Sessions and
 * security defaults"). SameSite=Lax already keeps the session cookies off cross-site POSTs; this
 * is the second wall, and the one that also covers same-site hosts (a creator's subdomain).
 */

/** The request's own public origin: the site's scheme, the Host the browser addressed. */
export function requestOrigin(request: Request): string {
  const { siteUrl, trustProxy } = siteConfig();
  const host = requestHost(request.headers, trustProxy) ?? new URL(request.url).host;
  return `${siteUrl.protocol}//${host.trim().toLowerCase()}`;
}

/**
 * The public origin of the site the request is for: a creator's site for its host, else the main
 * site (also for hosts that are neither, such as an address typed by hand).
 */
export function siteOriginOf(request: Request): string {
  const config = siteConfig();
  const site = classifyHost(requestHost(request.headers, config.trustProxy), config);
  return originFor(site.kind === 'creator' ? site : MAIN_SITE);
}

const JSON_TYPE = /^application\/json\s*(?:;.*)?$/i;

/** Why a request is refused as cross-site, or undefined when it may proceed. */
export function crossSiteReason(request: Request): string | undefined {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none')
    return `Sec-Fetch-Site: ${fetchSite}`;
  const origin = request.headers.get('origin');
  // `Origin: null` (sandboxed frames, some redirects) is no origin of ours either.
  if (origin !== null && origin.toLowerCase() !== requestOrigin(request)) return 'foreign Origin';
  // POST is the one state-changing method a page of another site can send without a CORS
  // preflight (which we never grant); DELETE and the rest always need one.
  if (request.method === 'POST') {
    // A JSON content type cannot be sent cross-site without a CORS preflight either.
    const type = request.headers.get('content-type');
    // A picture's bytes (the studio's upload) neither: like JSON, no upload type is among the
    // three a form of another site can send without one (urlencoded, multipart, text/plain).
    if (type !== null && !JSON_TYPE.test(type.trim()) && !uploadTypeOf(type))
      return 'body is not application/json';
    const length = request.headers.get('content-length');
    if (type === null && request.body !== null && length !== '0') return 'body without a type';
  }
  return undefined;
}

/** 403 for a cross-site request (never reaching upstream); undefined when it may proceed. */
export function crossSiteRefusal(request: Request): NextResponse | undefined {
  const reason = crossSiteReason(request);
  if (reason === undefined) return undefined;
  return errorResponse(403, `Cross-site request refused (${reason})`, ERROR_CODES.forbidden);
}
