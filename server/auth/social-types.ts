import type { Context } from 'hono';
import type { SocialProvider } from '../../core/contract/auth';

/**
 * Social sign-in (Google, Facebook) over OpenID Connect / OAuth 2 with PKCE, state and nonce.
 * `providers` lists the configured ones (a provider without configuration is not offered).
 */
export type SocialLogin = {
  providers: readonly SocialProvider[];
  /** GET /v1/login/{provider}/redirect?redirectUrl=… → 302 to the provider. */
  start: (c: Context, provider: SocialProvider) => Promise<Response>;
  /** GET /v1/login/{provider}/callback → 302 to redirectUrl#token=… */
  callback: (c: Context, provider: SocialProvider) => Promise<Response>;
};
