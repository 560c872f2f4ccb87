import { defineConfig, devices } from '@playwright/test';
import { E2E_ACCOUNTS } from './tests/e2e/accounts-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = E2E_ACCOUNTS.dataDir;
/**
 * The critical journeys on PostgreSQL and Redis (issue 27; `npm run test:e2e:postgres`, which
 * creates the database and the key prefix and removes them afterwards): the web server runs on
 * that database, with its limits, sessions and Next's cache in Redis, and only the tests tagged
 * @critical run (sign-in, favourites, ordering, studio publish, editor publish).
 */
const ON_POSTGRES = process.env.E2E_DATABASE_URL
  ? {
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      REDIS_KEY_PREFIX: process.env.E2E_REDIS_PREFIX ?? 'zesty-e2e',
      // No edge in front of this run (edge-cache.spec.ts is not among the journeys).
      EDGE_PURGE_URLS: '',
    }
  : undefined;

/**
 * End-to-end tests drive Debian's Chromium (no browser downloads here) against the production
 * server (`next start`, after `next build`) with a fresh embedded database and the demo content.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // CI machines are shared and slow at times: a visible outcome may take longer than the default
  // 5 s to appear there. Waiting longer never makes a failing assertion pass.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker (issue 28) would answer requests a test routes or counts; the offline
    // spec allows it where it is what is tested.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  ...(ON_POSTGRES ? { grep: /@critical/ } : {}),
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server's output also goes to a file, which the account journeys search for tokens. A
    // fresh database starts with empty page and data caches (.next/cache/fetch-cache holds
    // lib/api/public.ts's reads, which would otherwise outlive the previous run's database).
    command: `rm -rf ${DATA_DIR} .next/server/route-cache .next/cache/fetch-cache && node --import tsx server/web/serve.ts 2>&1 | tee ${E2E_ACCOUNTS.serverLog}`,
    url: `http://localhost:${PORT}/nl`,
    // No SITE_URL: the public origin defaults to localhost on PORT, which the canonical-URL tests check.
    env: {
      DATA_DIR,
      ZESTY_FAULTS: '1',
      PORT: String(PORT),
      ...E2E_ACCOUNTS.serverEnv,
      ...ON_POSTGRES,
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
