import { warmUp } from './runtime';

/**
 * Imported once by the Next.js server at start. Does nothing when the API is reached over HTTP.
 * A data dir held by another process stops the server at once with a message that says what to do.
 */
if (!process.env.UPSTREAM_API_URL) {
  try {
    await warmUp();
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
