import { z } from '@/core/zod';

/**
 * What a browser reports when the Content-Security-Policy blocked something (issue 26): the
 * `report-uri` form (`application/csp-report`, one report) and the Reporting API's
 * (`application/reports+json`, a list). Only the fields the log line needs; the rest is ignored.
 */
const text = z.string().max(2_000).optional();

const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': z.number().optional(),
    disposition: text,
  }),
});

const reportingApiReports = z
  .array(
    z.object({
      type: z.string().max(100),
      body: z
        .object({
          documentURL: text,
          effectiveDirective: text,
          blockedURL: text,
          sourceFile: text,
          lineNumber: z.number().optional(),
          disposition: text,
        })
        .optional(),
    }),
  )
  .max(100);

export type CspViolation = {
  document: string;
  directive: string;
  blocked: string;
  source: string | undefined;
  line: number | undefined;
};

/** The violations in a report's body, or null when it is not a CSP report in either form. */
export function cspViolations(body: unknown): CspViolation[] | null {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return [
      {
        document: r['document-uri'] ?? '',
        directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
        blocked: r['blocked-uri'] ?? '',
        source: r['source-file'],
        line: r['line-number'],
      },
    ];
  }
  const listed = reportingApiReports.safeParse(body);
  if (!listed.success) return null;
  return listed.data
    .filter((r) => r.type === 'csp-violation' && r.body)
    .map(({ body: b }) => ({
      document: b?.documentURL ?? '',
      directive: b?.effectiveDirective ?? '',
      blocked: b?.blockedURL ?? '',
      source: b?.sourceFile,
      line: b?.lineNumber,
    }));
}

/** One log line: what was blocked, where, by which directive (no cookies, no query strings). */
export function violationLine(v: CspViolation): string {
  const bare = (url: string) => url.split(/[?#]/)[0]!.slice(0, 300);
  const at = v.source ? ` at ${bare(v.source)}${v.line === undefined ? '' : `:${v.line}`}` : '';
  return `[csp] ${v.directive || 'unknown directive'} blocked ${bare(v.blocked) || 'inline'} on ${bare(v.document)}${at}`;
}
