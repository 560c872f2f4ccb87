import 'server-only';
import type { z } from 'zod';
import {
  API_PATHS,
  errorBodySchema,
  messageResponse,
  pathOf,
  previewSessionResponse,
  providersResponse,
  sessionResponse,
  userResponse,
  type ExchangeOtpBody,
  type PreviewSession,
  type SessionResponse,
  type SessionUser,
  type SocialProvider,
} from '@/core/contract';
import { responseJson } from '@/lib/api/response-json';
import { upstreamFetch } from '@/lib/api/transport';
import { CLIENT_IP_HEADER } from '../../core/client-ip';
import { transportFailure, type Failure } from './http';

/**
 * The upstream login routes (spec §7, core/contract), called by the web app's session layer
 * only: every answer is parsed with the contract's schemas, every refusal kept as the API's error
 * body (status, message, code, Retry-After) for the handlers to pass on. Never throws for an
 * answer or a transport failure. Tokens travel in bodies and headers, and in the one path the
 * contract prescribes (the refresh route, which only this server calls).
 */

export type Outcome<T> = ({ ok: true } & T) | ({ ok: false } & Failure);

type Call = {
  method: 'GET' | 'POST';
  body?: unknown;
  /** The visitor's address, for the API's per-IP limits. */
  ip?: string;
  accessToken?: string;
};

async function call<S extends z.ZodType>(
  path: string,
  schema: S,
  { method, body, ip, accessToken }: Call,
): Promise<Outcome<{ value: z.output<S> }>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  let res: Response;
  try {
    res = await upstreamFetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    return { ok: false, ...transportFailure(err) };
  }
  const json = await responseJson(res);
  if (res.status >= 200 && res.status < 300) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data };
    return badGateway('The API answered in an unexpected shape');
  }
  if (res.status < 400 || res.status > 599) return badGateway('The API answered with a redirect');
  const error = errorBodySchema.safeParse(json);
  return {
    ok: false,
    status: res.status,
    body: error.success
      ? error.data
      : { message: `Server error: ${res.status}`, code: 'error', status: res.status },
    retryAfter: res.headers.get('retry-after') ?? undefined,
  };
}

const badGateway = (message: string): { ok: false } & Failure => ({
  ok: false,
  status: 502,
  body: { message, code: 'bad_gateway', status: 502 },
});

const session = <T extends { value: SessionResponse }>(
  o: Outcome<T>,
): Outcome<{ session: SessionResponse }> => (o.ok ? { ok: true, session: o.value } : o);

/** Sends a sign-in code (`redirectUrl`: the visitor's site and locale, built by the caller). */
export async function requestOtp(
  body: { email: string; name?: string; redirectUrl: string },
  ip?: string,
): Promise<Outcome<{ message: string }>> {
  const out = await call(API_PATHS['login.requestOtp'].path, messageResponse, {
    method: 'POST',
    body,
    ip,
  });
  return out.ok ? { ok: true, message: out.value.message } : out;
}

export async function exchangeOtp(
  body: ExchangeOtpBody,
  ip?: string,
): Promise<Outcome<{ session: SessionResponse }>> {
  return session(
    await call(API_PATHS['login.exchangeOtp'].path, sessionResponse, { method: 'POST', body, ip }),
  );
}

export async function exchangeLoginToken(
  token: string,
  ip?: string,
): Promise<Outcome<{ session: SessionResponse }>> {
  return session(
    await call(API_PATHS['login.exchangeLoginToken'].path, sessionResponse, {
      method: 'POST',
      body: { token },
      ip,
    }),
  );
}

/** Rotates a refresh token. Use `refreshOnce` (lib/auth/refresh.ts), never this, from handlers. */
export async function rotateRefreshToken(
  refreshToken: string,
): Promise<Outcome<{ session: SessionResponse }>> {
  return session(
    await call(pathOf('login.refresh', { refreshToken }), sessionResponse, { method: 'GET' }),
  );
}

export async function logout(refreshToken: string, ip?: string): Promise<Outcome<object>> {
  const out = await call(API_PATHS['login.logout'].path, messageResponse, {
    method: 'POST',
    body: { refreshToken },
    ip,
  });
  return out.ok ? { ok: true } : out;
}

/** The user of an access token; a 401 failure when it is invalid or expired. */
export async function validateAccessToken(
  accessToken: string,
): Promise<Outcome<{ user: SessionUser }>> {
  const out = await call(API_PATHS['login.validate'].path, userResponse, {
    method: 'GET',
    accessToken,
  });
  return out.ok ? { ok: true, user: out.value.user } : out;
}

/** The social providers the API offers; none when it cannot say (the buttons are then hidden). */
export async function socialProviders(): Promise<SocialProvider[]> {
  const out = await call(API_PATHS['login.providers'].path, providersResponse, { method: 'GET' });
  return out.ok ? out.value.data : [];
}

/**
 * A studio preview link traded for a preview session on the host it was opened on (`websiteSlug`:
 * a creator's site; none: the main site). Refusals (expired, another host, no longer a member)
 * pass as they are.
 */
export async function openPreview(
  token: string,
  websiteSlug: string | undefined,
): Promise<Outcome<{ preview: PreviewSession }>> {
  const out = await call(API_PATHS['preview.session'].path, previewSessionResponse, {
    method: 'POST',
    body: websiteSlug ? { token, websiteSlug } : { token },
  });
  return out.ok ? { ok: true, preview: out.value.data } : out;
}
