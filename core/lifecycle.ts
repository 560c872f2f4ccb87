/**
 * Whether this process is draining (issue 26): the web server (server/web/serve.ts) marks it on
 * SIGTERM, and `/api/ready` then answers 503 so that a load balancer sends nothing new while the
 * requests under way finish. On `globalThis`: the server and Next's bundles are separate module
 * graphs of one process.
 */
const KEY = Symbol.for('zesty.draining');
const holder = globalThis as typeof globalThis & { [KEY]?: boolean };

export function markDraining(): void {
  holder[KEY] = true;
}

export function isDraining(): boolean {
  return holder[KEY] === true;
}
