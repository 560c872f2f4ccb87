import { MAIN_SITE, creatorSite, type HostSite } from './sites';

// Host names to sites (spec §2, design.md "Multi-tenancy"). Imports only core/sites (no
// dependencies): the middleware runs in the Edge runtime.

export type HostConfig = { rootDomain: string; mainSiteName: string };

export const CREATOR_SLUG = /^[a-z0-9-]{1,63}$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `name[:port]` → lower-case name, or undefined when it is not a valid DNS host name (or IPv4). */
export function normaliseHost(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (!value || value.length > 260) return undefined;
  const match = /^([^:[\]]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return undefined; // IPv6 literals, empty names, stray colons
  const name = match[1]!.toLowerCase();
  if (name.length > 253) return undefined;
  const labels = name.split('.');
  // No empty labels (covers leading, doubled and trailing dots), every label a valid LDH label.
  if (!labels.every((l) => LABEL.test(l))) return undefined;
  return name;
}

/**
 * Which site a request is for, from its Host. Pure and total: any input gives an answer, never an
 * exception, and a creator is only ever the one the host names.
 */
export function classifyHost(raw: string | null | undefined, config: HostConfig): HostSite {
  const host = normaliseHost(raw);
  if (!host) return { kind: 'invalid' };
  const root = config.rootDomain;
  if (host === root) return MAIN_SITE;
  if (!host.endsWith(`.${root}`)) return { kind: 'other', host };
  const sub = host.slice(0, -(root.length + 1));
  // The main site also answers on any subdomain that contains its name (www, www2, staging-www…).
  if (sub.includes(config.mainSiteName)) return MAIN_SITE;
  if (!sub.includes('.') && CREATOR_SLUG.test(sub)) return creatorSite(sub);
  return { kind: 'other', host };
}

/** The host a request is for: X-Forwarded-Host only behind a trusted proxy (its first value). */
export function requestHost(headers: Headers, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = headers.get('x-forwarded-host');
    if (forwarded) return forwarded.split(',')[0]!.trim();
  }
  return headers.get('host');
}
