/**
 * `npm run measure:js [-- options]`: first-load JavaScript per page, gzip-compressed (level 9),
 * as a browser gets it on its first visit: every `<script src>`, `modulepreload` and script
 * `preload` of `/_next/static/…` in the page's HTML (not `noModule` polyfills, which modern
 * browsers skip), each fetched and compressed on its own. Also shows the inline scripts (the
 * React Server Components payload: the page's data and the props of client components, such as
 * the messages handed to NextIntlClientProvider), the HTML and the CSS, and the largest chunks
 * with a guess at what they hold. With --max-kb N exits 2 when a page's JS is over N kB (1,000
 * bytes, the stricter reading of a KB budget). Sizes are in KiB (1,024 bytes) unless marked kB.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import {
  SERVER_ARGS_HELP,
  STATIC_REFERENCE_PATH,
  fetchWithTimeout,
  pad,
  padStart,
  pageAssets,
  recipePath,
  serverArgs,
  serverOptions,
  warmPage,
  withServer,
} from './lib/server';
import { signInCookie } from './lib/sign-in';

const { values } = parseArgs({
  options: {
    ...serverArgs,
    pages: { type: 'string' },
    'max-kb': { type: 'string' },
    top: { type: 'string', default: '10' },
    json: { type: 'string' },
    as: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run measure:js -- [options]
  --pages A,B,C    paths to measure (default /en,/en/recipes,/en/recipes/{recipe},${STATIC_REFERENCE_PATH})
  --max-kb N       exit 2 when a page's first-load JS is over N kB gzip (1 kB = 1,000 bytes)
  --top N          how many of the largest chunks to list (default 10)
  --json FILE      also write the results as JSON
  --as EMAIL       sign that seeded account in first and measure as them (personal pages, the
                   creator studio); a page that redirects is reported, not measured
${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const opts = serverOptions(values);
const maxKb = values['max-kb'] ? z.coerce.number().positive().parse(values['max-kb']) : undefined;
const top = z.coerce.number().int().min(0).max(100).parse(values.top);
const pages = values.pages
  ? values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  : ['/en', '/en/recipes', recipePath(opts.recipeSlug), STATIC_REFERENCE_PATH];
for (const p of pages) if (!p.startsWith('/')) throw new Error(`--pages: ${p} is not a path`);

/**
 * Strings that give a chunk's main content away (minified code keeps them). A guess for the
 * report, not a measurement: a chunk may hold more than what is named.
 */
const SIGNATURES: [RegExp, string][] = [
  [/__reactContainer\$/, 'react-dom'],
  [/next-router-state-tree/, 'next (app router)'],
  [/\$ZodType/, 'zod'],
  [/IntlMessageFormat|MISSING_MESSAGE/, 'use-intl + intl-messageformat (next-intl)'],
  [/__next_img_default/, 'next/image'],
  [/Not a redirect error/, 'next (navigation errors: redirect, notFound)'],
  [/dedupingInterval/, 'swr'],
  [/data-sonner-toaster/, 'sonner'],
  [/nprogress/, 'nextjs-toploader (nprogress)'],
  [/api\/proxy|imagePlaceholderAlt/, 'Zesty components'],
];

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The same in kB of 1,000 bytes, which the budget is checked in. */
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

type Chunk = { url: string; bytes: number; gzip: number; contains: string[] };
type PageJs = {
  path: string;
  status: number;
  chunks: string[];
  jsBytes: number;
  jsGzip: number;
  inlineBytes: number;
  inlineGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  cssGzip: number;
};

await withServer(opts, async (server) => {
  const { base } = server;
  const session: Record<string, string> = values.as
    ? { cookie: await signInCookie(server, values.as) }
    : {};
  const chunks = new Map<string, Chunk>();
  const fetchChunk = async (url: string): Promise<Chunk> => {
    const known = chunks.get(url);
    if (known) return known;
    const res = await fetchWithTimeout(`${base}${url}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (res.status !== 200) throw new Error(`${url} answers ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const text = body.toString('utf8');
    const chunk: Chunk = {
      url,
      bytes: body.length,
      gzip: gz(body),
      contains: SIGNATURES.filter(([re]) => re.test(text)).map(([, name]) => name),
    };
    chunks.set(url, chunk);
    return chunk;
  };

  const results: PageJs[] = [];
  const skipped: string[] = [];
  for (const path of pages) {
    const warm = await warmPage(base, path, values.as ? 1 : 5, session);
    if (warm.status !== 200) {
      console.error(`skipping ${path}: it answers ${warm.status}`);
      skipped.push(path);
      continue;
    }
    const assets = pageAssets(warm.html);
    const scripts = assets.scripts.filter((s) => s.startsWith('/_next/static/'));
    const own = await Promise.all(scripts.map(fetchChunk));
    let cssGzip = 0;
    for (const css of assets.styles.filter((s) => s.startsWith('/_next/static/'))) {
      const res = await fetchWithTimeout(`${base}${css}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      cssGzip += gz(Buffer.from(await res.arrayBuffer()));
    }
    const inline = assets.inlineScripts.join('\n');
    results.push({
      path,
      status: warm.status,
      chunks: scripts,
      jsBytes: own.reduce((n, c) => n + c.bytes, 0),
      jsGzip: own.reduce((n, c) => n + c.gzip, 0),
      inlineBytes: Buffer.byteLength(inline),
      inlineGzip: gz(inline),
      htmlBytes: warm.htmlBytes,
      htmlGzip: gz(warm.html),
      cssGzip,
    });
  }
  if (results.length === 0) throw new Error('no page could be measured');

  const w = Math.max(20, ...results.map((r) => r.path.length + 3)) + 2;
  console.log('\nFirst-load JS per page (KiB, and kB where marked; gzip -9 of each file)');
  console.log(
    `${pad('page', w)}${padStart('chunks', 7)}${padStart('JS gzip', 9)}${padStart('(kB)', 8)}${padStart('JS raw', 9)}` +
      `${padStart('inline gz', 11)}${padStart('inline raw', 12)}${padStart('HTML gz', 9)}${padStart('CSS gz', 8)}`,
  );
  for (const [i, r] of results.entries()) {
    const over = maxKb !== undefined && r.jsGzip / 1000 > maxKb ? `  > ${maxKb} kB` : '';
    console.log(
      `${pad(`${i + 1}. ${r.path}`, w)}${padStart(r.chunks.length, 7)}${padStart(kb(r.jsGzip), 9)}${padStart(kB(r.jsGzip), 8)}${padStart(kb(r.jsBytes), 9)}` +
        `${padStart(kb(r.inlineGzip), 11)}${padStart(kb(r.inlineBytes), 12)}${padStart(kb(r.htmlGzip), 9)}` +
        `${padStart(kb(r.cssGzip), 8)}${over}`,
    );
  }
  console.log(
    '  inline: scripts inside the HTML (the RSC payload: data and client props, e.g. messages); part of "HTML gz"',
  );

  if (top > 0) {
    const largest = [...chunks.values()].sort((a, b) => b.gzip - a.gzip).slice(0, top);
    console.log(`\nLargest chunks (KiB gzip / raw; pages by number as above; contents guessed)`);
    for (const c of largest) {
      const on = results
        .map((r, i) => (r.chunks.includes(c.url) ? String(i + 1) : null))
        .filter(Boolean)
        .join(',');
      console.log(
        `${padStart(kb(c.gzip), 7)} ${padStart(kb(c.bytes), 7)}  ${pad(c.url.replace('/_next/static/chunks/', ''), 22)}` +
          ` pages ${pad(on, 8)} ${c.contains.join(', ') || '—'}`,
      );
    }
  }
  if (skipped.length) console.log(`\nnot measured (not 200): ${skipped.join(', ')}`);
  if (values.json) {
    fs.writeFileSync(
      values.json,
      `${JSON.stringify({ base, results, chunks: [...chunks.values()], skipped }, null, 2)}\n`,
    );
    console.log(`wrote ${values.json}`);
  }
  const over = maxKb === undefined ? [] : results.filter((r) => r.jsGzip / 1000 > maxKb);
  if (over.length) {
    console.log(
      `\nover ${maxKb} kB gzip: ${over.map((r) => `${r.path} (${kB(r.jsGzip)} kB)`).join(', ')}`,
    );
    return 2;
  }
  return 0;
});
