/**
 * On server start (not during `next build`): start the embedded API and open its database —
 * migrating and, on the first start, seeding it with the demo content handed in here — before the
 * first request (see server/boot.ts). This file is the web app's composition root: the only place
 * that wires server/ and demo/ together.
 */
export async function register() {
  if (
    process.env.NEXT_RUNTIME === 'nodejs' &&
    process.env.NEXT_PHASE !== 'phase-production-build'
  ) {
    // A bad EDGE_PURGE_URLS stops the server now, not at the first publish.
    const { edgePurgeUrls } = await import('./lib/publishing/edge-purge');
    edgePurgeUrls();
    const { boot } = await import('./server/boot');
    await boot({ seeder: () => import('./demo/seed') });
  }
}
