/**
 * `npm run bench:contention [-- options]` (issue 26, finding 1): does search stall page serving?
 * On one production server (the embedded database unless the environment says otherwise), with
 * autocannon, three phases of --duration seconds each:
 *   1. a cached recipe page alone (--page-connections), its p50/p99 latency and req/s;
 *   2. search alone (--search-connections, through the proxy as the search screen asks, terms
 *      taken in turn from a list so that each is a real search), its req/s and p50/p99;
 *   3. both at once: the page's p50/p99 while search is saturated, and search's req/s.
 * Prints the figures and exits 2 when the page's p99 under contention is above --max-p99 (ms).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { z } from 'zod';
import {
  SERVER_ARGS_HELP,
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
    duration: { type: 'string', default: '15' },
    'page-connections': { type: 'string', default: '4' },
    'search-connections': { type: 'string', default: '30' },
    'max-p99': { type: 'string', default: '100' },
    json: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:contention -- [options]
  --page PATH               the cached page to measure (default /en/recipes/{recipe})
  --duration S              seconds per phase (default 15)
  --page-connections N      connections asking for the page (default 4)
  --search-connections N    connections searching (default 30)
  --max-p99 MS              exit 2 when the page's p99 under contention is above this (default 100)
  --json FILE               also write the results as JSON
${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const opts = serverOptions(values);
const duration = z.coerce.number().int().min(2).max(600).parse(values.duration);
const pageConnections = z.coerce.number().int().min(1).max(500).parse(values['page-connections']);
const searchConnections = z.coerce
  .number()
  .int()
  .min(1)
  .max(500)
  .parse(values['search-connections']);
const maxP99 = z.coerce.number().positive().parse(values['max-p99']);
const page = values.page ?? recipePath(opts.recipeSlug);

/** What cooks type: dishes, ingredients, diets, times, typos; each asked in turn. */
const TERMS = [
  'pasta',
  'chicken curry',
  'vegan',
  'quick dinner',
  'lentil soup',
  'spagetti',
  'banana bread',
  'gluten free',
  'salmon',
  'under 30 minutes',
  'tomato',
  'high protein',
  'ovenschotel',
  'pannenkoeken',
  'stamppot',
  'rice',
];
const searchPath = (term: string) =>
  `/api/proxy?path=${encodeURIComponent('/api/v1/search')}&search=${encodeURIComponent(term)}&locale=en`;

type Figures = { reqPerSec: number; p50: number; p99: number; requests: number; failed: number };

/** One autocannon run, its latencies kept per response. */
async function run(base: string, paths: readonly string[], connections: number): Promise<Figures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: base,
    connections,
    duration,
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    reqPerSec: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

await withServer(opts, async ({ base }) => {
  const warmed = await warmPage(base, page);
  if (warmed.status !== 200) throw new Error(`${page} answers ${warmed.status}`);
  if (warmed.cache !== 'HIT')
    console.error(`note: ${page} answers x-nextjs-cache: ${warmed.cache}`);
  const searches = TERMS.map(searchPath);
  for (const path of searches) {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path} answers ${res.status}`);
    await res.arrayBuffer();
  }

  console.error(`page alone (${pageConnections} connections, ${duration} s)…`);
  const pageAlone = await run(base, [page], pageConnections);
  console.error(`search alone (${searchConnections} connections, ${duration} s)…`);
  const searchAlone = await run(base, searches, searchConnections);
  console.error(`both at once (${duration} s)…`);
  const [pageLoaded, searchLoaded] = await Promise.all([
    run(base, [page], pageConnections),
    run(base, searches, searchConnections),
  ]);

  const rows: [string, Figures][] = [
    [`page alone`, pageAlone],
    [`page while ${searchConnections} search`, pageLoaded],
    [`search alone`, searchAlone],
    [`search with the page`, searchLoaded],
  ];
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`\nbench:contention — ${page}, ${duration} s per phase, ${base}`);
  console.log(
    `${pad('', 28)}${padStart('req/s', 9)}${padStart('p50', 11)}${padStart('p99', 11)}${padStart('failed', 8)}`,
  );
  for (const [name, f] of rows)
    console.log(
      `${pad(name, 28)}${padStart(f.reqPerSec.toFixed(0), 9)}${padStart(ms(f.p50), 11)}${padStart(ms(f.p99), 11)}${padStart(f.failed, 8)}`,
    );
  const verdict = pageLoaded.p99 <= maxP99;
  console.log(
    `\nthe page's p99 while search is saturated: ${ms(pageLoaded.p99)} ` +
      `(limit ${maxP99} ms): ${verdict ? 'within' : 'OVER'}`,
  );
  if (values.json)
    fs.writeFileSync(
      values.json,
      JSON.stringify({ page, duration, pageConnections, searchConnections, rows }, null, 2),
    );
  return verdict ? 0 : 2;
});
