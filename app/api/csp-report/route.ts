import { clientIpOf } from '@/core/client-ip';
import { ERROR_CODES } from '@/core/contract';
import { errorResponse, readLimited } from '@/lib/auth/http';
import { cspViolations, violationLine } from '@/lib/security/csp-report';
import { reportLimiter } from '@/lib/security/report-limiter';

/**
 * POST /api/csp-report (issue 26): where browsers report what the Content-Security-Policy
 * blocked (server/web/security-headers.ts). Each violation becomes one line in the server's log;
 * the answer is 204. A body that is no report is a 400; more than REPORTS_PER_MINUTE from one
 * address are refused (429) and not logged, so nobody can fill the log; counted once for every
 * web server with REDIS_URL (lib/security/report-limiter.ts).
 */
export const dynamic = 'force-dynamic';

const REPORT_BYTES = 64 * 1024;
const REPORTS_PER_MINUTE = 60;
let limiter: ReturnType<typeof reportLimiter>['limiter'] | undefined;

export async function POST(request: Request): Promise<Response> {
  limiter ??= reportLimiter(REPORTS_PER_MINUTE, 60).limiter;
  const spent = await limiter.consume(clientIpOf(request) ?? 'unknown').then(
    () => null,
    (refusal: { msBeforeNext?: number }) => refusal,
  );
  if (spent) {
    return errorResponse(429, 'Too many reports', ERROR_CODES.rateLimited, {
      'Retry-After': String(Math.ceil((spent.msBeforeNext ?? 60_000) / 1000)),
    });
  }
  const text = await readLimited(request, REPORT_BYTES);
  if (text === undefined) return errorResponse(413, 'Report too large', ERROR_CODES.badRequest);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, 'A report is JSON', ERROR_CODES.badRequest);
  }
  const violations = cspViolations(body);
  if (!violations) return errorResponse(400, 'Not a CSP report', ERROR_CODES.badRequest);
  for (const violation of violations) console.warn(violationLine(violation));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
