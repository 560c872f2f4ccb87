/**
 * `npx tsx scripts/build-widget.ts`: bundles the grocery widget (widget/src/index.ts) into
 * public/widget/v1.js with esbuild: one minified IIFE for ES2020 browsers, no source map or
 * licence comments in the file. Prints its raw and gzip size and exits 1 when the gzip size is
 * over the budget of 25 kB (1 kB = 1,000 bytes, as `npm run measure:js` reads a kB).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const MAX_GZIP_BYTES = 25_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(root, 'widget', 'src', 'index.ts');
const outfile = path.join(root, 'public', 'widget', 'v1.js');

try {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    // ASCII output (the default, said out loud): the file reads the same on a page in any charset.
    charset: 'ascii',
    logLevel: 'warning',
  });
} catch (err) {
  // esbuild has printed its errors already.
  console.error(`Widget build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const raw = fs.readFileSync(outfile);
const gzip = gzipSync(raw, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `${path.relative(root, outfile)}: ${kb(raw.length)} raw, ${kb(gzip)} gzip (budget ${kb(MAX_GZIP_BYTES)})`,
);
if (gzip > MAX_GZIP_BYTES) {
  console.error(`The widget is over its budget by ${kb(gzip - MAX_GZIP_BYTES)} gzip.`);
  process.exit(1);
}
