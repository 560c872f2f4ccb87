import { SOCIAL_STATE_COOKIE } from '../../core/contract/auth';
import { hkdfSync } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { EncryptJWT, errors as joseErrors, jwtDecrypt } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import {
  ERROR_CODES,
  SOCIAL_PROVIDERS,
  emailSchema,
  type SocialProvider,
} from '../../core/contract';
import { LOCALES } from '../../core/locale';
import { isEnabledCreator } from '../services/websites';
import type { AppEnv } from '../env-types';
import { HttpError, errorJson } from '../http';
import { parseReturnUrl, type SiteOrigins } from './redirect-url';
import { issueLoginToken } from './sessions';
import {
  isLoopback,
  socialConfigFromEnv,
  type ProviderConfig,
  type SocialConfig,
} from './social-env';
import type { SocialLogin } from './social-types';
import { findOrCreateUser } from './users';

/**
 * Social sign-in (issue 14): the authorization-code flow with PKCE (S256), `state` and, for
 * OpenID Connect providers, `nonce`, through openid-client. What the callback must check travels
 * in an encrypted, HttpOnly cookie scoped to /v1/login, so a callback is honoured only in the
 * browser that started the sign-in (no login CSRF) and nothing is kept on the server.
 */

export { SOCIAL_STATE_COOKIE };
export const SOCIAL_STATE_PATH = '/v1/login';
/** A sign-in must come back from the provider within 10 minutes. */
export const SOCIAL_STATE_TTL_SECONDS = 10 * 60;

/**
 * What the social landing (`/{locale}/account/social#error=…`) is told when a sign-in fails:
 * cancelled at the provider, took too long, did not verify (state, nonce, PKCE, a used code),
 * no verified e-mail address, the provider failed, or we did.
 */
export const SOCIAL_ERRORS = {
  cancelled: 'cancelled',
  expired: 'expired',
  invalid: 'invalid_state',
  unverifiedEmail: 'email_unverified',
  provider: 'provider_error',
  failed: 'failed',
} as const;
export type SocialErrorCode = (typeof SOCIAL_ERRORS)[keyof typeof SOCIAL_ERRORS];

const stateSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(1),
  nonce: z.string().min(1).optional(),
  verifier: z.string().min(43).max(128),
  origin: z.string().min(1),
  locale: z.enum(LOCALES),
});
export type SocialState = z.infer<typeof stateSchema>;

const STATE_KEY_INFO = 'zesty social sign-in state cookie v1';

/** The cookie's encryption key: its own, derived from AUTH_SECRET (never the signing key itself). */
export function stateKey(secret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, new Uint8Array(0), STATE_KEY_INFO, 32));
}

/** Encrypts (dir + A256GCM) the sign-in's checks; `nowMs` is the time it starts. */
export async function sealSocialState(
  key: Uint8Array,
  state: SocialState,
  nowMs: number,
): Promise<string> {
  const now = Math.floor(nowMs / 1000);
  return new EncryptJWT(state)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + SOCIAL_STATE_TTL_SECONDS)
    .encrypt(key);
}

export type OpenedState =
  | { ok: true; state: SocialState }
  | { ok: false; reason: 'expired'; state: SocialState }
  | { ok: false; reason: 'invalid' };

/**
 * The checks of a state cookie we sealed. An expired one still names where to send the visitor
 * back to (jose authenticates the token before it checks the time).
 */
export async function openSocialState(
  key: Uint8Array,
  token: string | undefined,
  nowMs: number,
): Promise<OpenedState> {
  if (!token || token.length > 4096) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtDecrypt(token, key, {
      currentDate: new Date(nowMs),
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp'],
    });
    const parsed = stateSchema.safeParse(payload);
    return parsed.success ? { ok: true, state: parsed.data } : { ok: false, reason: 'invalid' };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) {
      const parsed = stateSchema.safeParse(err.payload);
      if (parsed.success) return { ok: false, reason: 'expired', state: parsed.data };
    }
    return { ok: false, reason: 'invalid' };
  }
}

/** OpenID Connect claims we read (from the ID token, completed from the userinfo endpoint). */
const oidcClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  // Some providers send the flag as a string.
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

/** Graph's `/me?fields=id,name,email,picture`: Facebook only hands out confirmed addresses. */
const graphProfile = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

type Profile = { email?: string; emailVerified: boolean; name?: string; image?: string };

/** A profile picture we may show: an https URL of reasonable length. */
function imageUrl(raw: string | undefined): string | undefined {
  if (!raw || raw.length > 2048) return undefined;
  try {
    return new URL(raw).protocol === 'https:' ? raw : undefined;
  } catch {
    return undefined;
  }
}

class SocialFailure extends Error {
  constructor(
    readonly code: SocialErrorCode,
    detail: string,
  ) {
    super(detail);
    this.name = 'SocialFailure';
  }
}

/**
 * A short description of an error for the log: its class and code, never its message or cause
 * (those may quote a provider's answer).
 */
function summary(err: unknown): string {
  if (err instanceof SocialFailure) return err.message;
  if (err instanceof oidc.AuthorizationResponseError)
    return `AuthorizationResponseError ${err.error}`;
  if (err instanceof oidc.ResponseBodyError) return `ResponseBodyError ${err.error}`;
  if (err instanceof oidc.ClientError) return `ClientError ${err.code ?? ''}`.trim();
  return err instanceof Error ? err.name : 'unknown error';
}

/** The insecure-http switch, only for providers on loopback (local tests). */
function transport(urls: URL[]): { insecure: boolean } {
  const plain = urls.filter((u) => u.protocol === 'http:');
  if (plain.some((u) => !isLoopback(u)))
    throw new Error('A social sign-in provider on plain http must be on loopback');
  return { insecure: plain.length > 0 };
}

/**
 * The provider's openid-client configuration: discovered on first use, kept, and discovered
 * again on the next sign-in after a failure (the provider may have been briefly unreachable).
 */
function lazyConfiguration(provider: ProviderConfig, timeout: number) {
  let pending: Promise<oidc.Configuration> | undefined;
  const build = async () => {
    if (provider.kind === 'oidc') {
      const { insecure } = transport([provider.issuer]);
      return oidc.discovery(provider.issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout,
      });
    }
    const { insecure } = transport([
      provider.authorizationUrl,
      provider.tokenUrl,
      provider.userinfoUrl,
    ]);
    const config = new oidc.Configuration(
      {
        issuer: provider.issuer.href,
        authorization_endpoint: provider.authorizationUrl.href,
        token_endpoint: provider.tokenUrl.href,
      },
      provider.clientId,
      provider.clientSecret,
    );
    config.timeout = timeout;
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  };
  return () => {
    pending ??= build().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

export type SocialOptions = {
  /** The clock of the state cookie's 10 minutes (tests move it); default Date.now. */
  now?: () => number;
  /** One line per refused or failed sign-in: provider, step and error class, no token or code. */
  log?: (line: string) => void;
  /** Seconds a provider has to answer one request (discovery, token, userinfo). */
  timeoutSeconds?: number;
};

/** Social sign-in for the configured providers (`config`), under our origins and secret. */
export function createSocialLogin(
  deps: { secret: Uint8Array; origins: SiteOrigins },
  config: SocialConfig,
  options: SocialOptions = {},
): SocialLogin {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const key = stateKey(deps.secret);
  const secure = new URL(deps.origins.mainOrigin).protocol === 'https:';
  const cookieName = secure ? `__Secure-${SOCIAL_STATE_COOKIE}` : SOCIAL_STATE_COOKIE;
  const cookieOptions = {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: SOCIAL_STATE_PATH,
  } as const;
  const providers = SOCIAL_PROVIDERS.filter((p) => config[p] !== undefined);
  const configurations = new Map(
    providers.map((p) => [p, lazyConfiguration(config[p]!, options.timeoutSeconds ?? 10)]),
  );
  const lookUp = (provider: SocialProvider) => {
    const settings = config[provider];
    const configuration = configurations.get(provider);
    // The routes offer only configured providers; this is the last line.
    if (!settings || !configuration)
      throw new HttpError(404, ERROR_CODES.notFound, 'No such sign-in provider');
    return { settings, configuration };
  };
  const redirectUri = (provider: SocialProvider) =>
    `${deps.origins.mainOrigin}${SOCIAL_STATE_PATH}/${provider}/callback`;
  const landing = (state: Pick<SocialState, 'origin' | 'locale'>, fragment: string) =>
    `${state.origin}/${state.locale}/account/social#${fragment}`;

  function redirect(c: Context, location: string) {
    c.header('Cache-Control', 'no-store');
    // The callback's URL holds the provider's code: no page after it gets it as a referrer.
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(location, 302);
  }

  async function start(c: Context, provider: SocialProvider): Promise<Response> {
    const { settings, configuration } = lookUp(provider);
    const raw = c.req.queries('redirectUrl');
    const db = await (c as Context<AppEnv>).var.db();
    const back =
      raw?.length === 1
        ? await parseReturnUrl(raw[0]!, deps.origins, (slug: string) => isEnabledCreator(db, slug))
        : undefined;
    if (!back)
      return errorJson(
        c,
        new HttpError(400, ERROR_CODES.invalidRedirect, 'redirectUrl is not one of our sites'),
      );

    let configured: oidc.Configuration;
    try {
      configured = await configuration();
    } catch (err) {
      log(`[social] ${provider} discovery failed: ${summary(err)}`);
      return redirect(c, landing(back, `error=${SOCIAL_ERRORS.provider}`));
    }
    const verifier = oidc.randomPKCECodeVerifier();
    const state: SocialState = {
      provider,
      state: oidc.randomState(),
      nonce: settings.kind === 'oidc' ? oidc.randomNonce() : undefined,
      verifier,
      origin: back.origin,
      locale: back.locale,
    };
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri(provider),
      scope: settings.scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: state.state,
    };
    if (state.nonce) parameters.nonce = state.nonce;
    const target = oidc.buildAuthorizationUrl(configured, parameters);
    setCookie(c, cookieName, await sealSocialState(key, state, now()), {
      ...cookieOptions,
      maxAge: SOCIAL_STATE_TTL_SECONDS,
    });
    return redirect(c, target.href);
  }

  /** The verified e-mail address, name and picture of the signed-in account at the provider. */
  async function profile(
    provider: SocialProvider,
    settings: ProviderConfig,
    configured: oidc.Configuration,
    state: SocialState,
    callbackUrl: URL,
  ): Promise<Profile> {
    const tokens = await oidc.authorizationCodeGrant(configured, callbackUrl, {
      pkceCodeVerifier: state.verifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: settings.kind === 'oidc',
    });
    if (settings.kind === 'oauth') {
      const res = await oidc.fetchProtectedResource(
        configured,
        tokens.access_token,
        new URL(settings.userinfoUrl.href),
        'GET',
      );
      if (!res.ok)
        throw new SocialFailure(SOCIAL_ERRORS.provider, `${provider} profile ${res.status}`);
      const me = graphProfile.safeParse(await res.json());
      if (!me.success) throw new SocialFailure(SOCIAL_ERRORS.provider, `${provider} profile shape`);
      return {
        email: me.data.email,
        emailVerified: me.data.email !== undefined,
        name: me.data.name,
        image: me.data.picture?.data?.url,
      };
    }
    const fromIdToken = oidcClaims.safeParse(tokens.claims());
    if (!fromIdToken.success)
      throw new SocialFailure(SOCIAL_ERRORS.provider, `${provider} ID token claims`);
    let claims = fromIdToken.data;
    // A provider that keeps the ID token lean has the rest at its userinfo endpoint.
    if (claims.email === undefined || claims.email_verified === undefined || !claims.name) {
      const info = oidcClaims.safeParse(
        await oidc.fetchUserInfo(configured, tokens.access_token, claims.sub),
      );
      if (!info.success) throw new SocialFailure(SOCIAL_ERRORS.provider, `${provider} userinfo`);
      claims = { ...claims, ...info.data };
    }
    const joined = [claims.given_name, claims.family_name].filter(Boolean).join(' ');
    return {
      email: claims.email,
      emailVerified: claims.email_verified === true,
      name: claims.name || joined || undefined,
      image: claims.picture,
    };
  }

  async function callback(c: Context, provider: SocialProvider): Promise<Response> {
    const { settings, configuration } = lookUp(provider);
    const opened = await openSocialState(key, getCookie(c, cookieName), now());
    // Spent either way: a callback is answered once per start.
    setCookie(c, cookieName, '', { ...cookieOptions, maxAge: 0 });
    if (!opened.ok && opened.reason === 'invalid') {
      log(`[social] ${provider} callback without a valid state cookie`);
      return errorJson(
        c,
        new HttpError(
          400,
          ERROR_CODES.badRequest,
          'This sign-in was not started in this browser, or it expired. Please try again.',
        ),
      );
    }
    const state = opened.state;
    const fail = (code: SocialErrorCode, err?: unknown) => {
      log(`[social] ${provider} sign-in refused (${code})${err ? `: ${summary(err)}` : ''}`);
      return redirect(c, landing(state, `error=${code}`));
    };
    if (!opened.ok) return fail(SOCIAL_ERRORS.expired);
    if (state.provider !== provider) return fail(SOCIAL_ERRORS.invalid);

    const callbackUrl = new URL(redirectUri(provider));
    callbackUrl.search = new URL(c.req.url).search;
    let configured: oidc.Configuration;
    try {
      configured = await configuration();
    } catch (err) {
      return fail(SOCIAL_ERRORS.provider, err);
    }
    let who: Profile;
    try {
      who = await profile(provider, settings, configured, state, callbackUrl);
    } catch (err) {
      if (err instanceof SocialFailure) return fail(err.code, err);
      if (err instanceof oidc.AuthorizationResponseError)
        return fail(
          err.error === 'access_denied' ? SOCIAL_ERRORS.cancelled : SOCIAL_ERRORS.provider,
          err,
        );
      // A wrong state, nonce or issuer, a refused code or verifier (used, forged, not ours).
      if (err instanceof oidc.ResponseBodyError || err instanceof oidc.ClientError)
        return fail(SOCIAL_ERRORS.invalid, err);
      return fail(SOCIAL_ERRORS.provider, err);
    }
    const email = emailSchema.safeParse(who.email);
    if (!who.emailVerified || !email.success) return fail(SOCIAL_ERRORS.unverifiedEmail);

    try {
      const db = await (c as Context<AppEnv>).var.db();
      const name = (who.name?.trim() || email.data.split('@')[0]!).slice(0, 100);
      const user = await findOrCreateUser(db, {
        email: email.data,
        name,
        image: imageUrl(who.image) ?? null,
      });
      const token = await issueLoginToken(db, deps.secret, user.id);
      return redirect(c, landing(state, `token=${token}`));
    } catch (err) {
      return fail(SOCIAL_ERRORS.failed, err);
    }
  }

  return { providers, start, callback };
}

/** Social sign-in as the environment configures it; undefined when no provider is. */
export function socialFromEnv(
  deps: { secret: Uint8Array; origins: SiteOrigins },
  env: Readonly<Record<string, string | undefined>> = process.env,
): SocialLogin | undefined {
  const config = socialConfigFromEnv(env);
  return Object.keys(config).length > 0 ? createSocialLogin(deps, config) : undefined;
}
