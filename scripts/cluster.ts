/**
 * `npm run start:cluster`: Zesty scaled out on this machine (issue 27) — Varnish on EDGE_PORT
 * (default 8080) in front of two web servers (WEB_PORTS, default 3001,3002) that share Next's
 * cache in Redis, and the API (API_PORT, default 4000) on PostgreSQL. Needs DATABASE_URL and
 * REDIS_URL, a production build (`npm run build`) and Debian's varnish and varnish-modules. Ctrl-C
 * stops them all. The README's "Scale-out" section describes the same on several machines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { startCluster } from './lib/cluster';
import { varnishMissing } from './lib/varnish';

const port = z.coerce.number().int().min(1).max(65535);
const parsed = z
  .object({
    DATABASE_URL: z
      .string({ error: 'DATABASE_URL is required: a PostgreSQL database (postgres://…)' })
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'),
    REDIS_URL: z
      .string({ error: 'REDIS_URL is required: the shared cache and limits (redis://…)' })
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL'),
    REDIS_KEY_PREFIX: z.string().min(1).default('zesty'),
    EDGE_PORT: port.default(8080),
    API_PORT: port.default(4000),
    WEB_PORTS: z
      .string()
      .default('3001,3002')
      .transform((v) => v.split(',').map((p) => port.parse(p.trim()))),
  })
  .safeParse(process.env);
if (!parsed.success) {
  for (const issue of parsed.error.issues)
    console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const env = parsed.data;

const missing = varnishMissing();
if (missing) {
  console.error(missing);
  process.exit(1);
}
if (!fs.existsSync(path.join(process.cwd(), '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const width = 5;
console.log(
  `Starting the API on :${env.API_PORT}, web servers on ${env.WEB_PORTS.map((p) => `:${p}`).join(' ')}, Varnish on :${env.EDGE_PORT}…`,
);
const cluster = await startCluster({
  databaseUrl: env.DATABASE_URL,
  redisUrl: env.REDIS_URL,
  redisPrefix: env.REDIS_KEY_PREFIX,
  apiPorts: [env.API_PORT],
  webPorts: env.WEB_PORTS,
  edgePort: env.EDGE_PORT,
  log: (name, line) => console.log(`${name.padEnd(width)}│ ${line}`),
});
console.log(`\nZesty is served through the edge on ${cluster.origin} (Ctrl-C stops everything).`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the edge, the web servers and the API…');
    void cluster.stop().then(() => process.exit(0));
  });
}
