/**
 * Ports and credentials shared by playwright.config.ts (the web server's environment) and the
 * account journeys' fixtures: the web server sends mail to the catcher, signs in with the
 * OpenID provider and purges the edge cache that the tests start on these loopback ports.
 */
const webPort = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = webPort + 25;
const oidcPort = webPort + 26;
/** The edge cache (Varnish) that tests/e2e/edge-cache.spec.ts starts in front of the web server. */
const edgePort = webPort + 27;
const origin = `http://localhost:${webPort}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

const client = (provider: 'google' | 'facebook') => ({
  client_id: `zesty-e2e-${provider}`,
  client_secret: `zesty-e2e-${provider}-secret-0123456789`,
  redirect_uris: [`${origin}/v1/login/${provider}/callback`],
});

export const E2E_ACCOUNTS = {
  dataDir,
  /** Everything the web server prints (the no-token-in-the-log test reads it). */
  serverLog: `${dataDir}.server.log`,
  smtpPort,
  oidcPort,
  edgePort,
  clients: [client('google'), client('facebook')],
  /** People at the test provider, by their subject. */
  socialAccounts: {
    'google-new': { email: 'fresh.google@example.com', email_verified: true, name: 'Gina Google' },
    'facebook-new': {
      email: 'fresh.facebook@example.com',
      email_verified: true,
      name: 'Femke Facebook',
    },
    'known-cook': { email: 'cook@example.com', email_verified: true, name: 'Kees Kok' },
    // Issue 25's journeys: sign-ins without a mailed code, so that the whole suite stays under the
    // sign-in code limits per address (1 a minute) and per IP (20 an hour).
    // Issue 28: keeps a visitor's favourites for reading offline.
    'offline-cook': {
      email: 'olga.offline@example.com',
      email_verified: true,
      name: 'Olga Offline',
    },
    // Issue 28: builds a week menu as a visitor and keeps it in the account.
    'menu-cook': { email: 'mila.menu@example.com', email_verified: true, name: 'Mila Menu' },
    'known-riek': { email: 'riek.bosman@example.com', email_verified: true, name: 'Riek Bosman' },
    'applicant-new': { email: 'nina.nieuw@example.com', email_verified: true, name: 'Nina Nieuw' },
    'invitee-new': {
      email: 'ina.uitgenodigd@example.com',
      email_verified: true,
      name: 'Ina Uitgenodigd',
    },
  },
  /** The web server's environment for sign-in. */
  serverEnv: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    AUTH_SECRET: 'e2e-auth-secret-0123456789-abcdefghijklmnop',
    GOOGLE_CLIENT_ID: client('google').client_id,
    GOOGLE_CLIENT_SECRET: client('google').client_secret,
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    FACEBOOK_CLIENT_ID: client('facebook').client_id,
    FACEBOOK_CLIENT_SECRET: client('facebook').client_secret,
    FACEBOOK_ISSUER: `http://127.0.0.1:${oidcPort}`,
    // Every journey signs in from one address (127.0.0.1): the per-IP sign-in limits times 5,
    // the per-e-mail ones as in production.
    AUTH_IP_LIMIT_FACTOR: '5',
    // Publishing purges the edge cache there (it answers only while edge-cache.spec.ts runs).
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
  },
} as const;
