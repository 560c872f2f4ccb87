/**
 * The seam between the web app and the embedded upstream API. The server's runtime puts its
 * Hono app here when it starts (instrumentation.ts, in the web app's process); the data door's
 * transport takes it from here. Neither side imports the other: both know only this slot. Kept
 * on globalThis because Next.js loads modules once per bundle layer (instrumentation, route
 * handlers, server components) in one process.
 */
export type EmbeddedApi = { fetch(request: Request): Response | Promise<Response> };

const KEY = Symbol.for('zesty.embedded-api');
const slot = globalThis as unknown as { [KEY]?: EmbeddedApi };

export function provideEmbeddedApi(api: EmbeddedApi): void {
  slot[KEY] = api;
}

/** The embedded API, or undefined when this process has not started one. */
export function embeddedApi(): EmbeddedApi | undefined {
  return slot[KEY];
}
