/**
 * `npm run bench:edge`: the edge cache's worth (issue 27), in one run against the production
 * server with Debian's Varnish in front (deploy/varnish/zesty.vcl, scripts/lib/varnish.ts):
 *
 * 1. a cached recipe page straight from Next and through Varnish, each for `--seconds` (20) with
 *    `--connections` (50) connections of Debian's `wrk` (autocannon tops out near 3,000 req/s here,
 *    below what Varnish serves): requests per second and p50, p95 and p99 latency;
 * 2. publish to visible: a seeded creator edits and publishes a recipe whose page the edge has
 *    cached; the page is asked for through the edge every 20 ms until it shows the new name.
 *
 * Targets (exit 1 when one is missed): Varnish at least 40 times Next's throughput, its p99 at most
 * 10 ms, the publish visible through the edge within 2 s.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { studioRecipeResponse } from '../core/contract/studio';
import { SERVER_ARGS_HELP, freePort, serverArgs, serverOptions, startServer } from './lib/server';
import { signInCookie } from './lib/sign-in';
import { startVarnish, varnishMissing } from './lib/varnish';

const { values } = parseArgs({
  options: {
    ...serverArgs,
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    threads: { type: 'string', default: '2' },
    'edge-port': { type: 'string', default: '3390' },
    'varnish-param': { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    `npm run bench:edge -- [--seconds 20] [--connections 50] [--threads 2] [--edge-port 3390] [--varnish-param name=value …]
  --varnish-param   a varnishd run-time parameter (-p), e.g. thread_pools=1; repeatable
${SERVER_ARGS_HELP}`,
  );
  process.exit(0);
}
const seconds = z.coerce.number().int().min(1).max(600).parse(values.seconds);
const connections = z.coerce.number().int().min(1).max(1000).parse(values.connections);
// wrk's threads: one tops out near 25,000 req/s here, below what Varnish serves.
const threads = z.coerce.number().int().min(1).max(16).parse(values.threads);
const opts = serverOptions(values);
const varnishParams = z
  .array(z.string().regex(/^[a-z_]+=\S+$/, 'a varnishd parameter is name=value'))
  .parse(values['varnish-param']);
const TARGET = { ratio: 40, p99Ms: 10, visibleMs: 2_000 };
const CREATOR = 'ovenfresh';
const EMAIL = 'lotte.ovenfresh@example.com';

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p));
const missing = WRK
  ? varnishMissing()
  : "wrk is not installed: apt-get install wrk (Debian's package).";
if (missing) {
  console.error(missing);
  process.exit(1);
}

type Load = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
};

/** wrk's summary through a Lua `done` hook: one JSON line, latencies in µs. */
const REPORT = `done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status
  io.write(string.format('{"requests":%d,"duration":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, errors, latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;

function wrk(url: string, host: string, script: string): Load {
  const run = spawnSync(
    WRK!,
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '-H',
      `Host: ${host}`,
      // As browsers ask: the edge keeps the compressed page and sends it as it is.
      '-H',
      'Accept-Encoding: gzip, br',
      '-s',
      script,
      url,
    ],
    { encoding: 'utf8', timeout: (seconds + 60) * 1000 },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('{"requests"'));
  if (run.status !== 0 || !line) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const r = z
    .object({
      requests: z.number(),
      duration: z.number(),
      errors: z.number(),
      p50: z.number(),
      p95: z.number(),
      p99: z.number(),
    })
    .parse(JSON.parse(line));
  return {
    rps: r.requests / (r.duration / 1e6),
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    requests: r.requests,
    errors: r.errors,
  };
}

function get(port: number, host: string, target: string) {
  return new Promise<{ status: number; body: string; cache?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, cache: res.headers['x-cache'] as string }),
        );
      })
      .on('error', reject);
  });
}

const edgePort = await freePort(z.coerce.number().int().parse(values['edge-port']));
process.env.EDGE_PURGE_URLS = `http://127.0.0.1:${edgePort}/`;
const server = await startServer({ port: opts.port, build: opts.build });
const work = mkdtempSync(path.join(os.tmpdir(), 'zesty-bench-edge-'));
let code = 1;
try {
  const port = Number(new URL(server.base).port);
  const host = `localhost:${port}`;
  const edge = await startVarnish({
    port: edgePort,
    backends: [{ host: '127.0.0.1', port }],
    memory: '256m',
    params: varnishParams,
  });
  try {
    const script = path.join(work, 'report.lua');
    writeFileSync(script, REPORT);
    const page = `/en/recipes/${opts.recipeSlug}`;
    // Both kept before measuring: Next's full-route cache, then the edge's copy.
    for (let i = 0; i < 3; i++) await get(port, host, page);
    for (let i = 0; i < 3; i++) await get(edgePort, host, page);
    if ((await get(edgePort, host, page)).cache !== 'HIT')
      throw new Error('the edge did not keep the page');

    // Publish to visible through the edge: a recipe of the creator's, kept by the edge, edited.
    // First, while the machine is quiet (and before this script's connections idle past the
    // server's keep-alive during the load runs).
    const cookie = await signInCookie(server, EMAIL);
    const studio = async (method: string, apiPath: string, body: unknown) => {
      const res = await fetch(`${server.base}/api/proxy?path=${encodeURIComponent(apiPath)}`, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: server.base, Cookie: cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
      return studioRecipeResponse.parse(await res.json()).data;
    };
    const slug = `bench-edge-${Date.now().toString(36)}`;
    let recipe = await studio('POST', `/api/v1/studio/creators/${CREATOR}/recipes`, {
      slug,
      draft: {
        originalLocale: 'en',
        content: {
          en: {
            name: 'Edge bench bread',
            title: 'Bread',
            description: 'Measured.',
            ingredients: ['500 g flour'],
            steps: ['Bake.'],
          },
          nl: { name: 'Brood', title: 'Brood' },
        },
        type: 'side',
        timeMinutes: 60,
        tags: ['vegetarian'],
      },
    });
    recipe = await studio('POST', `/api/v1/studio/recipes/${recipe.id}/publish`, {
      version: recipe.version,
    });
    const recipePage = `/en/recipes/${slug}`;
    const deadline = Date.now() + 10_000;
    while (!(await get(edgePort, host, recipePage)).body.includes('Edge bench bread')) {
      if (Date.now() > deadline)
        throw new Error('the published recipe never showed through the edge');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Kept by the edge, after the publish's second pass.
    await new Promise((r) => setTimeout(r, 2_500));
    await get(edgePort, host, recipePage);
    if ((await get(edgePort, host, recipePage)).cache !== 'HIT')
      throw new Error('the edge did not keep the recipe page');
    recipe = await studio('PUT', `/api/v1/studio/recipes/${recipe.id}`, {
      version: recipe.version,
      draft: {
        ...recipe.draft,
        content: {
          ...recipe.draft.content,
          en: { ...recipe.draft.content.en!, name: 'Edge bench rye' },
        },
      },
    });
    const published = Date.now();
    await studio('POST', `/api/v1/studio/recipes/${recipe.id}/publish`, {
      version: recipe.version,
    });
    let visibleMs = Number.POSITIVE_INFINITY;
    while (Date.now() - published < 10_000) {
      const asked = Date.now();
      if ((await get(edgePort, host, recipePage)).body.includes('Edge bench rye')) {
        visibleMs = asked - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }

    console.log(
      `${page}, ${connections} connections, ${seconds} s each (wrk, ${threads} thread${threads > 1 ? 's' : ''}${varnishParams.length ? `; varnishd -p ${varnishParams.join(' -p ')}` : ''})…`,
    );
    const next = wrk(`http://127.0.0.1:${port}${page}`, host, script);
    const varnish = wrk(`http://127.0.0.1:${edgePort}${page}`, host, script);
    const ratio = varnish.rps / next.rps;
    const row = (name: string, l: Load) =>
      `${name.padEnd(16)}${l.rps.toFixed(0).padStart(10)}${l.p50.toFixed(2).padStart(10)}${l.p95.toFixed(2).padStart(10)}${l.p99.toFixed(2).padStart(10)}${String(l.errors).padStart(8)}`;
    console.log(
      `\n${'server'.padEnd(16)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p95 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'errors'.padStart(8)}`,
    );
    console.log(row('Next (cached)', next));
    console.log(row('Varnish (HIT)', varnish));
    console.log(`\nthroughput: ${ratio.toFixed(1)}× Next's (target ≥ ${TARGET.ratio}×)`);
    console.log(`Varnish p99: ${varnish.p99.toFixed(2)} ms (target ≤ ${TARGET.p99Ms} ms)`);

    console.log(
      `publish → visible through the edge: ${visibleMs} ms (target ≤ ${TARGET.visibleMs} ms)`,
    );
    const missed = [
      ratio < TARGET.ratio && 'throughput',
      varnish.p99 > TARGET.p99Ms && 'p99',
      visibleMs > TARGET.visibleMs && 'publish',
      next.errors + varnish.errors > 0 && 'errors',
    ].filter(Boolean);
    if (missed.length) console.log(`\nmissed: ${missed.join(', ')}`);
    code = missed.length ? 1 : 0;
  } finally {
    await edge.stop();
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (error instanceof Error && error.cause) console.error('cause:', error.cause);
} finally {
  await server.stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
