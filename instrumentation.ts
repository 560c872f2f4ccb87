/**
 * On server start (not during `next build`): open the embedded database — migrating and, on the
 * first start, seeding it — before the first request (see server/boot.ts).
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    await import('./server/boot');
  }
}
