/** @jest-environment node */
import { cspViolations, violationLine } from '@/lib/security/csp-report';

describe('CSP violation reports (issue 26)', () => {
  it('reads the report-uri form, preferring the effective directive', () => {
    const violations = cspViolations({
      'csp-report': {
        'document-uri': 'https://zesty.example/en/recipes?s=secret',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?token=1',
        'source-file': 'https://zesty.example/_next/static/chunks/a.js',
        'line-number': 3,
      },
    });
    expect(violations).toHaveLength(1);
    // No query strings in the log: a search term or a token stays out of it.
    expect(violationLine(violations![0]!)).toBe(
      '[csp] script-src-elem blocked https://evil.example/x.js on https://zesty.example/en/recipes at https://zesty.example/_next/static/chunks/a.js:3',
    );
  });

  it('reads the Reporting API form and skips its other kinds of report', () => {
    const violations = cspViolations([
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://a.example/',
          effectiveDirective: 'img-src',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: {} },
    ]);
    expect(violations).toEqual([
      {
        document: 'https://a.example/',
        directive: 'img-src',
        blocked: 'inline',
        source: undefined,
        line: undefined,
      },
    ]);
  });

  it('refuses what is no report', () => {
    expect(cspViolations({ hello: 'world' })).toBeNull();
    expect(cspViolations('csp-report')).toBeNull();
    expect(cspViolations({ 'csp-report': { 'blocked-uri': 42 } })).toBeNull();
    expect(
      cspViolations(Array.from({ length: 101 }, () => ({ type: 'csp-violation' }))),
    ).toBeNull();
  });
});
