/**
 * The process's runtime (./runtime.ts) is kept on `globalThis` under this key: Next loads that
 * module in its own bundles, and the web server (server/web/serve.ts) reaches the same runtime
 * through here without loading the API's code a second time.
 */
export const RUNTIME_KEY = Symbol.for('zesty.runtime');

/** Closes the process's database, if a runtime opened one (on shutdown). */
export async function closeRuntime(): Promise<void> {
  const held = (globalThis as { [RUNTIME_KEY]?: { close?: () => Promise<void> } })[RUNTIME_KEY];
  await held?.close?.();
}
