/**
 * `npm run bench:search [-- --recipes 100000 --iterations 60]`: search latency through the whole
 * API (routing, validation, SQL, JSON) against a catalogue of that size, on the embedded database
 * in ./.data-bench (or DATABASE_URL / DATA_DIR when set). Prints p50/p95/p99 per term and overall.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '60' },
    budget: { type: 'string', default: '50' },
  },
});
const target = z.coerce.number().int().min(1).parse(values.recipes);
const iterations = z.coerce.number().int().min(1).max(10_000).parse(values.iterations);
const budgetMs = z.coerce.number().positive().parse(values.budget);
process.env.DATA_DIR ??= './.data-bench';

const { openDatabase, optionsFromEnv } = await import('../server/db/client');
const { seedIfEmpty } = await import('../demo/seed');
const { scaleRecipes } = await import('../demo/seed/scale');
const { MemoryMediaStore } = await import('../server/media/storage');
const { createApp } = await import('../server/app');

const database = await openDatabase(optionsFromEnv());
const media = new MemoryMediaStore();
await seedIfEmpty(database.db, media, { renderImages: false, log: console.log });
const total = await scaleRecipes(database.db, target, console.log);
const app = createApp({ db: async () => database.db, media: () => media });

// Typos, prefixes, common words and rare ones, in both languages.
const TERMS: [string, 'en' | 'nl'][] = [
  ['spagetti', 'en'],
  ['spagetti', 'nl'],
  ['spag', 'en'],
  ['chicken', 'en'],
  ['kip', 'nl'],
  ['soup', 'en'],
  ['soep', 'nl'],
  ['creamy', 'en'],
  ['romige', 'nl'],
  ['with', 'en'],
  ['met', 'nl'],
  ['curry', 'en'],
  ['vegan', 'nl'],
  ['tomato', 'en'],
  ['lasagne', 'nl'],
  ['salmon', 'en'],
  ['zalm', 'nl'],
  ['chocolate cake', 'en'],
  ['pannenkoeken', 'nl'],
  ['xyzzyq', 'en'],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
async function once(term: string, locale: string): Promise<[number, number]> {
  const started = performance.now();
  const res = await app.fetch(
    new Request(`http://bench/api/v1/search?search=${encodeURIComponent(term)}&locale=${locale}`),
  );
  const body = (await res.json()) as { data: unknown[] };
  if (res.status !== 200) throw new Error(`search ${term} answered ${res.status}`);
  return [performance.now() - started, body.data.length];
}

for (const [term, locale] of TERMS) await once(term, locale); // warm caches and plans
const all: number[] = [];
console.log(`\nsearch over ${total} recipes (${database.kind}), ${iterations} runs per term`);
console.log('term                    locale  results   p50 ms   p95 ms   p99 ms');
for (const [term, locale] of TERMS) {
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < iterations; i++) {
    const [ms, n] = await once(term, locale);
    times.push(ms);
    results = n;
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${term.padEnd(24)}${locale.padEnd(8)}${String(results).padStart(7)}${pct(times, 50).toFixed(1).padStart(9)}${pct(times, 95).toFixed(1).padStart(9)}${pct(times, 99).toFixed(1).padStart(9)}`,
  );
}
all.sort((a, b) => a - b);
const p95 = pct(all, 95);
console.log(
  `\noverall: p50 ${pct(all, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms (${all.length} searches)`,
);
console.log(p95 <= budgetMs ? `PASS: p95 ≤ ${budgetMs} ms` : `FAIL: p95 above ${budgetMs} ms`);
await database.close();
process.exit(p95 <= budgetMs ? 0 : 1);
