import http from 'node:http';
import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIN = `http://localhost:${PORT}`;
const creator = (slug: string) => `http://${slug}.localhost:${PORT}`;

/** A raw request with any Host header (browsers and fetch will not send hostile ones). */
function raw(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; location?: string; body: string; setCookie?: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path, headers, method: 'GET' },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            body,
            setCookie: res.headers['set-cookie'],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Node does not resolve *.localhost (Chromium does): API-level requests name the host in the header. */
const onCreator = (slug: string, path: string) => raw(path, { host: `${slug}.localhost:${PORT}` });

test.describe('main site (localhost)', () => {
  test('a path without a locale goes to the cookie locale, default nl, keeping query and hash', async ({
    page,
  }) => {
    await page.goto(`${MAIN}/how-it-works?ref=mail#creators`);
    await expect(page).toHaveURL(`${MAIN}/nl/how-it-works?ref=mail#creators`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${MAIN}/en`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${MAIN}/faqs?x=1`);
    await expect(page).toHaveURL(`${MAIN}/en/faqs?x=1`);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);
  });

  test('no page sets a cookie, on either host, whatever locale is stored: shared caches can keep them (issue 26)', async ({
    page,
  }) => {
    const pages = [
      '/en',
      '/nl',
      '/en/recipes',
      '/en/recipes/spaghetti-carbonara',
      '/nl/creators',
      '/en/faqs',
      '/en/legal/privacy-policy',
      '/en/search',
    ];
    for (const cookie of ['locale=nl', 'locale=en', '']) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      for (const path of pages) {
        const res = await page.request.get(`${MAIN}${path}`, { headers, maxRedirects: 0 });
        expect(res.status(), path).toBe(200);
        expect(
          res.headers()['set-cookie'],
          `${path} with ${cookie || 'no cookie'}`,
        ).toBeUndefined();
      }
      for (const path of ['/en', '/nl/recipes/spaghetti-aglio-e-olio']) {
        const res = await raw(path, { host: `pastapapa.localhost:${PORT}`, ...headers });
        expect(res.status, path).toBe(200);
        expect(res.setCookie, `pastapapa ${path}`).toBeUndefined();
      }
    }
    // The browser stores the page's locale itself, on load.
    await page.goto(`${MAIN}/en/faqs`);
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'locale')?.value)
      .toBe('en');
  });

  test('a cookie of en-GB means en; an unknown one means nl', async ({ context, page }) => {
    await context.addCookies([{ name: 'locale', value: 'en-GB', url: MAIN }]);
    await page.goto(`${MAIN}/`);
    await expect(page).toHaveURL(`${MAIN}/en`);
    // The page's link prefetches pass the middleware too and store 'en' again: let them finish.
    await page.waitForLoadState('networkidle');
    await context.addCookies([{ name: 'locale', value: 'fr', url: MAIN }]);
    await page.goto(`${MAIN}/`);
    await expect(page).toHaveURL(`${MAIN}/nl`);
  });

  test('the _creator tree is not reachable by its own path', async ({ request }) => {
    for (const path of [
      '/_creator/pastapapa',
      '/nl/_creator/pastapapa',
      '/en/%5Fcreator/pastapapa',
    ]) {
      const res = await request.get(`${MAIN}${path}`, { maxRedirects: 0 });
      expect(res.status(), path).toBe(404);
      expect(await res.text()).not.toContain('Pasta Papa');
    }
  });

  test('canonical, hreflang and the main-brand grocery channel on the home page', async ({
    page,
  }) => {
    await page.goto(`${MAIN}/en`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${MAIN}/en`);
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute(
      'href',
      `${MAIN}/nl`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${MAIN}/nl`,
    );
    await expect(page.locator('meta[name="website-id"]')).toHaveAttribute('content', 'zesty-main');
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  });
});

test.describe('creator site ({slug}.localhost)', () => {
  test('/ goes to the locale home, which is the creator home with its title and only its recipes', async ({
    page,
    request,
  }) => {
    await page.goto(`${creator('pastapapa')}/`);
    await expect(page).toHaveURL(`${creator('pastapapa')}/nl`);
    await expect(page).toHaveTitle('Pasta Papa | Zesty');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pasta Papa');
    const list = await (
      await request.get(
        `${MAIN}/api/proxy?path=/api/v1/recipes/&websiteSlug=pastapapa&perPage=50&locale=nl`,
      )
    ).json();
    const own = new Set((list as { data: { name: string }[] }).data.map((r) => r.name));
    const shown = await page
      .getByRole('list', { name: 'Recepten', exact: true })
      .getByRole('article')
      .getByRole('heading')
      .allInnerTexts();
    expect(shown.length).toBeGreaterThan(5);
    for (const name of shown) expect(own.has(name), name).toBe(true);
    await expect(page.locator('meta[name="website-id"]')).toHaveAttribute(
      'content',
      'zesty-white-label',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${creator('pastapapa')}/nl`,
    );
  });

  test('the English creator home is in English', async ({ page }) => {
    await page.goto(`${creator('spicewok')}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Spice & Wok | Zesty');
  });

  test('everything but home, recipes, collections and the legal pages is the 404 page', async () => {
    for (const path of [
      '/nl/creators',
      '/nl/faqs',
      '/en/how-it-works',
      '/en/legal/other',
      '/nl/c/pastapapa',
      '/nl/search',
      '/nl/_creator/pastapapa',
      '/nl/recipes',
    ]) {
      const res = await onCreator('pastapapa', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/rel="canonical"|og:url/);
    }
  });

  test('an unknown recipe or collection is a 404 of the creator site that names no canonical URL', async () => {
    for (const path of ['/nl/recipes/no-such-recipe', '/en/collections/no-such-collection']) {
      const res = await onCreator('pastapapa', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain('<title>Pasta Papa | Zesty</title>');
      expect(res.body, path).not.toMatch(/rel="canonical"|og:url/);
      const robots = [...res.body.matchAll(/<meta name="robots" content="([^"]*)"/g)].map(
        (m) => m[1],
      );
      expect(robots, path).toEqual(['noindex']);
    }
  });

  test('an unknown creator, and one that is not enabled, are the 404 page', async () => {
    for (const slug of ['nobody-here', 'omas-keuken']) {
      const res = await onCreator(slug, '/nl');
      expect(res.status, slug).toBe(404);
    }
  });

  test('a noIndex creator carries noindex and is closed to crawlers', async ({ page }) => {
    await page.goto(`${creator('airfryer-anna')}/nl`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const missing = await onCreator('airfryer-anna', '/nl/recipes/no-such-recipe');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const robots = (await onCreator('airfryer-anna', '/robots.txt')).body;
    expect(robots).toContain('Disallow: /');
    const sitemap = (await onCreator('airfryer-anna', '/sitemap.xml')).body;
    expect(sitemap).not.toContain('<url>');
  });
});

test.describe('hosts', () => {
  test('another host: its locale home leaves for the partner site; other routes are as on the main site', async () => {
    const home = await raw('/nl', { host: 'partner.example' });
    expect(home.status).toBe(307);
    expect(home.location).toBe('https://www.zesty.example/partners');
    const root = await raw('/', { host: 'partner.example' });
    expect(root.location).toBe('/nl');
  });

  test('hostile hosts get a 400 and never a tenant', async () => {
    for (const host of [
      'pastapapa.localhost.',
      'pasta..localhost',
      'pasta_papa.localhost',
      `${'a'.repeat(64)}.localhost`,
      'x%2e.localhost',
    ]) {
      const res = await raw('/nl', { host });
      expect(res.status, host).toBe(400);
      expect(res.body).not.toContain('Pasta Papa');
    }
  });

  test('X-Forwarded-Host is ignored without TRUST_PROXY', async () => {
    const res = await raw('/nl', {
      host: `localhost:${PORT}`,
      'x-forwarded-host': `pastapapa.localhost:${PORT}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('Pasta Papa | Zesty');
  });

  test('robots.txt and sitemap.xml answer per host', async ({ request }) => {
    const mainRobots = await (await request.get(`${MAIN}/robots.txt`)).text();
    expect(mainRobots).toContain(`Sitemap: ${MAIN}/sitemap.xml`);
    const mainMap = await (await request.get(`${MAIN}/sitemap.xml`)).text();
    expect(mainMap).toContain(`<loc>${MAIN}/nl/faqs</loc>`);
    expect(mainMap).toContain(`hreflang="x-default" href="${MAIN}/nl/faqs"`);
    for (const path of [
      '/en/recipes',
      '/nl/creators',
      '/en/c/pastapapa',
      '/nl/c/pastapapa/collections/weekend-pasta-projects',
    ])
      expect(mainMap).toContain(`<loc>${MAIN}${path}</loc>`);
    // Not enabled and noIndex creators are left out.
    expect(mainMap).not.toContain('omas-keuken');
    expect(mainMap).not.toContain('airfryer-anna');
    const creatorMap = (await onCreator('pastapapa', '/sitemap.xml')).body;
    expect(creatorMap).toContain(`<loc>${creator('pastapapa')}/nl</loc>`);
    expect(creatorMap).not.toContain(`${MAIN}/`);
    expect(creatorMap).not.toContain('faqs');
    expect(creatorMap).toContain(
      `<loc>${creator('pastapapa')}/en/collections/weekend-pasta-projects</loc>`,
    );
    expect(creatorMap).not.toContain('plant-powered-favourites');
    const creatorRobots = (await onCreator('pastapapa', '/robots.txt')).body;
    expect(creatorRobots).toContain(`Sitemap: ${creator('pastapapa')}/sitemap.xml`);
  });
});
