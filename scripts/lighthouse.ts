/**
 * `npm run lighthouse [-- options]`: Lighthouse (mobile, the default config: simulated slow 4G and
 * 4× CPU slowdown) in Debian's Chromium against the production server, 3 runs per page. Prints
 * the median scores (0–100) of performance, accessibility, best practices and SEO, the median
 * LCP/CLS/TBT, and for every category under 100 the audits that failed (in how many runs).
 *
 * By default it builds if needed and starts its own server (fresh, seeded DATA_DIR); every page is
 * warmed first (so the full-route cache serves it and its images are optimised). Exits non-zero on
 * a tool failure; with --assert also when the recipe page is under performance 95 or any other
 * category under 100 (exit 2).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import {
  SERVER_ARGS_HELP,
  pad,
  padStart,
  recipePath,
  serverArgs,
  serverOptions,
  warmAssets,
  warmPage,
  withServer,
} from './lib/server';

const { values } = parseArgs({
  options: {
    ...serverArgs,
    pages: { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'string' },
    assert: { type: 'boolean', default: false },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run lighthouse -- [options]
  --pages A,B,C    paths to measure (default /en,/en/recipes,/en/recipes/{recipe})
  --runs N         Lighthouse runs per page; the median is reported (default 3)
  --json FILE      also write every run's scores and the medians as JSON
  --assert         exit 2 unless the recipe page has performance ≥ 95 and 100 elsewhere
  --chrome PATH    Chromium binary (default CHROMIUM_PATH or /usr/bin/chromium)
${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const opts = serverOptions(values);
const runs = z.coerce.number().int().min(1).max(15).parse(values.runs);
const recipe = recipePath(opts.recipeSlug);
const pages = values.pages
  ? values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : ['/en', '/en/recipes', recipe];
for (const p of pages) if (!p.startsWith('/')) throw new Error(`--pages: ${p} is not a path`);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** One run (Chromium start, load, audits) never takes longer than this. */
const RUN_TIMEOUT_MS = 150_000;

type Failing = {
  id: string;
  title: string;
  displayValue?: string;
  category: Category;
  /** The first few items of the audit's details (URL, element, message), to know what to fix. */
  items: string[];
};
type Run = {
  scores: Record<Category, number | null>;
  metrics: { fcp: number; lcp: number; cls: number; tbt: number; si: number };
  failing: Failing[];
  runtimeError?: string;
};

function withTimeout<T>(promise: Promise<T>, ms: number, what: string, onTimeout: () => void) {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        onTimeout();
        reject(new Error(`${what} took longer than ${ms / 1000} s`));
      }, ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A short line for each of the first items of an audit's table (what, where, how much). */
function detailItems(details: unknown, max = 6): string[] {
  const d = details as { items?: unknown[] } | undefined;
  const text = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number') return String(Math.round(v));
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.type === 'node') return text(o.selector) ?? text(o.snippet);
      if (o.type === 'source-location') return `${text(o.url)}:${text(o.line)}`;
      if (typeof o.url === 'string') return o.url;
      if (typeof o.text === 'string') return o.text;
    }
    return undefined;
  };
  const items = (d?.items ?? []).flatMap((item) => {
    const o = item as Record<string, unknown>;
    // Lighthouse nests the LCP element's table in a list.
    if (o.type === 'table' && Array.isArray(o.items)) return o.items as unknown[];
    return [item];
  });
  return items.slice(0, max).map((item) => {
    const o = item as Record<string, unknown>;
    const where =
      text(o.node) ?? text(o.url) ?? text(o.sourceLocation) ?? text(o.source) ?? text(o.label);
    const what = text(o.description) ?? text(o.phase) ?? text(o.groupLabel);
    const bytes =
      typeof o.wastedBytes === 'number' ? `${Math.round(o.wastedBytes / 1024)} KiB` : '';
    const ms =
      typeof o.wastedMs === 'number'
        ? `${Math.round(o.wastedMs)} ms`
        : typeof o.timing === 'number'
          ? `${Math.round(o.timing)} ms`
          : typeof o.duration === 'number'
            ? `${Math.round(o.duration)} ms`
            : '';
    return [where, what, bytes, ms].filter(Boolean).join(' · ').replace(/\s+/g, ' ').slice(0, 160);
  });
}

async function runOnce(url: string): Promise<Run> {
  const launching = chromeLauncher.launch({
    chromePath: values.chrome,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    connectionPollInterval: 500,
    maxConnectionRetries: 60,
  });
  const chrome = await withTimeout(launching, 45_000, 'starting Chromium', () => {
    // Should it still come up, it must not outlive this script.
    launching.then((c) => c.kill()).catch(() => {});
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForLoad: 45_000,
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
      () => chrome.kill(),
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing: Failing[] = [];
    const scores = {} as Run['scores'];
    for (const cat of CATEGORIES) {
      const category = lhr.categories[cat];
      scores[cat] = category?.score == null ? null : Math.round(category.score * 100);
      if (!category || category.score === 1) continue;
      for (const ref of category.auditRefs) {
        const a = lhr.audits[ref.id];
        if (!a || a.score === null || ref.group === 'hidden') continue;
        if (!['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue;
        // A metric counts as failing below "good" (0.9); any other audit below a pass.
        const threshold = ref.group === 'metrics' ? 0.9 : 1;
        if (a.score < threshold) {
          failing.push({
            id: a.id,
            title: a.title,
            displayValue: a.displayValue,
            category: cat,
            items: detailItems(a.details),
          });
        }
      }
    }
    return {
      scores,
      metrics: {
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        si: audit('speed-index'),
      },
      failing,
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    chrome.kill();
  }
}

function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

type PageResult = {
  path: string;
  url: string;
  cache: string | null;
  runs: Run[];
  median: Record<Category, number> & {
    fcpMs: number;
    lcpMs: number;
    cls: number;
    tbtMs: number;
    siMs: number;
  };
  failing: (Failing & { runs: number })[];
};

function summarise(pagePath: string, url: string, cache: string | null, all: Run[]): PageResult {
  const m = (f: (r: Run) => number | null) => median(all.map((r) => f(r) ?? NaN));
  const failing = new Map<string, Failing & { runs: number }>();
  for (const r of all) {
    for (const f of r.failing) {
      const key = `${f.category}/${f.id}`;
      const seen = failing.get(key);
      if (seen) seen.runs++;
      else failing.set(key, { ...f, runs: 1 });
      // Add what another run names that the first did not (a message may appear in one run only).
      const where = (item: string) => item.split(' · ')[0];
      if (seen) {
        for (const i of f.items) {
          if (!seen.items.some((s) => where(s) === where(i))) seen.items.push(i);
        }
      }
    }
  }
  return {
    path: pagePath,
    url,
    cache,
    runs: all,
    median: {
      performance: m((r) => r.scores.performance),
      accessibility: m((r) => r.scores.accessibility),
      'best-practices': m((r) => r.scores['best-practices']),
      seo: m((r) => r.scores.seo),
      fcpMs: m((r) => r.metrics.fcp),
      lcpMs: m((r) => r.metrics.lcp),
      cls: m((r) => r.metrics.cls),
      tbtMs: m((r) => r.metrics.tbt),
      siMs: m((r) => r.metrics.si),
    },
    failing: [...failing.values()].sort(
      (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || b.runs - a.runs,
    ),
  };
}

function print(results: PageResult[]) {
  const w = Math.max(12, ...results.map((r) => r.path.length)) + 2;
  const sec = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
  console.log(`\nLighthouse 12 (mobile), median of ${runs} run(s) per page`);
  console.log(
    `${pad('page', w)}${['perf', 'a11y', 'bp', 'seo'].map((h) => padStart(h, 6)).join('')}` +
      `${padStart('FCP', 9)}${padStart('LCP', 9)}${padStart('CLS', 7)}${padStart('TBT', 8)}  cache`,
  );
  for (const r of results) {
    const s = CATEGORIES.map((c) => padStart(Number.isFinite(r.median[c]) ? r.median[c] : '—', 6));
    console.log(
      `${pad(r.path, w)}${s.join('')}${padStart(sec(r.median.fcpMs), 9)}${padStart(sec(r.median.lcpMs), 9)}` +
        `${padStart(r.median.cls.toFixed(3), 7)}${padStart(`${Math.round(r.median.tbtMs)} ms`, 8)}  ${r.cache ?? '—'}`,
    );
  }
  for (const r of results) {
    if (r.failing.length === 0) continue;
    console.log(`\n${r.path}: audits that failed (in how many of ${r.runs.length} runs)`);
    for (const f of r.failing) {
      const value = f.displayValue ? ` — ${f.displayValue}` : '';
      console.log(
        `  ${pad(SHORT[f.category], 5)} ${pad(f.id, 34)} ${f.runs}/${r.runs.length}  ${f.title}${value}`,
      );
      for (const item of f.items.slice(0, 6)) console.log(`        ${item}`);
    }
    for (const [i, run] of r.runs.entries()) {
      if (run.runtimeError) console.log(`  run ${i + 1}: runtime error: ${run.runtimeError}`);
    }
  }
}

await withServer(opts, async ({ base }) => {
  const results: PageResult[] = [];
  const skipped: string[] = [];
  for (const pagePath of pages) {
    const warm = await warmPage(base, pagePath);
    if (warm.status !== 200) {
      console.error(`skipping ${pagePath}: it answers ${warm.status}`);
      skipped.push(pagePath);
      continue;
    }
    await warmAssets(base, warm.html);
    const all: Run[] = [];
    for (let i = 0; i < runs; i++) {
      console.error(`lighthouse ${pagePath} run ${i + 1}/${runs}…`);
      all.push(await runOnce(`${base}${pagePath}`));
    }
    results.push(summarise(pagePath, `${base}${pagePath}`, warm.cache, all));
  }
  if (results.length === 0) throw new Error('no page could be measured');
  print(results);
  if (skipped.length) console.log(`\nnot measured (not 200): ${skipped.join(', ')}`);
  if (values.json) {
    fs.writeFileSync(
      values.json,
      `${JSON.stringify({ base, runsPerPage: runs, results, skipped }, null, 2)}\n`,
    );
    console.log(`\nwrote ${values.json}`);
  }
  if (!values.assert) return 0;
  const target = results.find((r) => r.path === recipe);
  const problems = !target
    ? [`${recipe} was not measured`]
    : [
        ...(target.median.performance >= 95
          ? []
          : [`performance ${target.median.performance} < 95`]),
        ...(['accessibility', 'best-practices', 'seo'] as const)
          .filter((c) => target.median[c] !== 100)
          .map((c) => `${c} ${target.median[c]} < 100`),
      ];
  if (problems.length) {
    console.log(`\nassert: ${recipe}: ${problems.join('; ')}`);
    return 2;
  }
  console.log(`\nassert: ${recipe} passes (performance ≥ 95, 100 elsewhere)`);
  return 0;
});
