import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 standing in for Google and Facebook in
 * the tests: authorization-code flow only, PKCE required, client_secret_post clients, and a
 * one-field login page at `/interaction/{uid}` (an `<input name="login">` that takes an account
 * id, a "Sign in" and a "Cancel" button) that consents on the account's behalf. Integration
 * tests drive it with `authorize`; a browser test fills the form.
 */

export type OidcAccount = {
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
};

export type OidcClient = {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
};

export type OidcProviderOptions = {
  /** Default: any free port. */
  port?: number;
  clients: OidcClient[];
  /** The accounts that can sign in, by their `sub`. */
  accounts: Record<string, OidcAccount>;
  /**
   * Put the e-mail and profile claims in the ID token (as Google does). Default: only `sub`
   * there, the rest from the userinfo endpoint (oidc-provider's conformant default).
   */
  claimsInIdToken?: boolean;
};

export type OidcHarness = {
  /** `http://127.0.0.1:{port}`. */
  issuer: string;
  port: number;
  /** Every request's method and path, in order (to count discovery and token calls). */
  requests: string[];
  /**
   * Acts as a fresh browser at the provider: opens `authorizationUrl`, signs in as `sub` on the
   * login page (or cancels there), and returns the URL the provider sends the browser back to
   * (our callback, with `code`, `state` and `iss`, or `error`).
   */
  authorize: (
    authorizationUrl: string,
    sub: string,
    options?: { cancel?: boolean },
  ) => Promise<URL>;
  /** Submits the login form of one interaction (`/interaction/{uid}`) with the given cookies. */
  login: (interactionUrl: string, sub: string, cookies: string) => Promise<Response>;
  close: () => Promise<void>;
};

const SCOPES = ['openid', 'email', 'profile'];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function loginPage(uid: string, client: string, accounts: string[], error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider: sign in</title></head>
<body><main>
<h1>Sign in to continue to ${escapeHtml(client)}</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="login">Account</label>
<input id="login" name="login" autocomplete="off" autofocus>
<button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>
<p>Accounts: ${accounts.map(escapeHtml).join(', ')}</p>
</main></body></html>`;
}

/**
 * The provider's storage: one map per provider instance (the built-in one is shared by every
 * instance in the process and warns that it is for development).
 */
function memoryAdapter() {
  const rows = new Map<string, { payload: AdapterPayload; expiresAt?: number }>();
  const index = new Map<string, string>();
  return (name: string): Adapter => {
    const key = (id: string) => `${name}:${id}`;
    const live = (k: string | undefined) => {
      const row = k === undefined ? undefined : rows.get(k);
      if (!row || (row.expiresAt !== undefined && row.expiresAt <= Date.now())) return undefined;
      return row.payload;
    };
    return {
      async upsert(id, payload, expiresIn) {
        rows.set(key(id), {
          payload,
          expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
        });
        if (payload.uid) index.set(`${name}:uid:${payload.uid}`, key(id));
        if (payload.userCode) index.set(`${name}:userCode:${payload.userCode}`, key(id));
        if (payload.grantId) index.set(`grant:${payload.grantId}:${key(id)}`, key(id));
      },
      find: async (id) => live(key(id)),
      findByUid: async (uid) => live(index.get(`${name}:uid:${uid}`)),
      findByUserCode: async (code) => live(index.get(`${name}:userCode:${code}`)),
      async consume(id) {
        const row = rows.get(key(id));
        if (row) row.payload = { ...row.payload, consumed: Math.floor(Date.now() / 1000) };
      },
      async destroy(id) {
        rows.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, target] of index)
          if (k.startsWith(`grant:${grantId}:`)) {
            rows.delete(target);
            index.delete(k);
          }
      },
    };
  };
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcHarness> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signing = { ...(await exportJWK(privateKey)), kid: 'test-rs256', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    adapter: memoryAdapter(),
    clients: options.clients.map((client) => ({
      ...client,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signing] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    conformIdTokenClaims: !options.claimsInIdToken,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, ...account }),
      };
    },
    // First-party test clients: consent is given on the account's behalf.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  const requests: string[] = [];
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(`${req.method} ${path}`);
    if (!path.startsWith('/interaction/')) {
      void handle(req, res);
      return;
    }
    interaction(req, res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(err instanceof Error ? err.message : 'interaction failed');
    });
  });

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const client = String(details.params.client_id ?? '');
    const html = (status: number, error?: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(loginPage(details.uid, client, Object.keys(options.accounts), error));
    };
    if (req.method === 'GET') return html(200);
    if (req.method !== 'POST') return html(405);
    const form = await readForm(req);
    if (form.get('action') === 'cancel')
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    const sub = form.get('login')?.trim() ?? '';
    if (!options.accounts[sub]) return html(200, `No account "${sub}"`);
    return provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
  }

  async function login(interactionUrl: string, sub: string, cookies: string, action = 'login') {
    return fetch(interactionUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies },
      body: new URLSearchParams({ login: sub, action }).toString(),
    });
  }

  async function authorize(authorizationUrl: string, sub: string, opts: { cancel?: boolean } = {}) {
    // A fresh browser: its own cookie jar for the provider (paths are all on one origin here).
    const jar = new Map<string, string>();
    const cookies = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
        const gone = expires && Date.parse(expires.split('=')[1] ?? '') <= Date.now();
        if (!value || gone) jar.delete(name);
        else jar.set(name, value);
      }
    };
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      let res: Response;
      if (url.pathname.startsWith('/interaction/')) {
        const page = await fetch(url, { headers: { Cookie: cookies() } });
        if (page.status !== 200) throw new Error(`login page ${url} → ${page.status}`);
        await page.text();
        res = await login(url.href, sub, cookies(), opts.cancel ? 'cancel' : 'login');
      } else {
        res = await fetch(url, { redirect: 'manual', headers: { Cookie: cookies() } });
      }
      keep(res);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location)
        throw new Error(`${url.pathname} → ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await res.body?.cancel();
      url = new URL(location, url);
    }
    throw new Error('Too many redirects at the provider');
  }

  return {
    issuer,
    port,
    requests,
    authorize,
    login: (interactionUrl, sub, cookies) => login(interactionUrl, sub, cookies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
