/** @jest-environment node */
import fc from 'fast-check';
import { METHOD_NOT_ALLOWED, PROXY_ROUTES, validateProxyPath } from '@/lib/api/proxy-path';

type Method = 'GET' | 'POST' | 'DELETE';

/** [description, raw path (as decoded by URLSearchParams), method]. Every one must be refused. */
const ATTACKS: ReadonlyArray<readonly [string, string | null, Method]> = [
  // The acceptance five.
  ['absolute https URL', 'https://example.com', 'GET'],
  ['protocol-relative URL', '//example.com', 'GET'],
  ['dot-dot traversal', '/api/v1/../../x', 'GET'],
  ['encoded traversal', '%2e%2e%2fx', 'GET'],
  ['encoded backslashes', '%5C%5Cexample.com', 'GET'],
  // Double and mixed encodings.
  ['double-encoded traversal', '%252e%252e%252fx', 'GET'],
  ['double-encoded dots inside path', '/api/v1/recipes/%252e%252e/healthz', 'GET'],
  ['double-encoded slash', '/api/v1/recipes%252fslug', 'GET'],
  ['mixed-case %2E', '/api/v1/%2E%2E/healthz', 'GET'],
  ['mixed-case %2e%2F', '/api/v1/recipes/%2E%2e%2F', 'GET'],
  ['encoded slash inside slug', '/api/v1/recipes/%2fexample.com', 'GET'],
  ['encoded fullwidth slash', '/api/v1/recipes/%ef%bc%8f', 'GET'],
  ['IIS %u escape', '/api/v1/recipes/%u002e%u002e', 'GET'],
  ['overlong UTF-8 dot', '/api/v1/recipes/%c0%ae%c0%ae/x', 'GET'],
  ['overlong UTF-8 slash', '/api/v1/recipes/%c0%af', 'GET'],
  ['encoded NUL', '/api/v1/recipes/%00', 'GET'],
  ['encoded slash after dots', '/api/v1/websites/..%2f', 'GET'],
  ['encoded space', '/api/v1/recipes/spaghetti%20carbonara', 'GET'],
  // Unicode look-alikes.
  ['one-dot leaders', '/api/v1/recipes/\u2024\u2024/x', 'GET'],
  ['fullwidth slash', '/api/v1/recipes\uff0f..\uff0fhealthz', 'GET'],
  ['fullwidth letters', '/api/v1/recipes/\uff21\uff22\uff23', 'GET'],
  ['ideographic full stop', '/api/v1/recipes/\u3002\u3002', 'GET'],
  ['small full stop', '/api/v1/recipes/\ufe52\ufe52', 'GET'],
  ['accented letter', '/api/v1/recipes/\u00e9clair', 'GET'],
  ['combining accent', '/api/v1/recipes/cafe\u0301', 'GET'],
  ['zero-width space', '/api/v1/recipes/\u200bslug', 'GET'],
  ['line separator', '/api/v1/recipes/slug\u2028', 'GET'],
  ['next line (C1)', '/api/v1/recipes/slug\u0085', 'GET'],
  // Control characters and whitespace.
  ['CRLF header injection', '/api/v1/recipes/\r\nHost: evil', 'GET'],
  ['bare LF', '/api/v1/recipes/\nx', 'GET'],
  ['NUL', '/api/v1/recipes/\u0000', 'GET'],
  ['tab', '/api/v1/recipes\t/', 'GET'],
  ['DEL', '/api/v1/recipes/\u007f', 'GET'],
  ['leading space', ' /api/v1/recipes', 'GET'],
  ['trailing space', '/api/v1/recipes/ ', 'GET'],
  // Dot and empty segments.
  ['empty segment', '/api/v1//websites', 'GET'],
  ['leading dot segment', '/./api/v1/websites', 'GET'],
  ['trailing dot segment', '/api/v1/websites/.', 'GET'],
  ['trailing dot-dot segment', '/api/v1/recipes/..', 'GET'],
  ['traversal to healthz', '/api/v1/recipes/../../healthz', 'GET'],
  ['sibling traversal', '/api/v1/search/../searchFilters', 'GET'],
  ['Tomcat ..;/', '/api/v1/recipes/..;/healthz', 'GET'],
  ['triple slash', '///example.com', 'GET'],
  // Schemes and backslashes.
  ['javascript:', 'javascript:alert(1)', 'GET'],
  ['data:', 'data:text/html,<script>alert(1)</script>', 'GET'],
  ['file:', 'file:///etc/passwd', 'GET'],
  ['upper-case scheme', 'HTTPS://example.com', 'GET'],
  ['scheme without slashes', 'http:/api/v1/recipes', 'GET'],
  ['IPv6 loopback URL', 'http://[::1]/api/v1/recipes', 'GET'],
  ['double backslash', '\\\\example.com', 'GET'],
  ['slash backslash', '/\\example.com', 'GET'],
  ['backslash traversal', '/api/v1/recipes\\..\\..\\healthz', 'GET'],
  ['user-info style', '/api/v1/websites/@example.com', 'GET'],
  ['host-like slug', '/api/v1/websites/evil.com', 'GET'],
  ['colon in segment', '/api/v1/recipes/x:y', 'GET'],
  ['HTML entities', '/api/v1/recipes/&#46;&#46;', 'GET'],
  // Query and fragment smuggling.
  ['query inside path', '/api/v1/recipes?x=1', 'GET'],
  ['fragment inside path', '/api/v1/recipes#frag', 'GET'],
  ['query with path override', '/api/v1/search?path=/healthz', 'GET'],
  // Not on the allow-list.
  ['upper-case path', '/API/V1/RECIPES', 'GET'],
  ['relative path', 'api/v1/recipes', 'GET'],
  ['refresh token in URL', '/api/v1/login/abc.def.ghi/exchangeRefreshToken', 'GET'],
  ['refresh token in URL (plain)', '/api/v1/login/abc123/exchangeRefreshToken', 'GET'],
  ['media', '/media/x.jpg', 'GET'],
  ['healthz', '/healthz', 'GET'],
  ['600-char path', `/api/v1/recipes/${'a'.repeat(584)}`, 'GET'],
  ['slug of 121 chars', `/api/v1/recipes/${'a'.repeat(121)}`, 'GET'],
  ['upper-case slug', '/api/v1/recipes/Spaghetti', 'GET'],
  ['leading hyphen slug', '/api/v1/recipes/-slug', 'GET'],
  ['double hyphen slug', '/api/v1/recipes/slug--x', 'GET'],
  ['jsessionid parameter', '/api/v1/recipes/;jsessionid=x', 'GET'],
  ['id of 11 digits', '/api/v1/recipes/12345678901/favorite', 'POST'],
  ['non-digit id', '/api/v1/recipes/abc/favorite', 'POST'],
  ['extra segment', '/api/v1/websites/anna/admin', 'GET'],
  ['related with trailing slash', '/api/v1/recipes/spaghetti-carbonara/related/', 'GET'],
  ['related without a slug', '/api/v1/recipes/related/x', 'GET'],
  ['related of a 121-char slug', `/api/v1/recipes/${'a'.repeat(121)}/related`, 'GET'],
  ['related of an upper-case slug', '/api/v1/recipes/Spaghetti/related', 'GET'],
  ['related traversal', '/api/v1/recipes/../related', 'GET'],
  ['empty string', '', 'GET'],
  ['missing', null, 'GET'],
  // Wrong method on an allow-listed path.
  ['favorite with GET', '/api/v1/recipes/1/favorite', 'GET'],
  ['requestOtp with GET', '/api/v1/login/requestOtp', 'GET'],
  ['recipes with DELETE', '/api/v1/recipes/', 'DELETE'],
  ['websites with POST', '/api/v1/websites', 'POST'],
  ['related with POST', '/api/v1/recipes/spaghetti-carbonara/related', 'POST'],
  ['related with DELETE', '/api/v1/recipes/spaghetti-carbonara/related', 'DELETE'],
];

const VALID: ReadonlyArray<readonly [string, Method, string]> = [
  ['/api/v1/recipes/', 'GET', 'recipes.index'],
  ['/api/v1/recipes', 'GET', 'recipes.index'],
  ['/api/v1/recipes/spaghetti-carbonara/', 'GET', 'recipes.show'],
  ['/api/v1/recipes/spaghetti-carbonara', 'GET', 'recipes.show'],
  [`/api/v1/recipes/${'a'.repeat(120)}/`, 'GET', 'recipes.show'],
  ['/api/v1/recipes/favorites', 'GET', 'recipes.favorites'],
  ['/api/v1/recipes/spaghetti-carbonara/related', 'GET', 'recipes.related'],
  [`/api/v1/recipes/${'a'.repeat(120)}/related`, 'GET', 'recipes.related'],
  ['/api/v1/recipes/42/favorite', 'POST', 'recipes.favorite'],
  ['/api/v1/recipes/1234567890/favorite', 'DELETE', 'recipes.favorite'],
  ['/api/v1/websites', 'GET', 'websites.index'],
  ['/api/v1/websites/anna-bakes', 'GET', 'websites.show'],
  ['/api/v1/collections', 'GET', 'collections.index'],
  ['/api/v1/collections/summer-salads-2025', 'GET', 'collections.show'],
  ['/api/v1/searchFilters', 'GET', 'searchFilters'],
  ['/api/v1/search', 'GET', 'search'],
  ['/api/v1/login/requestOtp', 'POST', 'login.requestOtp'],
  ['/api/v1/login/exchangeOtpRefreshToken', 'POST', 'login.exchangeOtpRefreshToken'],
];

const SAFE_SHAPE = /^\/api\/v1\/[A-Za-z0-9/_-]+$/;
const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'get'] as const;

function assertSafeIfAccepted(raw: string, method: string): void {
  const result = validateProxyPath(raw, method);
  if (!result.ok) {
    expect(typeof result.reason).toBe('string');
    return;
  }
  expect(result.path).toBe(raw);
  expect(result.path).toMatch(SAFE_SHAPE);
  expect(result.path.split('/')).not.toContain('..');
  expect(result.path.split('/')).not.toContain('.');
  expect(result.path).not.toContain('//');
  const matches = PROXY_ROUTES.filter((r) => r.pattern.test(result.path));
  expect(matches).toHaveLength(1);
  expect(matches[0]?.route).toBe(result.route);
  expect(matches[0]?.methods).toContain(method);
}

describe('validateProxyPath: refusals', () => {
  it('refuses every attack on the path itself whatever the method', () => {
    let checked = 0;
    for (const [name, raw, method] of ATTACKS) {
      const result = validateProxyPath(raw, method);
      if (result.ok || result.reason === METHOD_NOT_ALLOWED) continue; // a method attack
      checked++;
      for (const other of ['GET', 'POST', 'DELETE'] as const)
        expect([name, other, validateProxyPath(raw, other).ok]).toEqual([name, other, false]);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each(ATTACKS)('refuses %s', (_name, raw, method) => {
    const result = validateProxyPath(raw, method);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
  });

  it('says "method not allowed" for an allow-listed path with the wrong method', () => {
    expect(validateProxyPath('/api/v1/recipes/1/favorite', 'GET')).toEqual({
      ok: false,
      reason: METHOD_NOT_ALLOWED,
    });
    expect(validateProxyPath('/api/v1/login/requestOtp', 'GET')).toEqual({
      ok: false,
      reason: METHOD_NOT_ALLOWED,
    });
    expect(validateProxyPath('/api/v1/websites', 'DELETE')).toEqual({
      ok: false,
      reason: METHOD_NOT_ALLOWED,
    });
  });

  it('does not say "method not allowed" for a path off the list', () => {
    for (const raw of ['/healthz', '/media/x.jpg', '/api/v1/login/abc/exchangeRefreshToken']) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const result = validateProxyPath(raw, method);
        expect(result).toEqual({
          ok: false,
          reason: expect.not.stringMatching(METHOD_NOT_ALLOWED),
        });
      }
    }
  });

  it('keeps the refresh-token exchange off the allow-list', () => {
    expect(PROXY_ROUTES.some((r) => r.template.includes('exchangeRefreshToken'))).toBe(false);
    expect(
      PROXY_ROUTES.some((r) => r.pattern.test('/api/v1/login/token/exchangeRefreshToken')),
    ).toBe(false);
  });
});

describe('validateProxyPath: acceptances', () => {
  it.each(VALID)('accepts %s %s as %s', (raw, method, route) => {
    expect(validateProxyPath(raw, method)).toEqual({ ok: true, path: raw, route });
  });

  it('covers every allow-list entry and method', () => {
    const covered = new Set(VALID.map(([, method, route]) => `${method} ${route}`));
    for (const entry of PROXY_ROUTES) {
      for (const method of entry.methods) expect(covered).toContain(`${method} ${entry.route}`);
    }
  });
});

/** Strings built from pieces that attackers combine, so near-misses of valid paths are common. */
const grammarString = fc
  .array(
    fc.constantFrom(
      '/',
      '/',
      '/',
      '.',
      '..',
      '%',
      '\\',
      ':',
      '?',
      '#',
      ' ',
      '\r',
      '\n',
      '\u0000',
      '\uff0f',
      '\u2024',
      'a',
      'Z',
      '2e',
      '2E',
      '2f',
      '5c',
      '5C',
      '25',
      '00',
      'c0',
      'ae',
      'api',
      'v1',
      'recipes',
      'websites',
      'collections',
      'favorite',
      'favorites',
      'related',
      'login',
      'requestOtp',
      'search',
      'searchFilters',
      'media',
      'healthz',
      'http',
      'https',
      'example.com',
      '1',
      '42',
      '-',
      'slug',
      '/api/v1/',
      '/api/v1/recipes/',
      '/api/v1/websites/',
    ),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(''));

const anyMethod = fc.constantFrom(...METHODS);

describe('validateProxyPath: properties', () => {
  it('(a) never throws on arbitrary strings and accepts only safe, single-route paths', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary', maxLength: 700 }),
      grammarString,
    );
    fc.assert(
      fc.property(inputs, anyMethod, (raw, method) => {
        expect(() => validateProxyPath(raw, method)).not.toThrow();
        assertSafeIfAccepted(raw, method);
      }),
      { numRuns: 3000 },
    );
  });

  it('(a) the grammar does reach accepted paths (the property is not vacuous)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(grammarString, fc.constantFrom('GET', 'POST', 'DELETE'), (raw, method) => {
        if (validateProxyPath(raw, method).ok) accepted += 1;
        assertSafeIfAccepted(raw, method);
      }),
      { numRuns: 5000, seed: 42 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('(b) refuses any string containing %, \\, CR, LF or ..', () => {
    const poison = fc.constantFrom('%', '\\', '\r', '\n', '..');
    const around = fc.oneof(
      fc.string(),
      grammarString,
      fc.constantFrom('/api/v1/recipes/', '/api/v1/websites', ''),
    );
    fc.assert(
      fc.property(around, poison, around, anyMethod, (before, bad, after, method) => {
        expect(validateProxyPath(`${before}${bad}${after}`, method).ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('(c) accepts /api/v1/recipes/{slug}/ for any valid slug', () => {
    const slug = fc
      .stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .filter((s) => s.length <= 120 && s !== 'favorites');
    fc.assert(
      fc.property(slug, fc.boolean(), (s, trailing) => {
        const raw = `/api/v1/recipes/${s}${trailing ? '/' : ''}`;
        expect(validateProxyPath(raw, 'GET')).toEqual({
          ok: true,
          path: raw,
          route: 'recipes.show',
        });
      }),
      { numRuns: 2000 },
    );
  });

  it('(d) accepts GET /api/v1/recipes/{slug}/related for any valid slug, and only GET', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => s.length <= 120);
    fc.assert(
      fc.property(slug, (s) => {
        const raw = `/api/v1/recipes/${s}/related`;
        expect(validateProxyPath(raw, 'GET')).toEqual({
          ok: true,
          path: raw,
          route: 'recipes.related',
        });
        expect(validateProxyPath(raw, 'POST')).toEqual({ ok: false, reason: METHOD_NOT_ALLOWED });
      }),
      { numRuns: 1000 },
    );
  });
});
