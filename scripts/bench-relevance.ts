/**
 * `npm run bench:relevance [-- --json FILE] [-- --check] [-- --scale N] [-- --postgres URL]`: how well the recipe
 * list's search (`GET /api/v1/recipes/?s=`) finds what cooks mean (issue 16, item 5). Seeds a
 * fresh PGlite in a temporary directory, runs the judged queries of scripts/relevance through the
 * in-process API and prints per query precision at 10, recall at 50 and nDCG at 10 (binary
 * gains), the means and the ten worst queries. `--check` exits 1 under the targets (mean P@10 and
 * R@50 ≥ 0.9). `--scale N` then grows the catalogue to N recipes and prints p50/p95 latency of
 * the recipe list's first page (the site's page size) for each judged query, and the slowest.
 * `--postgres URL` runs on a database of its own on that PostgreSQL server instead of PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { z } from 'zod';
import { seedDemo } from '../demo/seed';
import { scaleRecipes } from '../demo/seed/scale';
import { RECIPE_LIST_LIMITS } from '../core/contract/paths';
import { PAGE_SIZES } from '../lib/page-sizes';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { MemoryMediaStore } from '../server/media/storage';
import { JUDGED_QUERIES, visibleRecipes, type JudgedQuery } from './relevance/judged-queries';

const TARGET = 0.9;
/** Runs of each judged query when measuring latency. */
const RUNS = 3;
const DEPTH = 50;

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    check: { type: 'boolean', default: false },
    scale: { type: 'string' },
    postgres: { type: 'string' },
  },
});
const scaleTo =
  values.scale === undefined ? undefined : z.coerce.number().int().min(1).parse(values.scale);

type Result = {
  q: string;
  locale: JudgedQuery['locale'];
  kind: string;
  relevant: number;
  returned: number;
  p10: number;
  r50: number;
  ndcg10: number;
  /** Top results that the judge did not count, to see why a query scores low. */
  topMisses: string[];
};

/**
 * The database: a fresh PGlite in a temporary directory, or with `--postgres URL` a database of
 * its own on that server (created, and dropped afterwards).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-relevance-'));
const pgName = `zesty_bench_relevance_${process.pid}`;
async function onServer(sql: string) {
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
let databaseUrl: string | undefined;
if (values.postgres) {
  await onServer(`CREATE DATABASE ${pgName}`);
  const url = new URL(values.postgres);
  url.pathname = `/${pgName}`;
  databaseUrl = url.toString();
}
const database = await openDatabase(
  databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: dir },
);
let exitCode = 0;
try {
  const media = new MemoryMediaStore();
  await seedDemo(database.db, media, { renderImages: false });
  const app = createApp({ db: async () => database.db, media: () => media });

  /** The first `DEPTH` slugs the recipe list answers, paging when its maximum is below that. */
  async function search(q: string, locale: string): Promise<string[]> {
    const perPage = Math.min(DEPTH, RECIPE_LIST_LIMITS.maxPerPage);
    const slugs: string[] = [];
    for (let page = 1; slugs.length < DEPTH; page++) {
      const url = `http://bench/api/v1/recipes/?s=${encodeURIComponent(q)}&locale=${locale}&perPage=${perPage}&page=${page}`;
      const res = await app.fetch(new Request(url));
      if (res.status !== 200) throw new Error(`"${q}" (${locale}) answered ${res.status}`);
      const body = (await res.json()) as { data: { slug: string }[] };
      slugs.push(...body.data.map((r) => r.slug));
      if (body.data.length < perPage) break;
    }
    return slugs.slice(0, DEPTH);
  }

  const results: Result[] = [];
  for (const query of JUDGED_QUERIES) {
    const relevant = new Set(visibleRecipes.filter(query.relevant).map((r) => r.slug));
    const ranked = await search(query.q, query.locale);
    const hitsAt = (k: number) => ranked.slice(0, k).filter((s) => relevant.has(s)).length;
    // Binary gains: DCG over the first 10, normalised by the best possible ordering.
    const dcg = ranked
      .slice(0, 10)
      .reduce((sum, s, i) => sum + (relevant.has(s) ? 1 / Math.log2(i + 2) : 0), 0);
    let ideal = 0;
    for (let i = 0; i < Math.min(10, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
    const none = relevant.size === 0;
    results.push({
      q: query.q,
      locale: query.locale,
      kind: query.kind,
      relevant: relevant.size,
      returned: ranked.length,
      p10: none ? Number.NaN : hitsAt(10) / Math.min(10, relevant.size),
      r50: none ? Number.NaN : hitsAt(50) / Math.min(50, relevant.size),
      ndcg10: none ? Number.NaN : dcg / ideal,
      topMisses: ranked.slice(0, 10).filter((s) => !relevant.has(s)),
    });
  }

  const judged = results.filter((r) => r.relevant > 0);
  const unjudged = results.filter((r) => r.relevant === 0);
  const mean = (pick: (r: Result) => number) =>
    judged.reduce((sum, r) => sum + pick(r), 0) / Math.max(1, judged.length);
  const f = (n: number) => (Number.isNaN(n) ? '  –  ' : n.toFixed(2).padStart(5));
  const row = (r: Result) =>
    `${r.q.padEnd(24)} ${r.locale}  ${r.kind.padEnd(10)} ${String(r.relevant).padStart(4)} ${String(r.returned).padStart(4)}  ${f(r.p10)}  ${f(r.r50)}  ${f(r.ndcg10)}`;
  const header = `${'query'.padEnd(24)} loc ${'kind'.padEnd(10)} #rel  #got  P@10   R@50  nDCG@10`;

  console.log(header);
  for (const r of judged) console.log(row(r));
  if (unjudged.length) {
    console.log(`\n${unjudged.length} queries without relevant recipes (precision undefined):`);
    for (const r of unjudged) console.log(`  ${r.q} (${r.locale}): ${r.returned} results`);
  }
  const p10 = mean((r) => r.p10);
  const r50 = mean((r) => r.r50);
  const ndcg = mean((r) => r.ndcg10);
  console.log(
    `\n${judged.length} judged queries over ${visibleRecipes.length} visible recipes: ` +
      `mean P@10 ${p10.toFixed(3)}, R@50 ${r50.toFixed(3)}, nDCG@10 ${ndcg.toFixed(3)} ` +
      `(targets P@10 ≥ ${TARGET}, R@50 ≥ ${TARGET})`,
  );
  const worst = [...judged].sort((a, b) => a.p10 - b.p10 || a.r50 - b.r50).slice(0, 10);
  console.log('\nten worst queries (by P@10, then R@50):');
  console.log(header);
  for (const r of worst) {
    console.log(row(r));
    if (r.topMisses.length) console.log(`    not relevant in top 10: ${r.topMisses.join(', ')}`);
  }

  let latency: { recipes: number; p50: number; p95: number } | undefined;
  if (scaleTo !== undefined) {
    const total = await scaleRecipes(database.db, scaleTo, console.log);
    for (const q of JUDGED_QUERIES) await search(q.q, q.locale); // warm caches and plans
    const times: number[] = [];
    const slowest: { q: string; locale: string; ms: number }[] = [];
    // Each query RUNS times: p50 and p95 are over every run, the slowest by each query's median.
    for (const q of JUDGED_QUERIES) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const res = await app.fetch(
          new Request(
            `http://bench/api/v1/recipes/?s=${encodeURIComponent(q.q)}&locale=${q.locale}&perPage=${PAGE_SIZES.recipeList}`,
          ),
        );
        await res.json();
        runs.push(performance.now() - started);
      }
      times.push(...runs);
      slowest.push({ q: q.q, locale: q.locale, ms: runs.sort((a, b) => a - b)[RUNS >> 1]! });
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
    latency = { recipes: total, p50: pct(50), p95: pct(95) };
    console.log(
      `\njudged queries over ${total} recipes, ${RUNS} runs each: p50 ${latency.p50.toFixed(1)} ms, p95 ${latency.p95.toFixed(1)} ms`,
    );
    console.log('the ten slowest (median of each query):');
    for (const r of slowest.sort((a, b) => b.ms - a.ms).slice(0, 10))
      console.log(`  ${r.q.padEnd(24)} ${r.locale}  ${r.ms.toFixed(1).padStart(7)} ms`);
  }

  if (values.json) {
    // NaN is not JSON: queries without relevant recipes write null.
    const clean = (n: number) => (Number.isNaN(n) ? null : n);
    const out = {
      means: { p10, r50, ndcg10: ndcg },
      latency,
      queries: results.map((r) => ({
        ...r,
        p10: clean(r.p10),
        r50: clean(r.r50),
        ndcg10: clean(r.ndcg10),
      })),
    };
    fs.writeFileSync(values.json, `${JSON.stringify(out, null, 2)}\n`);
  }
  if (values.check && (p10 < TARGET || r50 < TARGET)) exitCode = 1;
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (databaseUrl) await onServer(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
}
process.exit(exitCode);
