import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorBody } from '../lib/api/contract';

/**
 * Test-only fault injection, active only when ZESTY_FAULTS=1. A request carrying
 *   x-zesty-fault: status=503 | hang | delay=1500 | delay=1500,status=500
 * (optionally limited with x-zesty-fault-path: a path prefix such as /api/v1/websites)
 * fails, never answers, or answers late — so the front end's error, retry and timeout
 * states can be exercised for real.
 */
export const FAULT_HEADER = 'x-zesty-fault';
export const FAULT_PATH_HEADER = 'x-zesty-fault-path';
const MAX_DELAY_MS = 120_000;

export type Fault = { status?: ContentfulStatusCode; delayMs?: number; hang?: boolean };

export function parseFault(value: string | null | undefined): Fault | undefined {
  if (!value) return undefined;
  const fault: Fault = {};
  for (const part of value.split(',').map((p) => p.trim().toLowerCase())) {
    if (part === 'hang') fault.hang = true;
    else if (part.startsWith('status=')) {
      const n = Number(part.slice(7));
      if (Number.isInteger(n) && n >= 400 && n <= 599) fault.status = n as ContentfulStatusCode;
    } else if (part.startsWith('delay=')) {
      const n = Number(part.slice(6));
      if (Number.isInteger(n) && n >= 0) fault.delayMs = Math.min(n, MAX_DELAY_MS);
    }
  }
  return fault.hang || fault.status || fault.delayMs !== undefined ? fault : undefined;
}

export function faults(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const fault = parseFault(c.req.header(FAULT_HEADER));
    const scope = c.req.header(FAULT_PATH_HEADER);
    if (!fault || (scope && !c.req.path.startsWith(scope))) return next();
    const signal = c.req.raw.signal;
    if (fault.hang) {
      // Never answers; released when the client gives up.
      await new Promise<void>((resolve) =>
        signal.addEventListener('abort', () => resolve(), { once: true }),
      );
      return c.body(null, 499 as ContentfulStatusCode);
    }
    if (fault.delayMs) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, fault.delayMs);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
    if (fault.status) {
      const body: ErrorBody = {
        message: `Injected fault ${fault.status}`,
        code: ERROR_CODES.fault,
        status: fault.status,
      };
      return c.json(body, fault.status);
    }
    return next();
  };
}
