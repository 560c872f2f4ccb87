import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, type ErrorBody } from '../core/contract';

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

/**
 * Process-wide rules, for server-rendered pages whose requests carry no test headers: each rule
 * faults requests under `path` (optionally only `times` of them). Set through the test-only
 * control route below; the e2e suite runs serially, so one test's rules never meet another's.
 */
export type FaultRule = { path: string; fault: Fault; times?: number };
const registry = globalThis as typeof globalThis & { __zestyFaultRules?: FaultRule[] };

export const faultRuleSchema = z.object({
  path: z.string().regex(/^\/api\/v1\/[A-Za-z0-9/_?=&,-]*$/),
  fault: z.string().max(60),
  times: z.number().int().min(1).max(1000).optional(),
});
export const faultRulesBody = z.object({ rules: z.array(faultRuleSchema).max(20) });

export function setFaultRules(rules: FaultRule[]): void {
  registry.__zestyFaultRules = rules;
}

function ruleFault(pathAndQuery: string): Fault | undefined {
  const rules = registry.__zestyFaultRules;
  if (!rules?.length) return undefined;
  const rule = rules.find((r) => pathAndQuery.startsWith(r.path));
  if (!rule) return undefined;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) registry.__zestyFaultRules = rules.filter((r) => r !== rule);
  }
  return rule.fault;
}

/** The control route: PUT replaces the rules, DELETE clears them. Mounted only with faults on. */
export function faultControl() {
  return new Hono()
    .put('/', async (c) => {
      const parsed = faultRulesBody.safeParse(await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ message: 'Invalid fault rules' }, 400);
      const rules: FaultRule[] = [];
      for (const r of parsed.data.rules) {
        const fault = parseFault(r.fault);
        if (!fault) return c.json({ message: `Invalid fault: ${r.fault}` }, 400);
        rules.push({ path: r.path, fault, times: r.times });
      }
      setFaultRules(rules);
      return c.json({ rules: rules.length });
    })
    .delete('/', (c) => {
      setFaultRules([]);
      return c.json({ rules: 0 });
    });
}

export function faults(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const url = new URL(c.req.url);
    const scope = c.req.header(FAULT_PATH_HEADER);
    const headerFault = parseFault(c.req.header(FAULT_HEADER));
    const fault =
      headerFault && (!scope || c.req.path.startsWith(scope))
        ? headerFault
        : ruleFault(url.pathname + url.search);
    if (!fault) return next();
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
