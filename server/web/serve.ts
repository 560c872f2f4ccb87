/**
 * Zesty's production web server: Next's request handler behind the compression and ETag layer of
 * `server/web/compression.ts`, which compresses each cached page once per revision rather than on
 * every request (Next runs with `compress: false` and `generateEtags: false` under this server).
 * Everything else is `next start`: the same build, routes, proxy, ISR and cache.
 *
 * `npm start` runs it (after building when needed); so do the end-to-end tests and the
 * performance scripts. PORT (default 3000) and HOSTNAME (default all interfaces) as for `next start`.
 */
import http from 'node:http';
import { z } from 'zod';
import { REMOTE_ADDR_HEADER, trustedRemoteAddress } from '../../core/client-ip';
import { API_PATHS } from '../../core/contract';
import { markDraining } from '../../core/lifecycle';
import { closeRuntime } from '../runtime-handle';
import { targetCacheControl } from './cache-control';
import { createCompression } from './compression';
import { refuseRequest } from './request-guard';
import { INTERNAL_HEADERS, securityHeaders } from './security-headers';
import { siteConfig } from '../../core/site';
import { classifyHost, requestHost } from '../../core/tenant';
import { edgeKeysOf } from '../../core/edge-keys';

const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOSTNAME: z.string().min(1).optional(),
    KEEP_ALIVE_TIMEOUT: z.coerce.number().int().positive().optional(),
    // As core/site.ts reads it: X-Forwarded-* count only behind a proxy we trust.
    TRUST_PROXY: z
      .enum(['0', '1', 'true', 'false', ''])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    /** On SIGTERM, how long requests under way may take to finish (ms). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  })
  .parse(process.env);

// Read by next.config.ts: compression and ETags are done here.
process.env.ZESTY_WEB_SERVER = '1';
// next() reads NODE_ENV while loading, so it is set before Next is imported.
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

/**
 * The host name Next builds its own origin from. Next names every loopback address `localhost`
 * in the middleware's URLs (NextURL), so with HOSTNAME=127.0.0.1 (a server behind a local edge)
 * the middleware's rewrites (a creator's site to its pages) named another origin than Next's own
 * and were proxied back over HTTP instead of served, and answered 404 (issue 27, found by
 * bench:load and test:faults). Only the name changes: the server still listens on HOSTNAME.
 */
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/;
const nextHostname = env.HOSTNAME && LOOPBACK.test(env.HOSTNAME) ? 'localhost' : env.HOSTNAME;
const app = next({ dev: false, dir: process.cwd(), port: env.PORT, hostname: nextHostname });
const handle = app.getRequestHandler();
await app.prepare();

const compress = createCompression();
const SITE = siteConfig();
const SECURITY_HEADERS = securityHeaders(SITE);

/** The edge cache's keys of a shareable answer (core/edge-keys.ts), from its host and path. */
function surrogateKeys(req: http.IncomingMessage): string {
  const headers = new Headers();
  for (const name of ['host', 'x-forwarded-host']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const site = classifyHost(requestHost(headers, SITE.trustProxy), SITE);
  return edgeKeysOf(site, (req.url ?? '/').split('?')[0] ?? '/').join(' ');
}
/** Health and readiness answer while draining: /api/ready then says so (503 `draining`). */
const OPERATIONS: ReadonlySet<string> = new Set([
  API_PATHS['ops.health'].path,
  API_PATHS['ops.ready'].path,
]);
/** Requests under way, which a shutdown lets finish. */
let inFlight = 0;
let closing = false;
let drained: (() => void) | undefined;
const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (closing && !OPERATIONS.has(req.url?.split('?')[0] ?? '')) {
    // Draining: nothing new is started (the load balancer is told by /api/ready, which still
    // answers, and the connection is closed after this answer).
    res.writeHead(503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '1',
      Connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Shutting down\n');
    return;
  }
  inFlight += 1;
  res.once('close', () => {
    inFlight -= 1;
    if (inFlight === 0) drained?.();
  });
  const refusal = refuseRequest(req.method, req.url);
  if (refusal) {
    res.writeHead(refusal.status, {
      ...refusal.headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : `${refusal.message}\n`);
    return;
  }
  // The visitor's address for the sign-in limits (core/client-ip.ts): only this server sets
  // the header, so whatever a client sent under that name is dropped first.
  delete req.headers[REMOTE_ADDR_HEADER];
  const remote = trustedRemoteAddress(req, env.TRUST_PROXY);
  if (remote) req.headers[REMOTE_ADDR_HEADER] = remote;
  // Next's stale window of a cached page is for shared caches only (server/web/cache-control.ts),
  // with the keys an edge files the answer under (`Surrogate-Key`, purged on publishing); its
  // internal routing headers never leave (server/web/security-headers.ts).
  const setHeader = res.setHeader;
  res.setHeader = function (this: http.ServerResponse, name, value) {
    const lower = name.toLowerCase();
    if (INTERNAL_HEADERS.has(lower)) return this;
    if (lower !== 'cache-control' || typeof value !== 'string') {
      return setHeader.call(this, name, value);
    }
    const { cacheControl, cdn } = targetCacheControl(value);
    if (cdn) {
      setHeader.call(this, 'CDN-Cache-Control', cdn);
      setHeader.call(this, 'Surrogate-Key', surrogateKeys(req));
    } else {
      this.removeHeader('Surrogate-Key');
    }
    return setHeader.call(this, name, cacheControl);
  };
  compress(req, res, () => {
    handle(req, res).catch((error: unknown) => {
      console.error('[serve] request failed', req.method, req.url, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
if (env.KEEP_ALIVE_TIMEOUT) server.keepAliveTimeout = env.KEEP_ALIVE_TIMEOUT;

/**
 * A new server's first renders load the routes' code and take a second or more each (test:faults
 * saw pages at 1.3 s just after a web server was started again behind the edge). So before it
 * takes requests on PORT, it renders a few pages for itself on a loopback port nobody else knows:
 * the main site's homes, the recipe list, the search screen and a creator's site (one that does
 * not exist: the same code). Until it listens on PORT, the edge's health checks fail and send it
 * nothing. Bounded: WARM_UP_MS in all; a page that fails (the API not up yet) is left cold.
 */
const WARM_UP_MS = 10_000;
async function warmUp() {
  const main = SITE.siteUrl.host;
  const pages: [string, string][] = [
    [main, '/en'],
    [main, '/nl'],
    [main, '/en/recipes'],
    [main, '/en/search?s=soup'],
    [`zesty-warm-up.${SITE.rootDomain}`, '/en'],
  ];
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const deadline = Date.now() + WARM_UP_MS;
  const agent = new http.Agent({ keepAlive: false });
  for (const [host, target] of pages) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    await new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: target, headers: { host }, agent });
      req.setTimeout(left, () => req.destroy());
      req.on('response', (res) => res.resume().on('end', resolve).on('error', resolve));
      req.on('error', () => resolve());
    });
  }
  agent.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
await warmUp();

server.listen(env.PORT, env.HOSTNAME, () => {
  console.log(`▲ Zesty ready on http://${env.HOSTNAME ?? 'localhost'}:${env.PORT}`);
});

/**
 * SIGTERM (and Ctrl-C), issue 26: report not ready (/api/ready: 503 `draining`) and answer every
 * new request 503 with `Connection: close`, let the requests under way finish for up to
 * SHUTDOWN_DRAIN_MS, then stop listening, close Next and the database, and exit 0.
 */
async function shutDown(signal: string) {
  closing = true;
  markDraining();
  console.log(
    `[serve] ${signal}: draining ${inFlight} request(s), at most ${env.SHUTDOWN_DRAIN_MS} ms`,
  );
  server.closeIdleConnections();
  if (inFlight > 0) {
    const finished = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), env.SHUTDOWN_DRAIN_MS);
      drained = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
    if (!finished) console.error(`[serve] drain limit reached: ${inFlight} request(s) cut off`);
  }
  server.close();
  server.closeAllConnections();
  await app.close().catch((error: unknown) => console.error('[serve] closing Next failed', error));
  await closeRuntime().catch((error: unknown) =>
    console.error('[serve] closing the database failed', error),
  );
  console.log('[serve] stopped');
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!closing) void shutDown(signal);
  });
}
