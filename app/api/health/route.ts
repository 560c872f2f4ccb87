import { healthResponse } from '@/core/contract';

/** GET /api/health (issue 26): the web process answers. Never cached. */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(healthResponse.parse({ status: 'ok' }), {
    headers: { 'Cache-Control': 'no-store' },
  });
}
