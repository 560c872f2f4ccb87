/**
 * `npm start`: builds on the first run, then serves Zesty with its production web server
 * (server/web/serve.ts: Next's handler with compression done once per cached page) on PORT (default 3000).
 * With no configuration the embedded database lives in DATA_DIR (default ./.data) and is created,
 * migrated and seeded by the server on its first start.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dataDirHolder } from '../server/db/data-dir-lock';

const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.string().optional(),
  })
  .parse(process.env);

const nextBin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

// Fail before building when a live process holds the embedded database (a lock of a process
// that was killed is stale within seconds and is no reason to stop).
if (!env.DATABASE_URL) {
  const dir = path.resolve(env.DATA_DIR);
  const holder = await dataDirHolder(dir);
  if (holder !== undefined) {
    const who = holder === true ? 'another process' : `process ${holder}`;
    const stop = holder === true ? 'Stop that process' : `Stop that process (kill ${holder})`;
    console.error(
      `The embedded database in ${dir} is already in use by ${who}.\n` +
        `${stop}, set DATA_DIR to another folder, or set DATABASE_URL to a PostgreSQL database to run several processes.`,
    );
    process.exit(1);
  }
}

if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
  console.log('First run: building Zesty (npm run build)…');
  buildWidget();
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!fs.existsSync(path.join(process.cwd(), 'public', 'widget', 'v1.js'))) {
  // A build from before the widget existed, or a cleaned public/widget: the widget alone.
  buildWidget();
}

/** The grocery widget's own bundle (public/widget/v1.js), built with esbuild. */
function buildWidget() {
  const widget = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'build-widget.ts')],
    { stdio: 'inherit', env: process.env },
  );
  if (widget.status !== 0) process.exit(widget.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('server', 'web', 'serve.ts')],
  {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(env.PORT) },
  },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
