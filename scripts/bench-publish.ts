/**
 * `npm run bench:publish [-- --runs 10]`: publish-to-visible time of the creator studio (issue 24)
 * against the production server: a seeded creator signs in with the code from the server's mail
 * outbox (no SMTP_URL: the mail is a file), then, `--runs` times, creates a recipe, publishes it
 * and polls the recipe page as a signed-out visitor on the main site and on the creator's
 * subdomain (every 20 ms) until each answers 200. Prints every run and the median per host, in
 * milliseconds from sending the publish request.
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { studioRecipeResponse } from '../core/contract/studio';
import { SERVER_ARGS_HELP, serverArgs, serverOptions, startServer } from './lib/server';
import { signInCookie } from './lib/sign-in';

const { values } = parseArgs({
  options: {
    ...serverArgs,
    runs: { type: 'string', default: '10' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:publish -- [--runs N]\n${SERVER_ARGS_HELP}`);
  process.exit(0);
}
const runs = z.coerce.number().int().min(1).max(100).parse(values.runs);
const opts = serverOptions(values);
const CREATOR = 'ovenfresh';
const EMAIL = 'lotte.ovenfresh@example.com';
const LIMIT_MS = 30_000;

/** A GET with a Host header of our choosing (a creator's subdomain on this machine). */
function status(port: number, host: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { Host: host } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
  });
}

const server = await startServer({ port: opts.port, build: opts.build });
try {
  const base = server.base;
  const port = Number(new URL(base).port);
  const json = { 'Content-Type': 'application/json', Origin: base };
  const cookie = await signInCookie(server, EMAIL);
  const studio = async (method: string, apiPath: string, body: unknown) => {
    const res = await fetch(`${base}/api/proxy?path=${encodeURIComponent(apiPath)}`, {
      method,
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
    return studioRecipeResponse.parse(await res.json()).data;
  };

  const main: number[] = [];
  const own: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const slug = `bench-publish-${Date.now().toString(36)}-${run}`;
    const recipe = await studio('POST', `/api/v1/studio/creators/${CREATOR}/recipes`, {
      slug,
      draft: {
        originalLocale: 'en',
        content: {
          en: { name: `Bench bread ${run}`, title: 'Bread', ingredients: ['500 g flour'] },
        },
        type: 'side',
        timeMinutes: 60,
      },
    });
    const pagePath = `/en/recipes/${slug}`;
    // A draft is no page yet (and this look primes nothing the publish must undo).
    if ((await status(port, `localhost:${port}`, pagePath)) !== 404)
      throw new Error('draft visible');
    const started = performance.now();
    await studio('POST', `/api/v1/studio/recipes/${recipe.id}/publish`, {
      version: recipe.version,
    });
    const seen = async (host: string) => {
      for (;;) {
        if ((await status(port, host, pagePath)) === 200) return performance.now() - started;
        if (performance.now() - started > LIMIT_MS)
          throw new Error(`${host}${pagePath} not visible`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const [m, c] = await Promise.all([
      seen(`localhost:${port}`),
      seen(`${CREATOR}.localhost:${port}`),
    ]);
    main.push(m);
    own.push(c);
    console.log(
      `run ${run}: main site ${m.toFixed(0)} ms, ${CREATOR}.localhost ${c.toFixed(0)} ms`,
    );
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(
    `median of ${runs}: main site ${median(main).toFixed(0)} ms, creator site ${median(own).toFixed(0)} ms (publish sent → first 200)`,
  );
} finally {
  await server.stop();
}
