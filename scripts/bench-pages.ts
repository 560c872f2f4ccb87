/**
 * `npm run bench:pages [-- options]`: throughput of a cached recipe page against the app's bare
 * static reference page (`/en/bench/static`, app/[locale]/(bench)), both in the same run on the
 * same production server, with autocannon (50 connections, 20 s each by default). Prints req/s
 * (mean), p50/p95/p99 latency, non-2xx responses, the `x-nextjs-cache` header each page answers
 * with, and the recipe page's throughput as a percentage of the reference's.
 *
 * Both pages go through the same middleware and root layout and are served from the full-route
 * cache, so the ratio is what the recipe page costs beyond serving any cached page of this app.
 * Requests ask for gzip like a browser (`--accept-encoding identity` for uncompressed answers).
 * Load goes to the local server only; every run is bounded by --duration.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { z } from 'zod';
import {
  SERVER_ARGS_HELP,
  STATIC_REFERENCE_PATH,
  fetchWithTimeout,
  pad,
  padStart,
  percentile,
  recipePath,
  serverArgs,
  serverOptions,
  warmPage,
  withServer,
} from './lib/server';

const { values } = parseArgs({
  options: {
    ...serverArgs,
    page: { type: 'string' },
    reference: { type: 'string', default: STATIC_REFERENCE_PATH },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    'accept-encoding': { type: 'string', default: 'gzip, deflate, br' },
    json: { type: 'string' },
    assert: { type: 'boolean', default: false },
    'min-ratio': { type: 'string', default: '90' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:pages -- [options]
  --page PATH             the page to measure (default /en/recipes/{recipe})
  --reference PATH        the reference page (default ${STATIC_REFERENCE_PATH})
  --duration S            seconds of measured load per page, in two halves (default 20)
  --connections N         concurrent connections (default 50)
  --warmup S              seconds of unmeasured load per page first (default 5; 0 for none)
  --accept-encoding V     the request's Accept-Encoding (default "gzip, deflate, br"; "identity")
  --json FILE             also write the results as JSON
  --assert                exit 2 when the page's req/s is under --min-ratio % of the reference's
  --min-ratio P           default 90
${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const opts = serverOptions(values);
const duration = z.coerce.number().int().min(2).max(600).parse(values.duration);
const connections = z.coerce.number().int().min(1).max(1000).parse(values.connections);
const warmup = z.coerce.number().int().min(0).max(60).parse(values.warmup);
const minRatio = z.coerce.number().min(0).max(1000).parse(values['min-ratio']);
const page = values.page ?? recipePath(opts.recipeSlug);
const reference = values.reference;
for (const p of [page, reference]) if (!p.startsWith('/')) throw new Error(`${p} is not a path`);
const headers: Record<string, string> = { 'accept-encoding': values['accept-encoding'] };

type Measured = {
  path: string;
  role: 'page' | 'reference';
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
  cacheBefore: string | null;
  cacheAfter: string | null;
};

async function cacheHeader(url: string): Promise<string | null> {
  const res = await fetchWithTimeout(url, { headers });
  await res.arrayBuffer();
  return res.headers.get('x-nextjs-cache');
}

type Sample = {
  latencies: number[];
  bytes: number;
  seconds: number;
  non2xx: number;
  errors: number;
};

async function load(url: string, seconds: number, into?: Sample) {
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: 10 });
  instance.on('response', (_client, _status, resBytes, responseTime) => {
    if (!into) return;
    into.latencies.push(responseTime);
    into.bytes += resBytes;
  });
  const result = await instance;
  if (into) {
    into.seconds += result.duration;
    into.non2xx += result.non2xx;
    into.errors += result.errors + result.timeouts;
  }
}

function summary(
  path: string,
  role: Measured['role'],
  s: Sample,
  cacheBefore: string | null,
  cacheAfter: string | null,
): Measured {
  const sorted = Float64Array.from(s.latencies).sort();
  return {
    path,
    role,
    reqPerSec: s.latencies.length / s.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: s.latencies.length,
    non2xx: s.non2xx,
    errors: s.errors,
    bytesPerResponse: s.latencies.length ? s.bytes / s.latencies.length : 0,
    cacheBefore,
    cacheAfter,
  };
}

/**
 * Both pages are loaded in A-B-B-A order, half of --duration each time, so that a server that
 * gets faster (JIT) or slower (heap growth, another process) during the run favours neither.
 */
async function measureBoth(base: string, cache: Map<string, string | null>) {
  const samples = new Map<string, Sample>();
  for (const p of [reference, page]) {
    samples.set(p, { latencies: [], bytes: 0, seconds: 0, non2xx: 0, errors: 0 });
    if (warmup > 0) {
      console.error(`warm-up ${p} (${warmup} s, not measured)…`);
      await load(`${base}${p}`, warmup);
    }
  }
  const half = duration / 2;
  for (const p of [reference, page, page, reference]) {
    console.error(`load ${p} (${connections} connections, ${half} s)…`);
    await load(`${base}${p}`, half, samples.get(p));
  }
  const after = async (p: string) => cacheHeader(`${base}${p}`);
  return {
    ref: summary(
      reference,
      'reference',
      samples.get(reference)!,
      cache.get(reference) ?? null,
      await after(reference),
    ),
    target: summary(page, 'page', samples.get(page)!, cache.get(page) ?? null, await after(page)),
  };
}

await withServer(opts, async ({ base }) => {
  const warmed = new Map<string, string | null>();
  for (const p of [reference, page]) {
    const w = await warmPage(base, p);
    if (w.status !== 200) {
      throw new Error(
        `${p} answers ${w.status}: nothing to measure` +
          (p === page ? ' (choose another with --page, e.g. --page /en/recipes)' : ''),
      );
    }
    warmed.set(p, w.cache);
    if (w.cache !== 'HIT')
      console.error(`note: ${p} answers x-nextjs-cache: ${w.cache ?? '(none)'}`);
  }

  const { ref, target } = await measureBoth(base, warmed);
  const ratio = (target.reqPerSec / ref.reqPerSec) * 100;

  const w = Math.max(24, page.length, reference.length) + 2;
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `\nbench:pages — ${connections} connections, ${duration} s per page, ` +
      `accept-encoding: ${headers['accept-encoding']}, ${base}`,
  );
  console.log(
    `${pad('page', w)}${padStart('req/s', 9)}${padStart('p50', 10)}${padStart('p95', 10)}` +
      `${padStart('p99', 10)}${padStart('non-2xx', 9)}${padStart('errors', 8)}${padStart('KB/resp', 9)}  x-nextjs-cache`,
  );
  for (const m of [target, ref]) {
    console.log(
      `${pad(m.path, w)}${padStart(m.reqPerSec.toFixed(0), 9)}${padStart(ms(m.p50), 10)}` +
        `${padStart(ms(m.p95), 10)}${padStart(ms(m.p99), 10)}${padStart(m.non2xx, 9)}` +
        `${padStart(m.errors, 8)}${padStart((m.bytesPerResponse / 1024).toFixed(1), 9)}  ` +
        `${m.cacheBefore ?? '—'} → ${m.cacheAfter ?? '—'}`,
    );
  }
  console.log(`\n${page}: ${ratio.toFixed(1)} % of the reference's req/s`);

  if (values.json) {
    fs.writeFileSync(
      values.json,
      `${JSON.stringify({ base, connections, duration, headers, ratio, results: [target, ref] }, null, 2)}\n`,
    );
    console.log(`wrote ${values.json}`);
  }
  const broken = target.non2xx + ref.non2xx + target.errors + ref.errors;
  if (broken > 0) console.log(`warning: ${broken} non-2xx answers or errors during the run`);
  if (values.assert && !(ratio >= minRatio)) {
    console.log(`assert: ${ratio.toFixed(1)} % < ${minRatio} %`);
    return 2;
  }
  return 0;
});
