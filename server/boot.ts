import { warmUp, type RuntimeOptions } from './runtime';

/**
 * Called once by the Next.js server at start (instrumentation.ts), which hands in the seeder.
 * Does nothing when the API is reached over HTTP. A data dir held by another process stops the
 * server at once with a message that says what to do.
 */
export async function boot(options: RuntimeOptions): Promise<void> {
  if (process.env.UPSTREAM_API_URL) return;
  try {
    await warmUp(options);
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
