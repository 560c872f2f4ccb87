/**
 * Shared by the performance scripts (`lighthouse`, `bench:pages`, `measure:js`): the pages they
 * measure, their common options, and a production server to measure — either one they start
 * themselves (built if needed, the production server of `npm start` on its own port with a fresh, seeded embedded database
 * in a temporary DATA_DIR, stopped on exit) or a running one (`--url-base`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The first English recipe of the demo content (demo/seed/data/group-a.ts). */
export const DEFAULT_RECIPE_SLUG = 'thai-green-chicken-curry';
/** The bare, prerendered page of this app that `bench:pages` compares against (app/[locale]/(bench)). */
export const STATIC_REFERENCE_PATH = '/en/bench/static';
export const recipePath = (slug: string) => `/en/recipes/${slug}`;

/** parseArgs options every performance script understands. */
export const serverArgs = {
  'url-base': { type: 'string' },
  port: { type: 'string', default: '3300' },
  build: { type: 'boolean', default: false },
  recipe: { type: 'string', default: DEFAULT_RECIPE_SLUG },
} as const;

export const SERVER_ARGS_HELP = `  --url-base URL   measure a running server (e.g. http://localhost:3000) instead of starting one
  --port N         port of the server this script starts (default 3300)
  --build          run \`next build\` first even when .next/BUILD_ID exists
  --recipe SLUG    the recipe page to measure (default ${DEFAULT_RECIPE_SLUG})`;

export type ServerArgs = {
  'url-base'?: string;
  port?: string;
  build?: boolean;
  recipe?: string;
};

export function serverOptions(values: ServerArgs) {
  return {
    urlBase: values['url-base']
      ? z
          .string()
          .url()
          .transform((u) => u.replace(/\/+$/, ''))
          .parse(values['url-base'])
      : undefined,
    port: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .parse(values.port ?? '3300'),
    build: values.build ?? false,
    recipeSlug: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a recipe slug: lower-case letters, digits and dashes')
      .parse(values.recipe ?? DEFAULT_RECIPE_SLUG),
  };
}

export type Server = {
  base: string;
  stop: () => Promise<void>;
  /** The server's DATA_DIR (its database, media and mail outbox); absent for --url-base. */
  dataDir?: string;
};

/** The checkout whose app is measured unless a caller names another one (`root`). */
const ROOT = process.cwd();
const log = (msg: string) => console.error(`[server] ${msg}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** fetch with a time-out, so a stuck server never hangs a script (or CI). */
export async function fetchWithTimeout(
  url: string,
  init: RequestInit = {},
  timeoutMs = 30_000,
): Promise<Response> {
  return fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: 'localhost' });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** `preferred` when nothing listens there, else a port the system has free. */
export async function freePort(preferred: number): Promise<number> {
  if (preferred <= 65535 && !(await portInUse(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits until the server answers `probe` (any status below 500) or gives up. */
async function waitUntilUp(base: string, child: ChildProcess | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const res = await fetchWithTimeout(`${base}/en`, {}, 10_000);
      await res.arrayBuffer();
      if (res.status < 500) return;
      last = `status ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await sleep(500);
  }
  throw new Error(`${base}/en did not answer within ${timeoutMs / 1000} s (${last})`);
}

/**
 * True when `root`'s `.next` holds a finished build with the test-only routes (the static bench
 * page among them).
 */
export function isTestBuild(root = ROOT): boolean {
  try {
    if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return false;
    const manifest = JSON.parse(
      fs.readFileSync(path.join(root, '.next', 'server', 'app-paths-manifest.json'), 'utf8'),
    ) as Record<string, string>;
    return Object.keys(manifest).some((route) => route.includes('/bench/static/'));
  } catch {
    return false;
  }
}

/**
 * `ZESTY_TEST_BUILD=1 npm run build` in `root`: that checkout's own build script (the grocery
 * widget where it has one, then `next build` with its own Next.js; the measurements need the
 * static bench page). Its output goes to stdout, or to stderr with `toStderr`.
 */
export function buildTestApp(root = ROOT, { toStderr = false } = {}) {
  log(
    `building ${root === ROOT ? '' : `${root} `}(ZESTY_TEST_BUILD=1 npm run build: the measurements need the static bench page)…`,
  );
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', toStderr ? process.stderr.fd : 'inherit', 'inherit'],
    env: { ...process.env, ZESTY_TEST_BUILD: '1' },
    timeout: 20 * 60_000,
  });
  if (build.status !== 0) {
    throw new Error(`next build in ${root} failed (${build.status ?? build.signal})`);
  }
}

/**
 * The production server entry of a checkout: server/web/serve.ts, or scripts/serve.ts in
 * commits from before it moved there.
 */
export function serverEntry(root = ROOT): string {
  const candidates = [path.join('server', 'web', 'serve.ts'), path.join('scripts', 'serve.ts')];
  const found = candidates.find((c) => fs.existsSync(path.join(root, c)));
  if (!found) throw new Error(`${root} has no production server (${candidates.join(' or ')})`);
  return path.join(root, found);
}

/**
 * A production server to measure. Started here: `next build` when there is no build (or with
 * `build`), then the production server (server/web/serve.ts, as `npm start` runs it) on `port` with SITE_URL http://localhost:PORT and a new DATA_DIR,
 * which the server migrates and seeds with the demo content on its first start. The database and
 * fault settings of the caller's environment are dropped so the numbers are always of the same
 * thing. Its output goes to a log file whose tail is printed when it fails. With `root`, all of
 * this happens in that checkout (another commit's worktree: its build, its own server entry).
 */
export async function startServer(opts: {
  urlBase?: string;
  port: number;
  build: boolean;
  /** The checkout whose build and server run (cwd of the server); default the current one. */
  root?: string;
}): Promise<Server> {
  const root = opts.root ?? ROOT;
  if (opts.urlBase) {
    await waitUntilUp(opts.urlBase, undefined, 15_000);
    return { base: opts.urlBase, stop: async () => {} };
  }
  if (await portInUse(opts.port)) {
    throw new Error(
      `port ${opts.port} is in use: pass --port N for another one, or --url-base http://localhost:${opts.port} to measure that server`,
    );
  }
  if (opts.build || !isTestBuild(root)) buildTestApp(root);
  const entry = serverEntry(root);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-perf-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const base = `http://localhost:${opts.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    SITE_URL: base,
    // A load test is one address asking thousands of times a minute: the per-address limits
    // (issue 26) would measure their own refusals.
    AUTH_IP_LIMIT_FACTOR: '100',
  };
  for (const name of [
    'DATABASE_URL',
    'UPSTREAM_API_URL',
    'ZESTY_FAULTS',
    'ZESTY_SEED',
    'SITE_ACCESS_GATE',
    'ROOT_DOMAIN',
    'TRUST_PROXY',
  ]) {
    delete env[name];
  }
  log(
    `starting the production server${root === ROOT ? '' : ` of ${root}`} on ${base} (DATA_DIR ${dataDir}; log ${logFile})…`,
  );
  const child = spawn(
    process.execPath,
    // `--import tsx` resolves from the cwd: the checkout's own tsx.
    ['--import', 'tsx', entry],
    {
      cwd: root,
      env,
      stdio: ['ignore', out, out],
      // Its own process group, so stopping it also stops anything it started.
      detached: true,
    },
  );
  fs.closeSync(out);

  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid && child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // Never leave the server behind, whatever way this process ends.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const onSignal = (signal: NodeJS.Signals) => {
    killGroup('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    killGroup('SIGTERM');
    const timer = setTimeout(() => killGroup('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    // The first start migrates and seeds the database and draws the demo photos.
    await waitUntilUp(base, child, 5 * 60_000);
  } catch (e) {
    const logTail = tail(logFile);
    await stop();
    throw new Error(
      `${e instanceof Error ? e.message : String(e)}\n--- server log ---\n${logTail}`,
    );
  }
  log('up');
  return { base, stop, dataDir };
}

export type WarmResult = {
  path: string;
  status: number;
  cache: string | null;
  htmlBytes: number;
  html: string;
};

/**
 * Requests a page until the full-route cache answers it (`x-nextjs-cache: HIT`), at most `tries`
 * times: the first request of an ISR page renders it, later ones are served from the cache.
 */
export async function warmPage(
  base: string,
  pagePath: string,
  tries = 5,
  headers: Record<string, string> = {},
): Promise<WarmResult> {
  let result: WarmResult | undefined;
  for (let i = 0; i < tries; i++) {
    const res = await fetchWithTimeout(`${base}${pagePath}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
    });
    const html = await res.text();
    result = {
      path: pagePath,
      status: res.status,
      cache: res.headers.get('x-nextjs-cache'),
      htmlBytes: Buffer.byteLength(html),
      html,
    };
    if (res.status !== 200 || result.cache === 'HIT') break;
    await sleep(200);
  }
  return result!;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const v = m?.[1] ?? m?.[2] ?? m?.[3];
  return v === undefined ? undefined : decodeEntities(v);
}

/** What a page's HTML makes the browser load: scripts, styles and optimised images. */
export function pageAssets(html: string): {
  scripts: string[];
  noModule: string[];
  inlineScripts: string[];
  styles: string[];
  images: string[];
} {
  const scripts = new Set<string>();
  const noModule = new Set<string>();
  const styles = new Set<string>();
  const images = new Set<string>();
  const inlineScripts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = m[0].slice(0, m[0].indexOf('>') + 1);
    const src = attr(open, 'src');
    // noModule scripts (Next's polyfills) are skipped by every browser that runs modules.
    if (src) (/\snomodule\b/i.test(open) ? noModule : scripts).add(src);
    else if (m[2]) inlineScripts.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel')?.toLowerCase();
    const as = attr(m[0], 'as')?.toLowerCase();
    const href = attr(m[0], 'href');
    if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) {
      if (href) scripts.add(href);
    } else if (rel === 'stylesheet' && href) styles.add(href);
    else if (rel === 'preload' && as === 'image') {
      const set = attr(m[0], 'imagesrcset');
      for (const c of set ? srcsetUrls(set) : href ? [href] : []) images.add(c);
    }
  }
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const set = attr(m[0], 'srcset');
    const src = attr(m[0], 'src');
    for (const c of set ? srcsetUrls(set) : src ? [src] : []) images.add(c);
  }
  return {
    scripts: [...scripts],
    noModule: [...noModule],
    inlineScripts,
    styles: [...styles],
    images: [...images],
  };
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/**
 * Warms what a browser would load after the HTML: its scripts and styles, and the optimised
 * images (`/_next/image`, in the formats Chromium accepts) up to `maxImageWidth`, so the first
 * measured load does not pay for image optimisation that later ones take from the cache.
 */
export async function warmAssets(base: string, html: string, maxImageWidth = 1080) {
  const { scripts, styles, images } = pageAssets(html);
  const own = (u: string) => u.startsWith('/') && !u.startsWith('//');
  const urls = [
    ...[...scripts, ...styles].filter(own),
    ...images.filter((u) => {
      if (!own(u)) return false;
      const w = Number(new URL(u, base).searchParams.get('w') ?? 0);
      return w <= maxImageWidth;
    }),
  ];
  const queue = [...urls];
  const worker = async () => {
    for (let u = queue.shift(); u !== undefined; u = queue.shift()) {
      try {
        const res = await fetchWithTimeout(`${base}${u}`, {
          headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
        });
        await res.arrayBuffer();
      } catch {
        // a missing asset shows up in the measurement itself
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return urls.length;
}

/** Runs `fn` with a started (or reused) server and always stops it; exits 1 on a tool failure. */
export async function withServer(
  opts: { urlBase?: string; port: number; build: boolean },
  fn: (server: Server) => Promise<number>,
): Promise<never> {
  let server: Server | undefined;
  let code = 1;
  try {
    server = await startServer(opts);
    code = await fn(server);
  } catch (e) {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    code = 1;
  } finally {
    await server?.stop().catch(() => {});
  }
  // Lighthouse and autocannon may leave handles open: end here.
  process.exit(code);
}

export const pad = (s: string | number, n: number) => String(s).padEnd(n);
export const padStart = (s: string | number, n: number) => String(s).padStart(n);

/** The `p`th percentile of ascending `sorted` latencies (nearest rank); NaN when there are none. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
