import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import en from '../../messages/en.json' with { type: 'json' };
import { ALLOWED_METHODS } from '../../server/web/request-guard';
import { askLoopback, type LoopbackAnswer } from '../support/loopback';

/**
 * What a visitor who types URLs by hand, or an attacker, sends the public site (issue 12): never
 * a 500, the not-found page for what does not exist, the creator tree only through the
 * middleware's rewrite, and clear 4xx answers for what the web server refuses.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

type RawAnswer = LoopbackAnswer;

/** A request exactly as given (method, request target, Host): what a browser would never send. */
const raw = (
  target: string,
  { method = 'GET', host = `localhost:${PORT}` }: { method?: string; host?: string } = {},
): Promise<RawAnswer> => askLoopback(PORT, target, { method, host });

/** A path segment from any string: UTF-8 percent-encoded (lone surrogates as U+FFFD), or raw %XX. */
const segment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s.toWellFormed())),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .map((s) =>
      [...Buffer.from(s.toWellFormed(), 'utf8')]
        .map((b) => `%${b.toString(16).padStart(2, '0')}`)
        .join(''),
    ),
  fc.constantFrom(
    'UPPER',
    'a.b',
    'a--b',
    'a_b',
    '%C3%A9t%C3%A9',
    'x'.repeat(121),
    '-a',
    'a-',
    '%ff',
    // Words that name other routes or an object's prototype members.
    'favorites',
    'constructor',
    '__proto__',
  ),
);

const MALFORMED = [
  'UPPER',
  'Spaghetti-Carbonara',
  'a.b',
  'a--b',
  'a_b',
  '%C3%A9clair',
  'x'.repeat(121),
];

async function expectNotFoundPage(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(404);
  await expect(page.getByRole('heading', { name: en.NotFound.title })).toBeVisible();
}

test.describe('malformed slugs are the not-found page', () => {
  for (const slug of MALFORMED) {
    test(`recipe, creator and collection routes with ${slug.slice(0, 20)}`, async ({ page }) => {
      await expectNotFoundPage(page, `/en/recipes/${slug}`);
      await expectNotFoundPage(page, `/en/c/pastapapa/recipes/${slug}`);
      await expectNotFoundPage(page, `/en/c/${slug}`);
      await expectNotFoundPage(page, `/en/c/pastapapa/collections/${slug}`);
      await expectNotFoundPage(page, `/en/collections/${slug}/recipes/spaghetti-carbonara`);
      await expectNotFoundPage(page, `http://pastapapa.localhost:${PORT}/en/recipes/${slug}`);
    });
  }

  test('a slug that names another route (favorites) is the not-found page, on both hosts', async ({
    page,
  }) => {
    // Issue 26: GET /api/v1/recipes/favorites is the favourites list, and these pages were 500s.
    await expectNotFoundPage(page, '/en/recipes/favorites');
    await expectNotFoundPage(page, '/nl/recipes/favorites');
    await expectNotFoundPage(page, '/en/c/pastapapa/recipes/favorites');
    await expectNotFoundPage(page, '/en/collections/meat-free-mondays/recipes/favorites');
    await expectNotFoundPage(page, `http://pastapapa.localhost:${PORT}/en/recipes/favorites`);
  });

  test('property: any slug on any page route is answered without a server error', async () => {
    test.setTimeout(240_000);
    await fc.assert(
      fc.asyncProperty(
        segment,
        fc.constantFrom(
          (s: string) => `/en/recipes/${s}`,
          (s: string) => `/nl/c/${s}`,
          (s: string) => `/en/c/pastapapa/recipes/${s}`,
          (s: string) => `/nl/c/pastapapa/collections/${s}`,
          (s: string) => `/en/collections/${s}/recipes/spaghetti-carbonara`,
        ),
        async (slug, route) => {
          const answer = await raw(route(slug));
          expect(answer.status, route(slug)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

test.describe('creator host labels', () => {
  test('a label with -- is the not-found page', async () => {
    for (const label of ['a--b', 'pasta--papa', 'xn--bcher-kva']) {
      const answer = await raw('/en', { host: `${label}.localhost:${PORT}` });
      expect(answer.status, label).toBe(404);
      expect(answer.body).toContain(en.NotFound.title);
    }
  });

  test('property: any host label is answered without a server error', async () => {
    test.setTimeout(240_000);
    const label = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{1,63}$/),
      fc.string({ minLength: 1, maxLength: 30 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'a')),
    );
    await fc.assert(
      fc.asyncProperty(
        label,
        fc.constantFrom('/en', '/nl/recipes/spaghetti-carbonara', '/en/collections/x'),
        async (l, p) => {
          const answer = await raw(p, { host: `${l}.localhost:${PORT}` });
          expect(answer.status, `${l}.localhost ${p}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

test.describe('the creator tree only through the rewrite', () => {
  /**
   * The not-found page, never the creator's: for a page path a 404; for an `….rsc` path Next
   * answers the not-found page's RSC payload itself (with 200, as for any `.rsc` path).
   */
  function expectNoCreatorTree(answer: RawAnswer, label: string, otherHost: boolean) {
    if (/\.rsc$/.test(label)) {
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.body, label).not.toContain('pastapapa');
    } else if (answer.status === 400) {
      // A path whose escapes are not UTF-8 is refused before any route (see below).
      expect(answer.body, label).toMatch(/^Bad Request: malformed percent-encoding/);
    } else {
      expect(answer.status, label).toBe(404);
      expect(answer.body, label).toContain(en.NotFound.title);
    }
    if (otherHost) expect(answer.body, label).not.toContain('Pasta Papa');
  }
  for (const target of [
    '/en/_creator/pastapapa/x.y',
    '/en/%5Fcreator/pastapapa/x.y',
    '/en/%5fcreator/pastapapa/x.rsc',
    '/nl/%5Fcreator/pastapapa/recipes/spaghetti-carbonara.rsc',
    '/en/_creator/pastapapa.txt',
  ]) {
    test(`${target} is a 404 without the creator, on every host`, async () => {
      for (const host of [
        `localhost:${PORT}`,
        `spicewok.localhost:${PORT}`,
        `pastapapa.localhost:${PORT}`,
      ]) {
        const answer = await raw(target, { host });
        expectNoCreatorTree(answer, `${host}${target}`, !host.startsWith('pastapapa'));
      }
    });
  }

  test('property: no path into the creator tree is served', async () => {
    test.setTimeout(240_000);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('_creator', '%5Fcreator', '%5fcreator', '%5FCREATOR'),
        fc.array(segment, { maxLength: 3 }),
        fc.constantFrom('', '.y', '.rsc', '.txt', '.json'),
        async (tree, rest, ext) => {
          const target = `/en/${tree}/pastapapa${rest.map((s) => `/${s}`).join('')}${ext}`;
          expectNoCreatorTree(await raw(target), target, true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

test.describe('the web server refuses what no route serves', () => {
  test('TRACE and OPTIONS * are 405 with Allow; malformed percent-escapes are 400', async () => {
    const trace = await raw('/en', { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
    const star = await raw('*', { method: 'OPTIONS' });
    expect(star.status).toBe(405);
    for (const target of ['/media/%ff', '/media/recipes/%E0%A4%A.webp', '/en/recipes/%ff']) {
      const answer = await raw(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body).not.toMatch(/at \w+ \(/); // no stack trace
    }
  });

  test('what is only ever read refuses writes with 405 and Allow: GET, HEAD', async () => {
    // Issue 26: these were 500s.
    for (const [method, target] of [
      ['POST', '/widget/v1.js'],
      ['PUT', '/images/404.svg'],
      ['DELETE', '/widget/v1.js'],
      ['PATCH', '/_next/image?url=%2Fmedia%2Fx.webp&w=640&q=75'],
    ] as const) {
      const answer = await raw(target, { method });
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.allow, `${method} ${target}`).toBe('GET, HEAD');
    }
    expect((await raw('/widget/v1.js')).status).toBe(200);
    expect((await raw('/images/404.svg', { method: 'HEAD' })).status).toBe(200);
  });

  test('the image optimiser answers 400 for anything but a stored picture', async () => {
    // Issue 26: `%`, `%00`, `.`, `%2F`, `+` and a space after /media/ were 500s.
    for (const rest of ['%25', '%2500', '.', '%252F', '%2B', '+', '%20', '..%2Fx.webp']) {
      const target = `/_next/image?url=%2Fmedia%2F${rest}&w=640&q=75`;
      const answer = await raw(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).not.toMatch(/at \w+ \(/);
    }
  });

  test('property: any method, path and query on any route is answered without a server error', async () => {
    test.setTimeout(300_000);
    const routes = [
      (s: string) => `/${s}`,
      (s: string) => `/en/${s}`,
      (s: string) => `/en/recipes/${s}`,
      (s: string) => `/nl/recipes?s=${s}`,
      (s: string) => `/en/search?q=${s}`,
      (s: string) => `/en/c/${s}`,
      (s: string) => `/en/c/pastapapa/collections/${s}`,
      (s: string) => `/en/collections/${s}/recipes/spaghetti-carbonara`,
      (s: string) => `/en/legal/${s}`,
      (s: string) => `/en/account/${s}`,
      (s: string) => `/en/account/creator/recipes/${s}`,
      (s: string) => `/en/account/editor/${s}/en`,
      (s: string) => `/api/proxy?path=/api/v1/recipes/${s}`,
      (s: string) => `/api/auth/${s}`,
      (s: string) => `/api/preview?token=${s}`,
      (s: string) => `/api/stats/view?${s}=1`,
      (s: string) => `/api/v1/grocery/${s}`,
      (s: string) => `/media/${s}`,
      (s: string) => `/v1/login/${s}/callback`,
      (s: string) => `/widget/${s}`,
      (s: string) => `/images/${s}`,
      (s: string) => `/_next/image?url=%2Fmedia%2F${s}&w=640&q=75`,
      (s: string) => `/sitemap.xml?${s}`,
      (s: string) => `/robots.txt?${s}=${s}`,
    ];
    const key = fc.oneof(
      fc.constantFrom(
        's',
        'q',
        'page',
        'perPage',
        'locale',
        'category',
        '__proto__',
        'constructor',
      ),
      fc.string({ minLength: 1, maxLength: 12 }).map((k) => encodeURIComponent(k)),
    );
    await fc.assert(
      fc.asyncProperty(
        // Every method a route answers, and two none does.
        fc.constantFrom(...ALLOWED_METHODS, 'TRACE', 'PROPFIND'),
        fc.constantFrom(...routes),
        segment,
        fc.array(fc.tuple(key, segment), { maxLength: 3 }),
        fc.constantFrom(`localhost:${PORT}`, `pastapapa.localhost:${PORT}`),
        async (method, route, s, query, host) => {
          const base = route(s);
          const extra = query.map(([k, v]) => `${k}=${v}`).join('&');
          const target = extra ? `${base}${base.includes('?') ? '&' : '?'}${extra}` : base;
          const answer = await raw(target, { method, host });
          expect(answer.status, `${method} ${host}${target}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});

test.describe('security headers (issue 26)', () => {
  const MAIN_TARGETS = [
    '/en',
    '/nl/recipes',
    '/en/recipes/spaghetti-carbonara',
    '/en/creators',
    '/en/c/pastapapa',
    '/en/faqs',
    '/en/legal/privacy-policy',
    '/en/search',
    '/en/account/signin',
    '/en/no-such-page',
    '/widget/v1.js',
    '/api/proxy?path=%2Fapi%2Fv1%2Frecipes%2F&perPage=1',
    '/api/ready',
  ];
  const CREATOR_TARGETS = [
    '/en',
    '/nl',
    '/nl/recipes/spaghetti-aglio-e-olio',
    '/en/collections/weekend-pasta-projects',
    '/en/legal',
    '/en/legal/privacy-policy',
    '/en/no-such-page',
    '/widget/v1.js',
    '/api/proxy?path=%2Fapi%2Fv1%2Frecipes%2F&perPage=1',
    '/api/ready',
  ];

  test('every answer on both hosts says how it may be used, and none tells how it was routed', async () => {
    const answers: { target: string; host: string; method?: string }[] = [
      ...MAIN_TARGETS.map((t) => ({ target: t, host: `localhost:${PORT}` })),
      ...CREATOR_TARGETS.map((t) => ({ target: t, host: `pastapapa.localhost:${PORT}` })),
      { target: '/en', host: `localhost:${PORT}`, method: 'TRACE' },
    ];
    for (const { target, host, method } of answers) {
      const { status, headers } = await raw(target, { host, method });
      const what = `${method ?? 'GET'} ${host}${target} (${status})`;
      expect(status, what).toBeLessThan(500);
      expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
      // A personal page (sign-in) has its own nonce; every other answer the cacheable policy.
      expect(headers['content-security-policy'], what).toMatch(
        target.includes('/account/')
          ? /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[A-Za-z0-9+/=]{44}' 'strict-dynamic'/
          : /script-src 'self' 'unsafe-inline'/,
      );
      expect(headers['content-security-policy'], what).toContain('report-uri /api/csp-report');
      expect(headers['x-frame-options'], what).toBe('DENY');
      expect(headers['x-content-type-options'], what).toBe('nosniff');
      expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], what).toContain('camera=()');
      // The site is http here: HSTS only for an https SITE_URL (tests/unit/security-headers.test.ts).
      expect(headers['strict-transport-security'], what).toBeUndefined();
      for (const internal of ['x-middleware-rewrite', 'x-nextjs-rewritten-path', 'x-powered-by'])
        expect(headers[internal], `${what}: ${internal}`).toBeUndefined();
    }
  });

  test('an oversized header is 431, and the server goes on', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/en',
          headers: { 'x-padding': 'a'.repeat(20_000) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect((await raw('/en')).status).toBe(200);
  });
});

test.describe('search terms without a searchable word', () => {
  test('answer an empty result through the proxy, and the list says so', async ({ page }) => {
    for (const s of ['%21', '%25', '_', '%5C', '%3A*', '%F0%9F%98%80', '%ED%A0%80', '%00']) {
      for (const path of ['/api/v1/recipes/', '/api/v1/search']) {
        const key = path === '/api/v1/search' ? 'search' : 's';
        const res = await page.request.get(`/api/proxy?path=${path}&locale=en&${key}=${s}`);
        expect(res.status(), `${path} ${s}`).toBe(200);
        expect(((await res.json()) as { data: unknown[] }).data, `${path} ${s}`).toEqual([]);
      }
    }
    await page.goto('/en/recipes?s=%21');
    await expect(page.locator('main[data-ready]')).toBeVisible();
    await expect(page.getByText(en.Recipes.noResultsForTerm.replace('{term}', '!'))).toBeVisible();
  });
});
