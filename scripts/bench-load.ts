/**
 * `npm run bench:load`: how much mixed traffic the scaled-out Zesty (issue 27) serves before it
 * slows down, on one web instance and on two. Each set-up is a cluster of its own
 * (scripts/lib/cluster.ts: API processes on PostgreSQL, web servers sharing Next's cache in Redis,
 * Debian's Varnish in front), with one API process per web server, on ports 3400–3405.
 *
 * 1. Discovery, through the edge: the public pages of the main host (localhost) and of three
 *    creator hosts (greenkitchen, spicewok, ovenfresh .localhost), crawled from their homes; the
 *    optimised images those pages ask for (`/_next/image` at the width a phone, 412 px at
 *    DPR 2.625, and a desktop, 1440 px at DPR 1, pick from each `<img>`'s srcset and sizes), all
 *    fetched once, 8 at a time, as the crawl of the issue did (waiting up to 120 s for each: a
 *    first AVIF takes seconds; any answer but 200 is a missed target); the recipe pages' view
 *    pixels and the grocery widget's reads (API); the proxy calls the client islands make
 *    (related recipes, 'Load More' of the recipe lists, the creators list, a creator's card);
 *    searches (the recipe list with `s`, and the search island's `/api/v1/search` through the
 *    proxy) with the relevance benchmark's 138 judged queries, a third of them with a word of
 *    another query added (a long tail the edge has not seen). Every request of the mix answered
 *    200 once; only those are kept.
 * 2. Steps: the mix (pages 30 %, images 35 %, API 10 %, searches 10 %, proxy 15 %) at a fixed
 *    rate for `--step-seconds` (10), from `--start-rate` (25 req/s) up by `--factor` (1.5), until a
 *    step breaks p99 ≤ `--p99-ms` (500) or has any error (any answer but 200, a time-out after
 *    10 s, a connection error); then `--refine` (2) bisections between the last passing and the
 *    first failing rate. The knee is the highest passing rate. Per step: the rate asked and
 *    achieved, p50/p95/p99, errors; at the knee the same per kind, with the edge's hit ratio; at
 *    the lowest failing rate, what failed and what the cluster logged meanwhile.
 *
 * The load is open-loop, unlike autocannon's `overallRate` (each connection sends its share of a
 * second back to back, then idles, and the histogram's correction for coordinated omission
 * assumes a 1 ms interval): a seeded Poisson process (exactly rate × seconds requests at random
 * times), each request sent when due whatever is still unanswered, its latency counted from when
 * it was due to its answer's last byte (wrk2's correction), so a slow answer does not hold the
 * next requests back and waiting for a free connection counts too. Requests come from
 * `--visitors` (64) visitors, each on a loopback address of its own (127.0.0.2, …, which the edge
 * hands on in X-Forwarded-For) with at most 6 connections, as a browser has: the API's
 * per-address limits (20 reads a second) see many visitors, as in production, not one.
 *
 * Targets (exit 1 when one is missed): on each set-up, a knee (the first step passes) of at least
 * `--min-knee` (50 req/s) with no error, pages on every host, every image the pages ask for
 * answering 200 when first fetched. Only 2 cores here: the load, Varnish, the web servers, the
 * API processes, PostgreSQL and Redis share them, so two web instances need not beat one.
 *
 * Needs a production build (`npm run build`), PostgreSQL (TEST_DATABASE_URL or DATABASE_URL, an
 * admin connection: a database `zesty_bench_load_<pid>` is created, and dropped at the end, also
 * on Ctrl-C), redis-server (one of its own on port 3405) and Debian's varnish and varnish-modules.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { mulberry32 } from '../demo/art/prng';
import { startCluster, type Cluster } from './lib/cluster';
import {
  REDIS_SERVER,
  scratchDatabase,
  startRedisServer,
  type RedisServer,
  type ScratchDatabase,
} from './lib/scratch';
import { varnishMissing } from './lib/varnish';
import { JUDGED_QUERIES } from './relevance/judged-queries';

const { values } = parseArgs({
  options: {
    'step-seconds': { type: 'string', default: '10' },
    'start-rate': { type: 'string', default: '25' },
    factor: { type: 'string', default: '1.5' },
    'max-rate': { type: 'string', default: '2000' },
    refine: { type: 'string', default: '2' },
    'p99-ms': { type: 'string', default: '500' },
    'min-knee': { type: 'string', default: '50' },
    instances: { type: 'string', default: '1,2' },
    visitors: { type: 'string', default: '64' },
    'pause-seconds': { type: 'string', default: '3' },
    pages: { type: 'string', default: '40' },
    'creator-pages': { type: 'string', default: '12' },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:load -- [options]
  --step-seconds 10    length of each step
  --start-rate 25      first step's rate (req/s)
  --factor 1.5         each step's rate is the previous one's times this
  --max-rate 2000      stop stepping there
  --refine 2           bisections between the last passing and the first failing rate
  --p99-ms 500         a step passes with p99 at most this and no error
  --min-knee 50        target: the knee of each set-up (req/s)
  --instances 1,2      the set-ups: web instances (each with its own API process)
  --visitors 64        loopback addresses the load comes from (6 connections each)
  --pause-seconds 3    quiet between steps
  --pages 40           pages crawled on the main host (--creator-pages 12 on each creator host)
  --verbose            print the cluster's output
Environment: TEST_DATABASE_URL or DATABASE_URL (admin connection; default postgres://root@127.0.0.1:5432/test)`);
  process.exit(0);
}
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const args = z
  .object({
    stepSeconds: int(1, 600),
    startRate: z.coerce.number().min(1).max(10_000),
    factor: z.coerce.number().min(1.05).max(4),
    maxRate: z.coerce.number().min(1).max(10_000),
    refine: int(0, 6),
    p99Ms: z.coerce.number().positive(),
    minKnee: z.coerce.number().min(0),
    instances: z
      .string()
      .transform((v) => v.split(',').map((n) => int(1, 2).parse(n.trim())))
      .pipe(z.array(z.union([z.literal(1), z.literal(2)])).min(1)),
    visitors: int(1, 250),
    pauseSeconds: z.coerce.number().min(0).max(60),
    pages: int(1, 500),
    creatorPages: int(1, 500),
  })
  .parse({
    stepSeconds: values['step-seconds'],
    startRate: values['start-rate'],
    factor: values.factor,
    maxRate: values['max-rate'],
    refine: values.refine,
    p99Ms: values['p99-ms'],
    minKnee: values['min-knee'],
    instances: values.instances,
    visitors: values.visitors,
    pauseSeconds: values['pause-seconds'],
    pages: values.pages,
    creatorPages: values['creator-pages'],
  });

// Ports 3400–3419 are this benchmark's.
const EDGE = 3400;
const WEBS = [3401, 3402] as const;
const APIS = [3403, 3404] as const;
const REDIS = 3405;
const CREATORS = ['greenkitchen', 'spicewok', 'ovenfresh'] as const;
const TIMEOUT_MS = 10_000;
/** Requests under way beyond which the load counts new ones as errors rather than pile them up. */
const MAX_IN_FLIGHT = 4_000;
const IMAGE_CONCURRENCY = 8;
/** A first image may take long (sharp encodes AVIF on one core): what a browser would wait. */
const IMAGE_WARM_UP_TIMEOUT_MS = 120_000;
const MIX = { page: 0.3, image: 0.35, api: 0.1, search: 0.1, proxy: 0.15 } as const;
type Kind = keyof typeof MIX;
const KINDS = Object.keys(MIX) as Kind[];

const ADMIN_URL =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/test';
const DATABASE = `zesty_bench_load_${process.pid}`;
const ROOT = path.resolve(import.meta.dirname, '..');

// Browsers' headers, so the edge keeps and varies what it would for them.
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HTML_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const JSON_ACCEPT = 'application/json';
const DEVICES = [
  { name: 'phone', viewport: 412, dpr: 2.625 },
  { name: 'desktop', viewport: 1440, dpr: 1 },
] as const;

// ── Preconditions ───────────────────────────────────────────────────────────────────────────

{
  const missing = [
    !existsSync(path.join(ROOT, '.next', 'BUILD_ID')) &&
      'No production build: run `npm run build` first.',
    !REDIS_SERVER &&
      "redis-server is not installed: apt-get install redis-server (Debian's package).",
    varnishMissing(),
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length) {
    for (const m of missing) console.error(m);
    process.exit(1);
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
{
  const busy: number[] = [];
  for (const port of [EDGE, ...WEBS, ...APIS, REDIS]) if (!(await portFree(port))) busy.push(port);
  if (busy.length) {
    console.error(`Ports in use: ${busy.join(', ')} (this benchmark uses 3400–3405).`);
    process.exit(1);
  }
}

// ── Clean-up, also on Ctrl-C ────────────────────────────────────────────────────────────────

let stopping = false;
let interrupted = false;
let redis: RedisServer | undefined;
let database: ScratchDatabase | undefined;
let cluster: Cluster | undefined;
let clusterStarting: Promise<Cluster> | undefined;
const logs: string[] = [];

/**
 * The cluster's processes among this process's children (API and web servers, Varnish), with
 * the DATA_DIR each was given, read from /proc.
 */
function clusterChildren(): { pid: number; dataDir?: string }[] {
  const found: { pid: number; dataDir?: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!/scripts\/start-api\.ts|server\/web\/serve\.ts|varnishd/.test(cmdline)) continue;
      const environ = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      const dataDir = environ.find((v) => v.startsWith('DATA_DIR='))?.slice('DATA_DIR='.length);
      found.push({ pid: Number(entry), dataDir });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

async function stopCluster() {
  const starting = clusterStarting;
  clusterStarting = undefined;
  let running = cluster;
  if (starting && !running) {
    // Still starting (the first API process may seed for minutes): its processes are ended, so
    // that the start fails and stops what it had started. A start that does not notice within
    // 15 s (it looks for an exit code, which a process ended by a signal has not) is left, and
    // the media folder it made for them removed here.
    const children = clusterChildren();
    for (const { pid } of children) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // gone meanwhile
      }
    }
    running = await Promise.race([
      starting.catch(() => undefined),
      sleep(15_000).then(() => undefined),
    ]);
    if (!running) {
      const tmp = path.join(os.tmpdir(), 'zesty-cluster-');
      for (const { dataDir } of children)
        if (dataDir?.startsWith(tmp)) rmSync(dataDir, { recursive: true, force: true });
    }
  }
  cluster = undefined;
  await running?.stop();
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    stopping = true;
    await stopCluster().catch((e: unknown) => console.error('stopping the cluster:', e));
    await redis?.stop().catch((e: unknown) => console.error('stopping redis-server:', e));
    await database?.drop();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the cluster, redis-server, dropping ${DATABASE}…`);
    void cleanUp().then(() => process.exit(130));
  });
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

// ── Requests ────────────────────────────────────────────────────────────────────────────────

type Target = { kind: Kind; host: string; path: string; accept: string };
type Answer = { status: number; body: string; cache?: string; error?: string };

/**
 * One GET to the edge for `target`, with the Host header given as it is (Node's fetch can neither
 * resolve `*.localhost` nor set Host). Never rejects: a failure is status 0 with `error`. A
 * request on a kept-alive connection the edge had just closed is sent again once, as browsers do.
 */
function get(
  target: Target,
  {
    agent,
    localAddress,
    body = false,
    timeoutMs = TIMEOUT_MS,
  }: { agent?: http.Agent; localAddress?: string; body?: boolean; timeoutMs?: number },
): Promise<Answer> {
  const once = () =>
    new Promise<Answer & { retry?: boolean }>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: EDGE,
          method: 'GET',
          path: target.path,
          setHost: false,
          agent: agent ?? false,
          localAddress,
          headers: {
            host: target.host,
            accept: target.accept,
            'user-agent': UA,
            // As browsers ask: the edge keeps the compressed page and sends it as it is. The
            // crawl asks for the plain text to read it.
            ...(body ? {} : { 'accept-encoding': 'gzip, br' }),
            ...(target.accept === JSON_ACCEPT
              ? { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            if (body) chunks.push(c);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cache:
                typeof res.headers['x-cache'] === 'string' ? res.headers['x-cache'] : undefined,
            }),
          );
          res.on('error', (e) => resolve({ status: 0, body: '', error: e.message }));
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) =>
        resolve({
          status: 0,
          body: '',
          error: e.code ?? e.message,
          retry: req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE'),
        }),
      );
      req.setTimeout(timeoutMs, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
      );
      req.end();
    });
  return once().then((a) => (a.retry ? once() : a));
}

// ── Discovery ───────────────────────────────────────────────────────────────────────────────

type Host = { header: string; creator?: string };

const decodeHtml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

const PUBLIC_PATH = /^\/(en|nl)(\/|\?|$)/;
const PERSONAL_PATH = /^\/(en|nl)\/(account|favourites|orders|studio|editor|site-access)(\/|\?|$)/;

function linksIn(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/href="(\/[^"]*)"/g)) {
    const href = decodeHtml(m[1]!).split('#')[0]!;
    if (PUBLIC_PATH.test(href) && !PERSONAL_PATH.test(href)) out.push(href);
  }
  return out;
}

/** An `<img>`'s attributes. */
function imagesIn(html: string): Map<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(
    (tag) =>
      new Map(
        [...tag[0].matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(
          (a) => [a[1]!.toLowerCase(), decodeHtml(a[2]!)] as [string, string],
        ),
      ),
  );
}

/** The slot width in CSS px that `sizes` gives at `viewport` (a browser's evaluation, simplified). */
function slotWidth(sizes: string | undefined, viewport: number): number {
  const length = (v: string) => {
    const px = /^(\d+(?:\.\d+)?)px$/.exec(v);
    if (px) return Number(px[1]);
    const vw = /^(\d+(?:\.\d+)?)vw$/.exec(v);
    if (vw) return (Number(vw[1]) / 100) * viewport;
    return undefined;
  };
  for (const entry of (sizes ?? '100vw').split(',').map((s) => s.trim())) {
    const m = /^\((min|max)-width:\s*(\d+)px\)\s+(\S+)$/.exec(entry);
    if (m) {
      const [, which, limit, value] = m;
      const applies = which === 'min' ? viewport >= Number(limit) : viewport <= Number(limit);
      if (applies) return length(value!) ?? viewport;
      continue;
    }
    return length(entry) ?? viewport;
  }
  return viewport;
}

/** The candidate of an `<img>` a browser on `device` fetches, when it is an optimised image. */
function imageFor(img: Map<string, string>, device: (typeof DEVICES)[number]): string | undefined {
  const srcset = img.get('srcset');
  let chosen = img.get('src');
  if (srcset) {
    const candidates = srcset
      .split(/,\s+/)
      .map((c) => c.trim().split(/\s+/))
      .flatMap(([url, descriptor = '1x']) => {
        const m = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
        return url && m ? [{ url, value: Number(m[1]), unit: m[2] }] : [];
      })
      .sort((a, b) => a.value - b.value);
    const wanted =
      candidates[0]?.unit === 'w'
        ? slotWidth(img.get('sizes'), device.viewport) * device.dpr
        : device.dpr;
    chosen = (candidates.find((c) => c.value >= wanted) ?? candidates.at(-1))?.url ?? chosen;
  }
  return chosen?.startsWith('/_next/image?') ? chosen : undefined;
}

type Mix = {
  pages: Target[];
  /** One entry per page, image and device that asks for it: popular images come up more often. */
  images: Target[];
  api: Target[];
  proxy: Target[];
  searchHosts: string[];
  mainHost: string;
  imageWarmUp: {
    distinct: number;
    failed: Map<string, number>;
    ms: number;
    slowestMs: number;
    /** Answered, but after the load's time-out (10 s). */
    slow: number;
  };
  /** What each host's home (`/en`) answered: a host without pages is a finding. */
  homes: Map<string, string>;
};

const proxyPath = (apiPath: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams({ path: apiPath });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return `/api/proxy?${params.toString()}`;
};

const RECIPE_PAGE = /^\/(en|nl)\/recipes\/([a-z0-9-]+)$/;
const CREATOR_PAGE = /^\/(en|nl)\/c\/([a-z0-9-]+)$/;
const GROCERY_WORDS = ['tomaat', 'melk', 'kip', 'pasta', 'ui', 'rijst', 'kaas', 'boter'];

async function discover(hosts: Host[]): Promise<Mix> {
  const pages: Target[] = [];
  const images: Target[] = [];
  const pixels = new Set<string>();
  const proxyCandidates: Target[] = [];
  const creatorSlugs = new Set<string>(CREATORS);
  const homes = new Map<string, string>();
  for (const host of hosts) {
    const seeds = host.creator
      ? ['/en', '/nl']
      : ['/en', '/nl', '/en/recipes', '/en/creators', '/en/how-it-works', '/en/faqs'];
    const limit = host.creator ? args.creatorPages : args.pages;
    const queue = [...seeds];
    const seen = new Set(queue);
    let withQuery = 0;
    const recipeSlugs: string[] = [];
    while (queue.length && pages.filter((p) => p.host === host.header).length < limit) {
      const pagePath = queue.shift()!;
      const target: Target = {
        kind: 'page',
        host: host.header,
        path: pagePath,
        accept: HTML_ACCEPT,
      };
      const answer = await get(target, { body: true });
      if (pagePath === '/en') homes.set(host.header, String(answer.status || answer.error));
      if (answer.status !== 200 || !answer.body.includes('<html')) continue;
      pages.push(target);
      const recipe = RECIPE_PAGE.exec(pagePath);
      if (recipe && !recipeSlugs.includes(recipe[2]!)) recipeSlugs.push(recipe[2]!);
      const creator = CREATOR_PAGE.exec(pagePath);
      if (creator) creatorSlugs.add(creator[2]!);
      for (const img of imagesIn(answer.body)) {
        for (const device of DEVICES) {
          const url = imageFor(img, device);
          if (url)
            images.push({ kind: 'image', host: host.header, path: url, accept: IMAGE_ACCEPT });
        }
      }
      for (const m of answer.body.matchAll(/"(\/api\/stats\/view\?r=\d+)"/g))
        pixels.add(`${host.header} ${m[1]}`);
      for (const link of linksIn(answer.body)) {
        if (seen.has(link)) continue;
        if (link.includes('?') && ++withQuery > 5) continue;
        seen.add(link);
        queue.push(link);
      }
    }
    // The calls the islands of these pages make, through the proxy on this host.
    const websiteSlug = host.creator;
    for (const locale of ['en', 'nl']) {
      proxyCandidates.push({
        kind: 'proxy',
        host: host.header,
        path: proxyPath('/api/v1/recipes/', {
          locale,
          include: 'image,website',
          perPage: websiteSlug ? 20 : 10,
          page: 2,
          websiteSlug,
        }),
        accept: JSON_ACCEPT,
      });
    }
    for (const slug of recipeSlugs.slice(0, 10)) {
      proxyCandidates.push({
        kind: 'proxy',
        host: host.header,
        path: proxyPath(`/api/v1/recipes/${slug}/related`, {
          locale: 'en',
          websiteSlug,
          perPage: 5,
          include: 'image,website',
        }),
        accept: JSON_ACCEPT,
      });
    }
  }
  const main = hosts.find((h) => !h.creator)!.header;
  for (const page of [1, 2])
    proxyCandidates.push({
      kind: 'proxy',
      host: main,
      path: proxyPath('/api/v1/websites', { locale: 'en', page, perPage: 10 }),
      accept: JSON_ACCEPT,
    });
  for (const slug of creatorSlugs)
    proxyCandidates.push({
      kind: 'proxy',
      host: main,
      path: proxyPath(`/api/v1/websites/${slug}`, {
        locale: 'en',
        include: 'callToActions,socials',
      }),
      accept: JSON_ACCEPT,
    });

  // The API's reads on the web origin: the view pixels, the grocery widget's catalogue.
  const apiCandidates: Target[] = [...pixels].map((p) => {
    const [host, pixel] = p.split(' ') as [string, string];
    return { kind: 'api', host, path: pixel, accept: IMAGE_ACCEPT };
  });
  const storesAnswer = await get(
    { kind: 'api', host: main, path: '/api/v1/grocery/stores', accept: JSON_ACCEPT },
    { body: true },
  );
  const stores =
    storesAnswer.status === 200
      ? z
          .object({ data: z.array(z.object({ id: z.string() })) })
          .parse(JSON.parse(storesAnswer.body))
          .data.map((s) => s.id)
      : [];
  apiCandidates.push({
    kind: 'api',
    host: main,
    path: '/api/v1/grocery/stores',
    accept: JSON_ACCEPT,
  });
  for (const store of stores)
    for (const q of GROCERY_WORDS)
      apiCandidates.push({
        kind: 'api',
        host: main,
        path: `/api/v1/grocery/stores/${store}/products?q=${q}&locale=nl`,
        accept: JSON_ACCEPT,
      });

  const keep = async (candidates: Target[]) => {
    const kept: Target[] = [];
    const dropped = new Map<string, number>();
    for (const c of candidates) {
      const a = await get(c, {});
      if (a.status === 200) kept.push(c);
      else
        dropped.set(
          String(a.status || a.error),
          (dropped.get(String(a.status || a.error)) ?? 0) + 1,
        );
    }
    if (dropped.size)
      console.log(
        `  ${candidates[0]?.kind}: ${[...dropped].map(([s, n]) => `${n}× ${s}`).join(', ')} left out of the mix`,
      );
    return kept;
  };
  const api = await keep(apiCandidates);
  const proxy = await keep(proxyCandidates);

  // Every image the pages ask for, once, 8 at a time (the issue's crawl): the first fetch makes
  // each optimised image (sharp), and any answer but 200 is a finding.
  const distinct = [...new Map(images.map((t) => [`${t.host} ${t.path}`, t])).values()];
  const failed = new Map<string, number>();
  const good = new Set<string>();
  let slowestMs = 0;
  let slow = 0;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IMAGE_CONCURRENCY }, async () => {
      while (next < distinct.length && !stopping) {
        const t = distinct[next++]!;
        const asked = performance.now();
        const a = await get(t, { timeoutMs: IMAGE_WARM_UP_TIMEOUT_MS });
        const took = performance.now() - asked;
        slowestMs = Math.max(slowestMs, took);
        if (took > TIMEOUT_MS) slow++;
        if (a.status === 200) good.add(`${t.host} ${t.path}`);
        else {
          const key = String(a.status || a.error);
          failed.set(key, (failed.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  return {
    pages,
    images: images.filter((t) => good.has(`${t.host} ${t.path}`)),
    api,
    proxy,
    searchHosts: hosts.map((h) => h.header),
    mainHost: main,
    imageWarmUp: {
      distinct: distinct.length,
      failed,
      ms: performance.now() - started,
      slowestMs,
      slow,
    },
    homes,
  };
}

// ── Load ────────────────────────────────────────────────────────────────────────────────────

const oneOf = <T>(list: readonly T[], rng: () => number): T =>
  list[Math.floor(rng() * list.length)]!;

function searchTarget(mix: Mix, rng: () => number): Target {
  const judged = oneOf(JUDGED_QUERIES, rng);
  // A third of the searches are a query the edge has not seen: a long tail.
  const q =
    rng() < 1 / 3 ? `${judged.q} ${oneOf(oneOf(JUDGED_QUERIES, rng).q.split(' '), rng)}` : judged.q;
  return rng() < 0.5
    ? {
        kind: 'search',
        host: mix.mainHost,
        path: `/${judged.locale}/recipes?s=${encodeURIComponent(q)}`,
        accept: HTML_ACCEPT,
      }
    : {
        kind: 'search',
        host: oneOf(mix.searchHosts, rng),
        path: proxyPath('/api/v1/search', { search: q, locale: judged.locale }),
        accept: JSON_ACCEPT,
      };
}

function pick(mix: Mix, rng: () => number): Target {
  let r = rng();
  for (const kind of KINDS) {
    r -= MIX[kind];
    if (r > 0) continue;
    if (kind === 'search') return searchTarget(mix, rng);
    const list = { page: mix.pages, image: mix.images, api: mix.api, proxy: mix.proxy }[kind];
    return oneOf(list, rng);
  }
  return oneOf(mix.pages, rng);
}

type Sample = { kind: Kind; status: number; ms: number; error?: string; hit: boolean };
type Visitor = { agent: http.Agent; address: string };

function visitors(n: number): Visitor[] {
  return Array.from({ length: n }, (_, i) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 6 }),
    address: `127.0.0.${i + 2}`,
  }));
}

/** The mix at `rate` req/s for `seconds`: Poisson arrivals, each sent when due. */
async function load(mix: Mix, crowd: Visitor[], rate: number, seconds: number, seed: number) {
  // Seeded, so a step's requests are the same in every run.
  const rng = mulberry32(seed);
  // Exactly rate × seconds arrivals, at uniformly random times: a Poisson process given its count.
  const arrivals = Array.from({ length: Math.round(rate * seconds) }, () => rng() * seconds * 1000);
  arrivals.sort((a, b) => a - b);
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  let maxLagMs = 0;
  let lastEnd = 0;
  const start = performance.now() + 20;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now() - start;
      while (next < arrivals.length && arrivals[next]! <= now) {
        const due = arrivals[next++]!;
        maxLagMs = Math.max(maxLagMs, now - due);
        const target = pick(mix, rng);
        const visitor = oneOf(crowd, rng);
        if (inFlight >= MAX_IN_FLIGHT) {
          samples.push({ kind: target.kind, status: 0, ms: 0, error: 'overload', hit: false });
          continue;
        }
        inFlight++;
        pending.push(
          get(target, { agent: visitor.agent, localAddress: visitor.address }).then((a) => {
            inFlight--;
            const end = performance.now() - start;
            lastEnd = Math.max(lastEnd, end);
            samples.push({
              kind: target.kind,
              status: a.status,
              ms: end - due,
              error: a.error,
              hit: a.cache === 'HIT',
            });
          }),
        );
      }
      if (next >= arrivals.length || stopping) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(tick, 2);
  });
  await Promise.all(pending);
  return { samples, maxLagMs, seconds: Math.max(lastEnd, seconds * 1000) / 1000 };
}

type Stats = { n: number; p50: number; p95: number; p99: number; errors: number; hits: number };

function stats(samples: readonly Sample[]): Stats {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)] ?? 0;
  return {
    n: samples.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: samples.filter((s) => s.status !== 200).length,
    hits: samples.filter((s) => s.hit).length,
  };
}

type Step = Stats & {
  asked: number;
  achieved: number;
  pass: boolean;
  maxLagMs: number;
  byKind: Map<Kind, Stats>;
  failures: Map<string, number>;
  logLines: string[];
};

async function step(mix: Mix, crowd: Visitor[], rate: number): Promise<Step> {
  const logsBefore = logs.length;
  const run = await load(mix, crowd, rate, args.stepSeconds, Math.round(rate * 1000));
  const all = stats(run.samples);
  const failures = new Map<string, number>();
  for (const s of run.samples)
    if (s.status !== 200) {
      const key = `${s.kind} ${s.status || s.error}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  const result: Step = {
    ...all,
    asked: rate,
    achieved: (all.n - all.errors) / run.seconds,
    pass: all.errors === 0 && all.p99 <= args.p99Ms,
    maxLagMs: run.maxLagMs,
    byKind: new Map(KINDS.map((k) => [k, stats(run.samples.filter((s) => s.kind === k))])),
    failures,
    logLines: logs.slice(logsBefore).filter((l) => /error|⨯|fail|warn|timeout|ECONN/i.test(l)),
  };
  const f = (v: number) => v.toFixed(0).padStart(9);
  console.log(
    `${f(result.asked)}${f(result.achieved)}${f(result.p50)}${f(result.p95)}${f(result.p99)}${String(result.errors).padStart(8)}  ${result.pass ? 'pass' : 'FAIL'}${result.maxLagMs > 100 ? `  (the load fell ${result.maxLagMs.toFixed(0)} ms behind)` : ''}`,
  );
  return result;
}

function kindTable(s: Step) {
  const f = (v: number) => v.toFixed(0).padStart(9);
  console.log(
    `    ${'kind'.padEnd(8)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'edge hits'.padStart(11)}`,
  );
  for (const [kind, k] of s.byKind)
    console.log(
      `    ${kind.padEnd(8)}${f(k.n)}${f(k.p50)}${f(k.p95)}${f(k.p99)}${String(k.errors).padStart(8)}${`${k.n ? ((100 * k.hits) / k.n).toFixed(0) : '-'} %`.padStart(11)}`,
    );
}

type Outcome = {
  instances: number;
  knee?: Step;
  failed?: Step;
  imageFailures: number;
  emptyHosts: string[];
};

async function setUp(instances: 1 | 2, redisUrl: string, databaseUrl: string): Promise<Outcome> {
  console.log(
    `\n── ${instances} web instance${instances > 1 ? 's' : ''} (web ${WEBS.slice(0, instances)
      .map((p) => `:${p}`)
      .join(' ')}, API ${APIS.slice(0, instances)
      .map((p) => `:${p}`)
      .join(' ')}, edge :${EDGE}) ──`,
  );
  const started = performance.now();
  clusterStarting = startCluster({
    databaseUrl,
    redisUrl,
    // A set-up of its own: nothing of the other's Next cache or limits.
    redisPrefix: `zesty-bench-load-${instances}`,
    apiPorts: APIS.slice(0, instances),
    webPorts: WEBS.slice(0, instances),
    edgePort: EDGE,
    env: { AUTH_SECRET: randomBytes(36).toString('base64') },
    log: (name, line) => {
      logs.push(`${name} ${line}`);
      if (logs.length > 20_000) logs.splice(0, 10_000);
      if (values.verbose) console.log(`${name.padEnd(5)}│ ${line}`);
    },
  });
  cluster = await clusterStarting;
  clusterStarting = undefined;
  if (stopping) throw new Error('stopped');
  console.log(`started in ${((performance.now() - started) / 1000).toFixed(0)} s; crawling…`);

  const hosts: Host[] = [
    { header: `localhost:${EDGE}` },
    ...CREATORS.map((creator) => ({ header: `${creator}.localhost:${EDGE}`, creator })),
  ];
  const crawled = performance.now();
  const mix = await discover(hosts);
  if (stopping) throw new Error('stopped');
  const w = mix.imageWarmUp;
  const imageFailures = [...w.failed.values()].reduce((a, b) => a + b, 0);
  console.log(
    `  ${mix.pages.length} pages (${hosts.map((h) => mix.pages.filter((p) => p.host === h.header).length).join(' + ')} on ${hosts.map((h) => h.header.split(':')[0]).join(', ')}), ${mix.api.length} API reads, ${mix.proxy.length} proxy calls, searches from ${JUDGED_QUERIES.length} queries`,
  );
  console.log(
    `  images: ${w.distinct} the pages ask for, fetched ${IMAGE_CONCURRENCY} at a time in ${(w.ms / 1000).toFixed(1)} s (slowest ${(w.slowestMs / 1000).toFixed(1)} s, ${w.slow} over ${TIMEOUT_MS / 1000} s): ${imageFailures ? [...w.failed].map(([s, n]) => `${n}× ${s}`).join(', ') : 'all 200'}`,
  );
  console.log(`  crawled in ${((performance.now() - crawled) / 1000).toFixed(0)} s`);
  const emptyHosts = hosts
    .filter((h) => !mix.pages.some((p) => p.host === h.header))
    .map((h) => `${h.header.split(':')[0]} (/en answered ${mix.homes.get(h.header) ?? 'nothing'})`);
  if (emptyHosts.length) console.log(`  no pages on ${emptyHosts.join(', ')}`);
  if (!mix.pages.length || !mix.images.length || !mix.api.length || !mix.proxy.length)
    throw new Error('the crawl found no pages, images, API reads or proxy calls to load');

  const crowd = visitors(args.visitors);
  console.log(
    `\n${'asked/s'.padStart(9)}${'done/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`,
  );
  let knee: Step | undefined;
  let failed: Step | undefined;
  try {
    const pause = () => sleep(args.pauseSeconds * 1000);
    for (let rate = args.startRate; rate <= args.maxRate && !stopping; rate *= args.factor) {
      const s = await step(mix, crowd, Math.round(rate));
      await pause();
      if (!s.pass) {
        failed = s;
        break;
      }
      knee = s;
    }
    for (let i = 0; i < args.refine && knee && failed && !stopping; i++) {
      const rate = Math.round((knee.asked + failed.asked) / 2);
      if (rate <= knee.asked || rate >= failed.asked) break;
      const s = await step(mix, crowd, rate);
      await pause();
      if (s.pass) knee = s;
      else failed = s;
    }
  } finally {
    for (const v of crowd) v.agent.destroy();
  }
  if (stopping) throw new Error('stopped');
  if (knee) {
    console.log(`\n  knee ${knee.asked} req/s, by kind:`);
    kindTable(knee);
  } else console.log('\n  no knee: the first step failed');
  if (failed) {
    console.log(
      `  lowest failing rate ${failed.asked} req/s (p99 ${failed.p99.toFixed(0)} ms, ${failed.errors} errors): ${[...failed.failures].map(([k, n]) => `${n}× ${k}`).join(', ') || 'slow'}`,
    );
    kindTable(failed);
    const lines = [...new Set(failed.logLines)].slice(0, 12);
    if (lines.length)
      console.log(
        `  the cluster said meanwhile:\n${lines.map((l) => `    ${l.slice(0, 240)}`).join('\n')}`,
      );
  } else if (knee) console.log(`  no step failed up to --max-rate ${args.maxRate} req/s`);

  await stopCluster();
  return { instances, knee, failed, imageFailures, emptyHosts };
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────

let code = 1;
try {
  console.log(
    `bench:load: steps of ${args.stepSeconds} s from ${args.startRate} req/s ×${args.factor}, pass at p99 ≤ ${args.p99Ms} ms and no error; ${args.visitors} visitors`,
  );
  redis = await startRedisServer(REDIS);
  try {
    database = await scratchDatabase(ADMIN_URL, DATABASE);
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//…@')} did not create ${DATABASE} (set TEST_DATABASE_URL or DATABASE_URL to an admin connection): ${String(error)}`,
    );
  }

  const outcomes: Outcome[] = [];
  for (const n of args.instances) {
    if (stopping) break;
    outcomes.push(await setUp(n, redis.url, database.url));
  }

  console.log(
    `\n${'instances'.padEnd(11)}${'knee req/s'.padStart(12)}${'p99 at knee'.padStart(13)}${'lowest failing'.padStart(16)}`,
  );
  for (const o of outcomes)
    console.log(
      `${String(o.instances).padEnd(11)}${(o.knee ? String(o.knee.asked) : 'none').padStart(12)}${(o.knee ? `${o.knee.p99.toFixed(0)} ms` : '-').padStart(13)}${(o.failed ? `${o.failed.asked} req/s` : '-').padStart(16)}`,
    );
  console.log(
    `\ntargets: a knee of at least ${args.minKnee} req/s on each set-up, no error at the knee, every image 200 when first fetched, pages on every host`,
  );
  const missed = outcomes
    .flatMap((o) => [
      !o.knee && `${o.instances} instance(s): no knee`,
      o.knee &&
        o.knee.asked < args.minKnee &&
        `${o.instances} instance(s): knee below ${args.minKnee} req/s`,
      o.knee && o.knee.errors > 0 && `${o.instances} instance(s): errors at the knee`,
      o.emptyHosts.length > 0 &&
        `${o.instances} instance(s): no pages on ${o.emptyHosts.join(', ')}`,
      o.imageFailures > 0 &&
        `${o.instances} instance(s): ${o.imageFailures} images not 200 when first fetched`,
    ])
    .filter((m): m is string => typeof m === 'string');
  if (missed.length) console.log(`\nmissed: ${missed.join('; ')}`);
  code = missed.length ? 1 : 0;
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    const recent = logs.slice(-20);
    if (recent.length) console.error(`the cluster's last lines:\n${recent.join('\n')}`);
  }
} finally {
  await cleanUp();
}
process.exit(interrupted ? 130 : code);
