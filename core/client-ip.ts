/**
 * The visitor's address, from the web server to the upstream API (issue 14: per-IP sign-in
 * limits). `server/web/serve.ts` replaces any incoming `x-zesty-remote-addr` with the address it
 * trusts; the session handlers hand that upstream as `x-zesty-client-ip` (server/routes/login.ts).
 * No `server-only` marker: serve.ts runs outside Next and imports this module.
 */
import { isIP } from 'node:net';

/** Set by our web server only (any incoming one is deleted first). */
export const REMOTE_ADDR_HEADER = 'x-zesty-remote-addr';
/** What the upstream API reads. */
export const CLIENT_IP_HEADER = 'x-zesty-client-ip';

const valid = (value: string | undefined): string | undefined => {
  const v = value?.trim();
  return v && isIP(v) !== 0 ? v : undefined;
};

type IncomingLike = {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
};

/**
 * The address to trust for a request reaching our Node server: the socket's peer, or behind a
 * trusted proxy (TRUST_PROXY=1) the hop that proxy appended to X-Forwarded-For — the last one,
 * since every earlier hop is whatever the client chose to send.
 */
export function trustedRemoteAddress(req: IncomingLike, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const raw = req.headers['x-forwarded-for'];
    const list = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(',');
    const last = valid(list.at(-1));
    if (last) return last;
  }
  return valid(req.socket.remoteAddress);
}

/** The address our web server vouched for, if any (absent under `next dev`). */
export function clientIpOf(request: Request): string | undefined {
  return valid(request.headers.get(REMOTE_ADDR_HEADER) ?? undefined);
}
