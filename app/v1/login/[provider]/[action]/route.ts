import { SOCIAL_STATE_COOKIE } from '@/core/contract/auth';
import { ERROR_CODES, SOCIAL_PROVIDERS, type ErrorBody } from '@/core/contract';
import { isApiError } from '@/lib/api/errors';
import { upstreamFetch } from '@/lib/api/transport';
import { CLIENT_IP_HEADER, clientIpOf } from '@/core/client-ip';

/**
 * Social sign-in on the main site (spec §7): the browser leaves for Google or Facebook from
 * `/v1/login/{provider}/redirect` and comes back to `/v1/login/{provider}/callback`, the
 * redirect_uri registered with the provider. Both are the upstream API's, forwarded as they are
 * (redirects are passed on, not followed), with only what the sign-in needs: the state cookie
 * and the visitor's address (for the per-address limit).
 */
export const dynamic = 'force-dynamic';

const ACTIONS = ['redirect', 'callback'] as const;

/** The API's state cookie, on http and (with the `__Secure-` prefix) on https. */
const STATE_COOKIES = new Set([SOCIAL_STATE_COOKIE, `__Secure-${SOCIAL_STATE_COOKIE}`]);

function json(status: number, message: string, code: string): Response {
  const body: ErrorBody = { message, code, status };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Only the state cookie goes upstream; the site's other cookies are none of the API's business. */
function stateCookie(header: string | null): string | undefined {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => STATE_COOKIES.has(part.slice(0, part.indexOf('='))));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export async function GET(
  request: Request,
  context: { params: Promise<{ provider: string; action: string }> },
): Promise<Response> {
  const { provider, action } = await context.params;
  if (!isOneOf(SOCIAL_PROVIDERS, provider) || !isOneOf(ACTIONS, action))
    return json(404, 'No such route', ERROR_CODES.notFound);

  const headers = new Headers({ Accept: 'application/json' });
  const cookie = stateCookie(request.headers.get('cookie'));
  if (cookie) headers.set('Cookie', cookie);
  // The address our web server vouched for (core/client-ip.ts), for the per-address limit.
  const ip = clientIpOf(request);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);

  let upstream: Response;
  try {
    upstream = await upstreamFetch(
      `/v1/login/${provider}/${action}${new URL(request.url).search}`,
      {
        headers,
        signal: request.signal,
      },
    );
  } catch (err) {
    if (isApiError(err) && err.kind === 'timeout')
      return json(504, 'The sign-in service did not answer in time. Please try again.', 'timeout');
    return json(502, 'Network error: Unable to reach server', 'network_error');
  }

  const out = new Headers({
    'Cache-Control': 'no-store',
    // The callback's address holds the provider's code: it is no page's referrer.
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  const location = upstream.headers.get('location');
  if (location) out.set('Location', location);
  for (const line of upstream.headers.getSetCookie())
    if (STATE_COOKIES.has(line.slice(0, line.indexOf('=')))) out.append('Set-Cookie', line);
  const redirect = upstream.status >= 300 && upstream.status < 400;
  if (redirect) await upstream.body?.cancel().catch(() => undefined);
  else {
    const contentType = upstream.headers.get('content-type');
    if (contentType) out.set('Content-Type', contentType);
  }
  return new Response(redirect ? null : upstream.body, { status: upstream.status, headers: out });
}
