import { API_PATHS, readinessResponse, type ReadinessResponse } from '@/core/contract';
import { isDraining } from '@/core/lifecycle';
import { upstreamFetch } from '@/lib/api/transport';

/**
 * GET /api/ready (issue 26): this web instance can serve. 503 while it drains after SIGTERM
 * (server/web/serve.ts), and whenever the API's own readiness (its database and, when configured,
 * Redis) is not there or cannot be read. Never cached.
 */
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };
const SKIPPED = { database: 'skipped', redis: 'skipped' } as const;

export async function GET(): Promise<Response> {
  if (isDraining()) {
    const body: ReadinessResponse = { status: 'draining', checks: SKIPPED };
    return Response.json(body, { status: 503, headers: NO_STORE });
  }
  const upstream = await upstreamFetch(API_PATHS['ops.ready'].path, { timeoutMs: 5_000 }).catch(
    () => undefined,
  );
  const parsed = readinessResponse.safeParse(await upstream?.json().catch(() => undefined));
  const body: ReadinessResponse = parsed.success
    ? parsed.data
    : { status: 'not_ready', checks: { database: 'failing', redis: 'skipped' } };
  const ready = upstream?.ok === true && body.status === 'ready';
  return Response.json(body, { status: ready ? 200 : 503, headers: NO_STORE });
}
