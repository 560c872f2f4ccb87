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
 *
 * With --against COMMIT it also builds that commit (scripts/lib/other-commit.ts: a worktree under
 * the temporary folder, kept for the next run) and starts its own server beside the current one;
 * the runs alternate between the two (which goes first changes every run), so the machine's noise
 * falls on both alike, and the table shows both side by side with the ratio of their TBT.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { z } from 'zod';
import {
  type Checkout,
  currentCheckout,
  prepareOtherCommit,
  resolveCommit,
} from './lib/other-commit';
import {
  SERVER_ARGS_HELP,
  type Server,
  type WarmResult,
  freePort,
  pad,
  padStart,
  portInUse,
  recipePath,
  serverArgs,
  serverOptions,
  startServer,
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
    against: { type: 'string' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    theme: { type: 'string', default: 'light' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run lighthouse -- [options]
  --pages A,B,C    paths to measure (default /en,/en/recipes,/en/recipes/{recipe})
  --runs N         Lighthouse runs per page; the median is reported (default 3)
  --json FILE      also write every run's scores and the medians as JSON
  --assert         exit 2 unless the recipe page has performance ≥ 95 and 100 elsewhere
  --against COMMIT also build COMMIT (in a kept worktree, $TMPDIR/zesty-against-<sha>) and measure
                   it beside the current checkout, runs interleaved, on its own server (port + 1
                   or a free one): both side by side and the TBT ratio current/other
  --chrome PATH    Chromium binary (default CHROMIUM_PATH or /usr/bin/chromium)
  --theme T        the system theme the pages see: light (default) or dark (issue 28)
${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const opts = serverOptions(values);
const runs = z.coerce.number().int().min(1).max(15).parse(values.runs);
const theme = z.enum(['light', 'dark']).parse(values.theme);
const recipe = recipePath(opts.recipeSlug);
const pages = values.pages
  ? values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : ['/en', '/en/recipes', recipe];
for (const p of pages) if (!p.startsWith('/')) throw new Error(`--pages: ${p} is not a path`);
if (values.against !== undefined) {
  if (opts.urlBase) throw new Error('--against starts both servers itself: drop --url-base');
  // A wrong commit fails here, before anything is built.
  try {
    resolveCommit(values.against);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};
const CHROME_FLAGS = [
  // prefers-color-scheme as a dark system sets it (the site follows it: issue 28's dark mode).
  ...(theme === 'dark' ? ['--force-dark-mode'] : []),
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

/** Seconds with two decimals, or a dash for a metric a run did not give. */
const sec = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

function print(results: PageResult[]) {
  const w = Math.max(12, ...results.map((r) => r.path.length)) + 2;
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
  printFailing(results);
}

/** For every page, the audits that failed (`at` names the commit when two are measured). */
function printFailing(results: PageResult[], at?: string) {
  for (const r of results) {
    if (r.failing.length === 0) continue;
    const where = at ? `${r.path} at ${at}` : r.path;
    console.log(`\n${where}: audits that failed (in how many of ${r.runs.length} runs)`);
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

/** --assert: 0 when the recipe page passes (performance ≥ 95, 100 elsewhere), else 2. */
function assertRecipe(results: PageResult[]): number {
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
}

type Side = { checkout: Checkout; server: Server; label: string };
type Compared = { path: string; current: PageResult; other: PageResult; tbtRatio: number | null };

/** current / other, or null when it means nothing (other 0 or a value missing). */
function ratio(current: number, other: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(other) || other === 0) return null;
  return current / other;
}

function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() || 'unknown CPU';
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return `${model} × ${cpus.length}, ${gib} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

const describe = (c: Checkout) => {
  const subject = c.subject.length > 90 ? `${c.subject.slice(0, 89)}…` : c.subject;
  return `${c.short}${c.dirty ? ' + uncommitted changes' : ''}  ${subject}`;
};

function printCompared(results: Compared[], current: Side, other: Side) {
  const w = Math.max(12, ...results.map((r) => r.path.length)) + 2;
  const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');
  const score = (v: number) => (Number.isFinite(v) ? String(v) : '—');
  const cls = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : '—');
  // Each metric: a column for the current checkout and one for the other commit.
  const groups: { name: string; width: number; cell: (r: PageResult) => string }[] = [
    { name: 'perf', width: 9, cell: (r) => score(r.median.performance) },
    { name: 'LCP', width: 9, cell: (r) => sec(r.median.lcpMs) },
    { name: 'TBT', width: 9, cell: (r) => ms(r.median.tbtMs) },
    { name: 'CLS', width: 9, cell: (r) => cls(r.median.cls) },
  ];
  const RATIO_W = 11;
  console.log(
    `\nLighthouse 12 (mobile), median of ${runs} run(s) per page; the runs of the two alternate, ` +
      `each going first in every other run`,
  );
  console.log(`current: ${describe(current.checkout)}  (${current.server.base})`);
  console.log(
    `other:   ${describe(other.checkout)}  (${other.server.base}, ${other.checkout.root})`,
  );
  console.log(`machine: ${machine()}`);
  const head1 = groups.map((g) => padStart(g.name, g.width * 2)).join('');
  const head2 = groups
    .map((g) => padStart(current.label, g.width) + padStart(other.label, g.width))
    .join('');
  console.log(`${pad('', w)}${head1}${padStart('TBT', RATIO_W)}`);
  console.log(`${pad('page', w)}${head2}${padStart('cur/other', RATIO_W)}`);
  for (const r of results) {
    const cells = groups
      .map((g) => padStart(g.cell(r.current), g.width) + padStart(g.cell(r.other), g.width))
      .join('');
    const tbt = r.tbtRatio === null ? '—' : `${r.tbtRatio.toFixed(2)}×`;
    console.log(`${pad(r.path, w)}${cells}${padStart(tbt, RATIO_W)}`);
  }
  printFailing(
    results.map((r) => r.current),
    `${current.label} (current)`,
  );
  printFailing(
    results.map((r) => r.other),
    `${other.label} (other)`,
  );
}

/** --against: both checkouts on servers of their own, measured page by page, runs interleaved. */
async function compare(ref: string): Promise<never> {
  const servers: Server[] = [];
  let code = 1;
  try {
    // Before minutes of building: startServer checks again.
    if (await portInUse(opts.port)) throw new Error(`port ${opts.port} is in use: pass --port N`);
    // The other commit first (worktree, dependencies, build), then the current one's build if
    // needed: one build at a time, before any server runs.
    const otherCheckout = await prepareOtherCommit(ref);
    const currentServer = await startServer(opts);
    servers.push(currentServer);
    const otherServer = await startServer({
      port: await freePort(opts.port + 1),
      build: false,
      root: otherCheckout.root,
    });
    servers.push(otherServer);
    const currentCheckoutNow = currentCheckout();
    const label = (c: Checkout) => `${c.short}${c.dirty ? '+' : ''}`;
    const sides: [Side, Side] = [
      { checkout: currentCheckoutNow, server: currentServer, label: label(currentCheckoutNow) },
      { checkout: otherCheckout, server: otherServer, label: label(otherCheckout) },
    ];
    if (sides[0].label === sides[1].label) sides[1].label += "'";

    const results: Compared[] = [];
    const skipped: string[] = [];
    for (const pagePath of pages) {
      const warmed: WarmResult[] = [];
      for (const side of sides) warmed.push(await warmPage(side.server.base, pagePath));
      const bad = warmed.flatMap((w, i) =>
        w.status === 200 ? [] : [`${sides[i]!.label} ${w.status}`],
      );
      if (bad.length) {
        console.error(`skipping ${pagePath}: it answers ${bad.join(', ')}`);
        skipped.push(pagePath);
        continue;
      }
      for (const [i, side] of sides.entries()) await warmAssets(side.server.base, warmed[i]!.html);
      const all: [Run[], Run[]] = [[], []];
      for (let run = 0; run < runs; run++) {
        for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
          const side = sides[i]!;
          console.error(`lighthouse ${pagePath} run ${run + 1}/${runs} at ${side.label}…`);
          all[i]!.push(await runOnce(`${side.server.base}${pagePath}`));
        }
      }
      const [current, other] = sides.map((side, i) =>
        summarise(pagePath, `${side.server.base}${pagePath}`, warmed[i]!.cache, all[i]!),
      ) as [PageResult, PageResult];
      results.push({
        path: pagePath,
        current,
        other,
        tbtRatio: ratio(current.median.tbtMs, other.median.tbtMs),
      });
    }
    if (results.length === 0) throw new Error('no page could be measured');
    printCompared(results, ...sides);
    if (skipped.length) console.log(`\nnot measured (not 200 on both): ${skipped.join(', ')}`);
    if (values.json) {
      const side = (s: Side) => ({ ...s.checkout, base: s.server.base });
      fs.writeFileSync(
        values.json,
        `${JSON.stringify(
          {
            runsPerPage: runs,
            interleaved: true,
            machine: machine(),
            current: side(sides[0]),
            other: side(sides[1]),
            results,
            skipped,
          },
          null,
          2,
        )}\n`,
      );
      console.log(`\nwrote ${values.json}`);
    }
    code = values.assert ? assertRecipe(results.map((r) => r.current)) : 0;
  } catch (e) {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    code = 1;
  } finally {
    for (const server of servers) await server.stop().catch(() => {});
  }
  // Lighthouse may leave handles open: end here.
  process.exit(code);
}

if (values.against !== undefined) await compare(values.against);

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
  return values.assert ? assertRecipe(results) : 0;
});
