/** @jest-environment node */
import { INTERNAL_HEADERS, securityHeaders } from '@/server/web/security-headers';

const site = (url: string, groceryWidgetSrc = '/widget/v1.js') => ({
  siteUrl: new URL(url),
  groceryWidgetSrc,
});

/** The policy's directives by name. */
const directives = (policy: string | undefined) =>
  new Map(
    (policy ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('the web server’s security headers (issue 26)', () => {
  it('never let a page be framed, sniffed or given a base elsewhere', () => {
    const headers = securityHeaders(site('http://localhost:3000'));
    const policy = directives(headers['Content-Security-Policy']);
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    // What cook mode (wake lock), sharing and the code's paste need stays allowed.
    expect(headers['Permissions-Policy']).not.toMatch(/screen-wake-lock|web-share|clipboard/);
  });

  it('allow scripts and connections from the site only, no eval, and report violations', () => {
    const policy = directives(
      securityHeaders(site('http://localhost:3000'))['Content-Security-Policy'],
    );
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('script-src')).not.toMatch(/unsafe-eval|\*|https:/);
    expect(policy.get('connect-src')).toBe("'self'");
    expect(policy.get('frame-src')).toBe("'none'");
    expect(policy.get('report-uri')).toBe('/api/csp-report');
  });

  it('allow the grocery widget’s own origin when it is served from elsewhere', () => {
    const policy = directives(
      securityHeaders(site('https://zesty.example', 'https://cdn.example:8443/widget/v1.js'))[
        'Content-Security-Policy'
      ],
    );
    expect(policy.get('script-src')).toBe("'self' 'unsafe-inline' https://cdn.example:8443");
    expect(policy.get('connect-src')).toBe("'self' https://cdn.example:8443");
  });

  it('ask for https only when the site is served over it, creators’ subdomains included', () => {
    expect(securityHeaders(site('http://localhost:3000'))).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(securityHeaders(site('https://zesty.example'))['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });

  it('keep Next’s routing headers in', () => {
    expect(INTERNAL_HEADERS.has('x-middleware-rewrite')).toBe(true);
    expect(INTERNAL_HEADERS.has('x-nextjs-rewritten-path')).toBe(true);
  });
});
