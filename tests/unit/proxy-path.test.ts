/** @jest-environment node */
import fc from 'fast-check';
import { API_PATHS, ROUTE_NAMES } from '@/core/contract/api-paths';
import { METHOD_NOT_ALLOWED, PROXY_ROUTES, validateProxyPath } from '@/lib/api/proxy-path';
import { createApp } from '@/server/app';
import { MemoryMediaStore } from '@/server/media/storage';
import { honoPath } from '@/server/routes/validate';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const ALL_METHODS = ['GET', 'POST', 'DELETE'] as const;

/**
 * [description, raw path (as decoded by URLSearchParams)]. Every one must be refused for every
 * method, and not as a wrong method: the path itself is refused.
 */
const PATH_ATTACKS: ReadonlyArray<readonly [string, string | null]> = [
  // The acceptance five.
  ['absolute https URL', 'https://example.com'],
  ['protocol-relative URL', '//example.com'],
  ['dot-dot traversal', '/api/v1/../../x'],
  ['encoded traversal', '%2e%2e%2fx'],
  ['encoded backslashes', '%5C%5Cexample.com'],
  // Double and mixed encodings.
  ['double-encoded traversal', '%252e%252e%252fx'],
  ['double-encoded dots inside path', '/api/v1/recipes/%252e%252e/healthz'],
  ['double-encoded slash', '/api/v1/recipes%252fslug'],
  ['mixed-case %2E', '/api/v1/%2E%2E/healthz'],
  ['mixed-case %2e%2F', '/api/v1/recipes/%2E%2e%2F'],
  ['encoded slash inside slug', '/api/v1/recipes/%2fexample.com'],
  ['encoded fullwidth slash', '/api/v1/recipes/%ef%bc%8f'],
  ['IIS %u escape', '/api/v1/recipes/%u002e%u002e'],
  ['overlong UTF-8 dot', '/api/v1/recipes/%c0%ae%c0%ae/x'],
  ['overlong UTF-8 slash', '/api/v1/recipes/%c0%af'],
  ['encoded NUL', '/api/v1/recipes/%00'],
  ['encoded slash after dots', '/api/v1/websites/..%2f'],
  ['encoded space', '/api/v1/recipes/spaghetti%20carbonara'],
  // Unicode look-alikes.
  ['one-dot leaders', '/api/v1/recipes/\u2024\u2024/x'],
  ['fullwidth slash', '/api/v1/recipes\uff0f..\uff0fhealthz'],
  ['fullwidth letters', '/api/v1/recipes/\uff21\uff22\uff23'],
  ['ideographic full stop', '/api/v1/recipes/\u3002\u3002'],
  ['small full stop', '/api/v1/recipes/\ufe52\ufe52'],
  ['accented letter', '/api/v1/recipes/\u00e9clair'],
  ['combining accent', '/api/v1/recipes/cafe\u0301'],
  ['zero-width space', '/api/v1/recipes/\u200bslug'],
  ['line separator', '/api/v1/recipes/slug\u2028'],
  ['next line (C1)', '/api/v1/recipes/slug\u0085'],
  // Control characters and whitespace.
  ['CRLF header injection', '/api/v1/recipes/\r\nHost: evil'],
  ['bare LF', '/api/v1/recipes/\nx'],
  ['NUL', '/api/v1/recipes/\u0000'],
  ['tab', '/api/v1/recipes\t/'],
  ['DEL', '/api/v1/recipes/\u007f'],
  ['leading space', ' /api/v1/recipes'],
  ['trailing space', '/api/v1/recipes/ '],
  // Dot and empty segments.
  ['empty segment', '/api/v1//websites'],
  ['leading dot segment', '/./api/v1/websites'],
  ['trailing dot segment', '/api/v1/websites/.'],
  ['trailing dot-dot segment', '/api/v1/recipes/..'],
  ['traversal to healthz', '/api/v1/recipes/../../healthz'],
  ['sibling traversal', '/api/v1/search/../searchFilters'],
  ['Tomcat ..;/', '/api/v1/recipes/..;/healthz'],
  ['triple slash', '///example.com'],
  // Schemes and backslashes.
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['file:', 'file:///etc/passwd'],
  ['upper-case scheme', 'HTTPS://example.com'],
  ['scheme without slashes', 'http:/api/v1/recipes'],
  ['IPv6 loopback URL', 'http://[::1]/api/v1/recipes'],
  ['double backslash', '\\\\example.com'],
  ['slash backslash', '/\\example.com'],
  ['backslash traversal', '/api/v1/recipes\\..\\..\\healthz'],
  ['user-info style', '/api/v1/websites/@example.com'],
  ['host-like slug', '/api/v1/websites/evil.com'],
  ['colon in segment', '/api/v1/recipes/x:y'],
  ['HTML entities', '/api/v1/recipes/&#46;&#46;'],
  // Query and fragment smuggling.
  ['query inside path', '/api/v1/recipes?x=1'],
  ['fragment inside path', '/api/v1/recipes#frag'],
  ['query with path override', '/api/v1/search?path=/healthz'],
  // Not on the allow-list.
  ['upper-case path', '/API/V1/RECIPES'],
  ['relative path', 'api/v1/recipes'],
  ['refresh token in URL', '/api/v1/login/abc.def.ghi/exchangeRefreshToken'],
  ['refresh token in URL (plain)', '/api/v1/login/abc123/exchangeRefreshToken'],
  ['media', '/media/x.jpg'],
  ['healthz', '/healthz'],
  ['600-char path', `/api/v1/recipes/${'a'.repeat(584)}`],
  ['slug of 121 chars', `/api/v1/recipes/${'a'.repeat(121)}`],
  ['upper-case slug', '/api/v1/recipes/Spaghetti'],
  ['leading hyphen slug', '/api/v1/recipes/-slug'],
  ['double hyphen slug', '/api/v1/recipes/slug--x'],
  ['jsessionid parameter', '/api/v1/recipes/;jsessionid=x'],
  ['id of 11 digits', '/api/v1/recipes/12345678901/favorite'],
  ['non-digit id', '/api/v1/recipes/abc/favorite'],
  ['extra segment', '/api/v1/websites/anna/admin'],
  ['related with trailing slash', '/api/v1/recipes/spaghetti-carbonara/related/'],
  ['related without a slug', '/api/v1/recipes/related/x'],
  ['related of a 121-char slug', `/api/v1/recipes/${'a'.repeat(121)}/related`],
  ['related of an upper-case slug', '/api/v1/recipes/Spaghetti/related'],
  ['related traversal', '/api/v1/recipes/../related'],
  ['empty string', ''],
  ['missing', null],
  ['favourites list with a slash', '/api/v1/recipes/favorites/'],
  ['favourite of an id with a leading zero', '/api/v1/recipes/042/favorite'],
  ['favourite of id 0', '/api/v1/recipes/0/favorite'],
  // The login routes: the web app's session handlers call them, never the browser.
  ['request an OTP (the web app’s own)', '/api/v1/login/requestOtp'],
  ['exchange an OTP (the web app’s own)', '/api/v1/login/exchangeOtpRefreshToken'],
  // The grocery widget's routes: reached at their own mount (app/api/v1/grocery), never here.
  ['grocery stores (the widget’s own)', '/api/v1/grocery/stores'],
  ['grocery products (the widget’s own)', '/api/v1/grocery/stores/jumbo/products'],
  ['grocery basket (the widget’s own)', '/api/v1/grocery/basket'],
  ['grocery checkout (the widget’s own)', '/api/v1/grocery/checkout'],
  ['menu checkout (the widget’s own)', '/api/v1/grocery/menu-checkout'],
  ['orders with a slash', '/api/v1/orders/'],
  ['an order by id', '/api/v1/orders/42'],
  ['the menu with a slash', '/api/v1/menu/'],
  ['a menu by id', '/api/v1/menu/42'],
];

/** [description, allow-listed path, a method it is not allowed for]: refused as a wrong method. */
const METHOD_ATTACKS: ReadonlyArray<readonly [string, string, Method]> = [
  ['recipes with DELETE', '/api/v1/recipes/', 'DELETE'],
  ['recipes with POST', '/api/v1/recipes', 'POST'],
  ['websites with POST', '/api/v1/websites', 'POST'],
  ['websites with DELETE', '/api/v1/websites', 'DELETE'],
  ['related with POST', '/api/v1/recipes/spaghetti-carbonara/related', 'POST'],
  ['related with DELETE', '/api/v1/recipes/spaghetti-carbonara/related', 'DELETE'],
  ['orders with DELETE', '/api/v1/orders', 'DELETE'],
  ['the menu with POST', '/api/v1/menu', 'POST'],
  ['the menu with DELETE', '/api/v1/menu', 'DELETE'],
];

const VALID: ReadonlyArray<readonly [string, Method, string]> = [
  ['/api/v1/recipes/', 'GET', 'recipes.index'],
  ['/api/v1/recipes', 'GET', 'recipes.index'],
  ['/api/v1/recipes/spaghetti-carbonara/', 'GET', 'recipes.show'],
  ['/api/v1/recipes/spaghetti-carbonara', 'GET', 'recipes.show'],
  [`/api/v1/recipes/${'a'.repeat(120)}/`, 'GET', 'recipes.show'],
  ['/api/v1/recipes/favorites-pasta', 'GET', 'recipes.show'],
  ['/api/v1/recipes/spaghetti-carbonara/related', 'GET', 'recipes.related'],
  [`/api/v1/recipes/${'a'.repeat(120)}/related`, 'GET', 'recipes.related'],
  ['/api/v1/websites', 'GET', 'websites.index'],
  ['/api/v1/websites/anna-bakes', 'GET', 'websites.show'],
  ['/api/v1/collections', 'GET', 'collections.index'],
  ['/api/v1/collections/summer-salads-2025', 'GET', 'collections.show'],
  ['/api/v1/searchFilters', 'GET', 'searchFilters'],
  ['/api/v1/search', 'GET', 'search'],
  ['/api/v1/search/history', 'GET', 'search.history'],
  ['/api/v1/recipes/favorites', 'GET', 'recipes.favorites'],
  ['/api/v1/recipes/favorites/unavailable', 'GET', 'recipes.favorites.unavailable'],
  ['/api/v1/recipes/42/favorite', 'POST', 'recipes.favorite'],
  ['/api/v1/recipes/42/favorite', 'DELETE', 'recipes.favorite'],
  ['/api/v1/recipes/2147483647/favorite', 'POST', 'recipes.favorite'],
  ['/api/v1/search/history', 'POST', 'search.history'],
  ['/api/v1/orders', 'GET', 'orders.index'],
  ['/api/v1/orders', 'POST', 'orders.create'],
  ['/api/v1/menu', 'GET', 'menu'],
  ['/api/v1/menu', 'PUT', 'menu'],
  ['/api/v1/studio/creators', 'GET', 'studio.creators'],
  ['/api/v1/studio/creators/greenkitchen/recipes', 'GET', 'studio.recipes'],
  ['/api/v1/studio/creators/greenkitchen/recipes', 'POST', 'studio.recipes.create'],
  ['/api/v1/studio/recipes/42', 'GET', 'studio.recipe'],
  ['/api/v1/studio/recipes/42', 'PUT', 'studio.recipe'],
  ['/api/v1/studio/recipes/42', 'DELETE', 'studio.recipe'],
  ['/api/v1/studio/recipes/42/publish', 'POST', 'studio.recipe.publish'],
  ['/api/v1/studio/recipes/42/unpublish', 'POST', 'studio.recipe.unpublish'],
  ['/api/v1/studio/recipes/42/duplicate', 'POST', 'studio.recipe.duplicate'],
  ['/api/v1/studio/recipes/42/restore', 'POST', 'studio.recipe.restore'],
  ['/api/v1/studio/recipes/42/preview', 'POST', 'studio.recipe.preview'],
  ['/api/v1/studio/collections/42/preview', 'POST', 'studio.collection.preview'],
  ['/api/v1/studio/creators/greenkitchen/profile/preview', 'POST', 'studio.profile.preview'],
  ['/api/v1/studio/creators/greenkitchen/collections', 'GET', 'studio.collections'],
  ['/api/v1/studio/creators/greenkitchen/collections', 'POST', 'studio.collections.create'],
  ['/api/v1/studio/collections/7', 'GET', 'studio.collection'],
  ['/api/v1/studio/collections/7', 'PUT', 'studio.collection'],
  ['/api/v1/studio/collections/7', 'DELETE', 'studio.collection'],
  ['/api/v1/studio/creators/greenkitchen/profile', 'GET', 'studio.profile'],
  ['/api/v1/studio/creators/greenkitchen/profile', 'PUT', 'studio.profile'],
  ['/api/v1/studio/creators/greenkitchen/stats', 'GET', 'studio.stats'],
  ['/api/v1/studio/ingredients', 'POST', 'studio.ingredients'],
  ['/api/v1/studio/tags', 'GET', 'studio.tags'],
  ['/api/v1/studio/creators/greenkitchen/images', 'POST', 'studio.images'],
  ['/api/v1/editor/pages', 'GET', 'editor.pages'],
  ['/api/v1/editor/pages/privacy-policy/nl', 'GET', 'editor.page'],
  ['/api/v1/editor/pages/privacy-policy/nl', 'PUT', 'editor.page'],
  ['/api/v1/editor/pages/faqs/en/versions', 'GET', 'editor.versions'],
  ['/api/v1/editor/pages/faqs/en/versions/3', 'GET', 'editor.version'],
  ['/api/v1/editor/pages/faqs/en/versions/3/restore', 'POST', 'editor.restore'],
  ['/api/v1/editor/pages/legal/en/publish', 'POST', 'editor.publish'],
  ['/api/v1/editor/pages/legal/en/preview', 'POST', 'editor.preview'],
  ['/api/v1/editor/applications', 'GET', 'editor.applications'],
  ['/api/v1/editor/applications/7/approve', 'POST', 'editor.application.approve'],
  ['/api/v1/editor/applications/7/decline', 'POST', 'editor.application.decline'],
  ['/api/v1/editor/creators', 'GET', 'editor.creators'],
  ['/api/v1/editor/creators/pastapapa/enabled', 'PUT', 'editor.creator.enabled'],
  ['/api/v1/creator-applications/subdomain', 'GET', 'applications.subdomain'],
  ['/api/v1/creator-applications/mine', 'GET', 'applications.mine'],
  ['/api/v1/creator-applications', 'POST', 'applications.create'],
  ['/api/v1/studio/creators/greenkitchen/members', 'GET', 'studio.members'],
  ['/api/v1/studio/creators/greenkitchen/invitations', 'POST', 'studio.invitations'],
  ['/api/v1/studio/creators/greenkitchen/invitations/3', 'DELETE', 'studio.invitation'],
  ['/api/v1/studio/creators/greenkitchen/members/12', 'DELETE', 'studio.member'],
  [`/api/v1/invitations/${'ab12'.repeat(16)}`, 'GET', 'invitations.show'],
  [`/api/v1/invitations/${'ab12'.repeat(16)}/accept`, 'POST', 'invitations.accept'],
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
  // One path template; its methods may be split over routes (orders.index GET, orders.create
  // POST), and exactly one of them takes this method.
  const matches = PROXY_ROUTES.filter((r) => r.pattern.test(result.path));
  expect(new Set(matches.map((r) => r.template)).size).toBe(1);
  const forMethod = matches.filter((r) => (r.methods as readonly string[]).includes(method));
  expect(forMethod).toHaveLength(1);
  expect(forMethod[0]?.route).toBe(result.route);
}

describe('validateProxyPath: refusals', () => {
  it.each(PATH_ATTACKS)('refuses %s with every method, as a path', (_name, raw) => {
    for (const method of ALL_METHODS) {
      const result = validateProxyPath(raw, method);
      expect({ method, result }).toEqual({
        method,
        result: { ok: false, reason: expect.not.stringMatching(METHOD_NOT_ALLOWED) },
      });
      if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
    }
  });

  it.each(METHOD_ATTACKS)('refuses %s as "method not allowed"', (_name, raw, method) => {
    expect(validateProxyPath(raw, method)).toEqual({ ok: false, reason: METHOD_NOT_ALLOWED });
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

describe('the allow-list is the route table', () => {
  const app = createApp({
    db: async () => {
      throw new Error('no database in this test');
    },
    media: () => new MemoryMediaStore(),
    log: () => {},
  });

  it('lists exactly the routes of the contract marked for the browser', () => {
    expect(PROXY_ROUTES.map((r) => [r.route, r.template, r.methods])).toEqual(
      ROUTE_NAMES.filter((name) => API_PATHS[name].proxy).map((name) => [
        name,
        API_PATHS[name].path,
        API_PATHS[name].methods,
      ]),
    );
  });

  it('lists no route the API has no handler for', () => {
    const registered = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    for (const entry of PROXY_ROUTES) {
      for (const method of entry.methods)
        expect(registered).toContain(`${method} ${honoPath(entry.template)}`);
    }
  });

  it('sends every allow-listed path to its handler, not to "No such route"', async () => {
    for (const entry of PROXY_ROUTES) {
      const path = entry.template.replace('{id}', '42').replace(/\{\w+\}/g, 'spaghetti-carbonara');
      expect(validateProxyPath(path, entry.methods[0]!)).toMatchObject({
        ok: true,
        route: entry.route,
      });
      for (const method of entry.methods) {
        const res = await app.fetch(new Request(`http://api.test${path}`, { method }));
        // The handler answers: it asks the database, which this app does not have (500), or
        // refuses a visitor (401) or a missing body (400) — never "No such route".
        expect([path, method, [500, 401, 400].includes(res.status)]).toEqual([path, method, true]);
        expect((await res.json()).message).not.toBe('No such route');
      }
    }
  });

  it('refuses the login routes, whatever the method: the web app calls those itself', async () => {
    const loginRoutes = [
      '/api/v1/login/requestOtp',
      '/api/v1/login/exchangeOtpRefreshToken',
      '/api/v1/login/exchangeLoginToken',
      '/api/v1/login/logout',
      '/api/v1/login/validate',
      '/api/v1/login/providers',
    ];
    for (const path of loginRoutes) {
      for (const method of ALL_METHODS) expect(validateProxyPath(path, method).ok).toBe(false);
    }
    // An API without sign-in configured has no login routes at all.
    for (const path of loginRoutes) {
      const res = await app.fetch(new Request(`http://api.test${path}`, { method: 'POST' }));
      expect([path, res.status, (await res.json()).message]).toEqual([path, 404, 'No such route']);
    }
  });

  it('reads "favorites" as the favourites list, never as a recipe slug', () => {
    expect(validateProxyPath('/api/v1/recipes/favorites', 'GET')).toMatchObject({
      ok: true,
      route: 'recipes.favorites',
    });
    expect(validateProxyPath('/api/v1/recipes/favorites/', 'GET').ok).toBe(false);
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
      'orders',
      'grocery',
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
