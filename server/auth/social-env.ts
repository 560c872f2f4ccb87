import { z } from 'zod';
import type { SocialProvider } from '../../core/contract/auth';

/**
 * Social sign-in configuration (README, "Configuration"). A provider is configured when both its
 * client id and secret are set; one without the other is a mistake and stops the process.
 */

/** An OpenID Connect provider, found by discovery at `{issuer}/.well-known/openid-configuration`. */
export type OidcProviderConfig = {
  kind: 'oidc';
  clientId: string;
  clientSecret: string;
  issuer: URL;
  scope: string;
};

/**
 * A plain OAuth 2 provider with fixed endpoints (Facebook's default: its web login is not OpenID
 * Connect). The profile comes from `userinfoUrl`, Graph's `/me` shape.
 */
export type OAuthProviderConfig = {
  kind: 'oauth';
  clientId: string;
  clientSecret: string;
  /** Stands for the provider in openid-client's configuration; nothing is discovered there. */
  issuer: URL;
  authorizationUrl: URL;
  tokenUrl: URL;
  userinfoUrl: URL;
  scope: string;
};

export type ProviderConfig = OidcProviderConfig | OAuthProviderConfig;
export type SocialConfig = Partial<Record<SocialProvider, ProviderConfig>>;

/** Loopback hosts: the only ones a provider may be reached on over plain http (local tests). */
export const isLoopback = (url: URL) =>
  url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';

const blank = (v: string | undefined) =>
  v === undefined || v.trim() === '' ? undefined : v.trim();

const text = z.string().optional().transform(blank);

/** An https URL, or http on loopback: tokens and codes never cross a network in the clear. */
const providerUrl = z
  .url()
  .transform((v) => new URL(v))
  .refine(
    (u) => u.protocol === 'https:' || (u.protocol === 'http:' && isLoopback(u)),
    'must be an https URL (http only on 127.0.0.1 or localhost)',
  );
const urlOr = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => blank(v) ?? fallback)
    .pipe(providerUrl);
const optionalUrl = z.string().optional().transform(blank).pipe(providerUrl.optional());

/** Facebook's web login (OAuth 2 with PKCE) and the Graph API version it is pinned to. */
const FACEBOOK_GRAPH = 'v23.0';
export const FACEBOOK_DEFAULTS = {
  issuer: 'https://www.facebook.com',
  authorizationUrl: `https://www.facebook.com/${FACEBOOK_GRAPH}/dialog/oauth`,
  tokenUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH}/oauth/access_token`,
  userinfoUrl: `https://graph.facebook.com/${FACEBOOK_GRAPH}/me?fields=id,name,email,picture`,
} as const;

const schema = z.object({
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  GOOGLE_ISSUER: urlOr('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: text,
  FACEBOOK_CLIENT_SECRET: text,
  /** Set: Facebook is reached as an OpenID Connect provider (tests: a local oidc-provider). */
  FACEBOOK_ISSUER: optionalUrl,
  FACEBOOK_AUTHORIZATION_URL: urlOr(FACEBOOK_DEFAULTS.authorizationUrl),
  FACEBOOK_TOKEN_URL: urlOr(FACEBOOK_DEFAULTS.tokenUrl),
  FACEBOOK_USERINFO_URL: urlOr(FACEBOOK_DEFAULTS.userinfoUrl),
});

const OIDC_SCOPE = 'openid email profile';

function credentials(env: z.infer<typeof schema>, name: 'GOOGLE' | 'FACEBOOK') {
  const clientId = env[`${name}_CLIENT_ID`];
  const clientSecret = env[`${name}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new Error(
      `Invalid environment: ${name}_CLIENT_ID and ${name}_CLIENT_SECRET are set together or not at all`,
    );
  return { clientId, clientSecret };
}

/** The configured providers, from `env` (default: this process's environment). */
export function socialConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): SocialConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const values = parsed.data;
  const config: SocialConfig = {};
  const google = credentials(values, 'GOOGLE');
  if (google)
    config.google = { kind: 'oidc', ...google, issuer: values.GOOGLE_ISSUER, scope: OIDC_SCOPE };
  const facebook = credentials(values, 'FACEBOOK');
  if (facebook) {
    config.facebook = values.FACEBOOK_ISSUER
      ? { kind: 'oidc', ...facebook, issuer: values.FACEBOOK_ISSUER, scope: OIDC_SCOPE }
      : {
          kind: 'oauth',
          ...facebook,
          issuer: new URL(FACEBOOK_DEFAULTS.issuer),
          authorizationUrl: values.FACEBOOK_AUTHORIZATION_URL,
          tokenUrl: values.FACEBOOK_TOKEN_URL,
          userinfoUrl: values.FACEBOOK_USERINFO_URL,
          scope: 'email public_profile',
        };
  }
  return config;
}
