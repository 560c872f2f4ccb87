/**
 * On server start (not during `next build`): open the embedded database — migrating and, on the
 * first start, seeding it — before the first request. A data dir held by another process stops
 * this one at once with a message that says what to do.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.UPSTREAM_API_URL) return;
  const { warmUp } = await import('./server/runtime');
  try {
    await warmUp();
  } catch (err) {
    console.error(`\n${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
