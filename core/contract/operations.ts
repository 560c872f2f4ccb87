import { z } from '../zod';

/**
 * Operations (issue 26): whether a process is up (`/api/health`) and whether it can serve
 * (`/api/ready`: its database answers and, when configured, Redis; a web instance draining on
 * SIGTERM is not ready). For load balancers, orchestrators and `npm run start:cluster`.
 */
export const healthResponse = z.object({ status: z.literal('ok') });

export const READINESS_CHECKS = ['database', 'redis'] as const;
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  /** Each dependency's state: `skipped` when it is not configured (Redis) or not asked (draining). */
  checks: z.record(z.enum(READINESS_CHECKS), z.enum(['ok', 'failing', 'skipped'])),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
