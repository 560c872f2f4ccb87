/**
 * The Content-Security-Policy in Chromium (issue 26, finding 7): key pages of both hosts, with
 * what runs on them (search, the bookmark heart signed in, cook mode, the grocery widget's
 * dialog, social sign-in), break no rule of the policy; what the policy blocks is reported to
 * /api/csp-report, which answers 204.
 */
import type { Page } from '@playwright/test';
import en from '../../messages/en.json' with { type: 'json' };
import { expect, test } from './accounts-fixtures';
import { hydrated } from './hydration';
import { signInWithGoogle } from './studio-sign-in';
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from '../../core/theme-choice';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CREATOR = `http://pastapapa.localhost:${PORT}`;
const CARBONARA = '/en/recipes/spaghetti-carbonara';

type Violation = { directive: string; blocked: string; page: string };

/** Records every `securitypolicyviolation` of every page the test opens, and every report sent. */
async function watch(page: Page) {
  const reports: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/csp-report') reports.push(request.url());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, page: location.href }),
    );
  });
  const violations: Violation[] = [];
  /** Collects the page's violations so far (call before leaving it). */
  const collect = async () => {
    violations.push(
      ...(await page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp ?? [])),
    );
  };
  return { reports, violations, collect };
}

test('key pages of both hosts and what runs on them break no rule of the policy', async ({
  page,
  oidc,
}) => {
  test.setTimeout(120_000);
  const { reports, violations, collect } = await watch(page);
  const visit = async (url: string) => {
    const res = await page.goto(url);
    expect(res?.headers()['content-security-policy'], url).toContain("script-src 'self'");
    await hydrated(page);
  };

  // The main site's pages.
  for (const url of ['/en', '/en/recipes', '/nl/creators', '/en/c/pastapapa', '/en/faqs']) {
    await visit(url);
    await collect();
  }

  // Search.
  await visit('/en/search');
  await page.getByRole('searchbox').fill('pasta');
  const results = page.getByRole('list', { name: en.Search.resultsLabel });
  await expect(results.getByRole('link').first()).toBeVisible();
  await collect();

  // Social sign-in (the provider's pages are its own), then the heart and cook mode signed in.
  await visit('/en/account/signin');
  await collect();
  await signInWithGoogle(page, oidc.issuer, 'known-cook');
  await collect();
  // Personal pages: a nonce policy, and every script the page has carries the nonce.
  for (const url of ['/en/account', '/en/account/settings', '/en/favourites', '/nl/orders']) {
    const res = await page.goto(url);
    const policy = res?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, url).toBeTruthy();
    expect(policy, url).toContain("'strict-dynamic'");
    // Every script the server rendered carries it (a JSON-LD block is data, not a script), but
    // the theme script, allowed by its hash.
    expect(policy, url).toContain(THEME_SCRIPT_HASH);
    const themeScript = `<script>${THEME_SCRIPT}</script>`;
    const body = (await res?.text()) ?? '';
    expect(body.split(themeScript), url).toHaveLength(2);
    const html = body.replace(themeScript, '');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length, url).toBeGreaterThan(3);
    const unsigned = scripts.filter(
      (tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('application/ld+json'),
    );
    await hydrated(page);
    expect(unsigned, `${url}: scripts without the nonce`).toEqual([]);
    await collect();
  }
  await visit(CARBONARA);
  const heart = page.getByRole('button', { name: en.Recipe.bookmark.add }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const cookMode = page.getByRole('switch', { name: en.Recipe.cookMode.label });
  await cookMode.click();
  await expect(cookMode).toHaveAttribute('aria-checked', 'true');
  // The grocery widget: its script, its API calls and its dialog.
  await page.getByRole('button', { name: 'Order ingredients' }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await collect();

  // A creator's own site.
  for (const url of ['/en', '/en/legal']) {
    await visit(`${CREATOR}${url}`);
    await collect();
  }
  await visit(`${CREATOR}${CARBONARA}`);
  await page.getByRole('button', { name: 'Order ingredients' }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await collect();

  expect(violations).toEqual([]);
  expect(reports).toEqual([]);
});

test('what the policy blocks is reported, and the report is taken', async ({ page }) => {
  const { collect, violations } = await watch(page);
  await page.goto('/en');
  await hydrated(page);
  const report = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/csp-report' && res.request().method() === 'POST',
  );
  // A script from another origin, as an injection would add: blocked, and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://evil.example/steal.js';
    document.body.append(script);
  });
  expect((await report).status()).toBe(204);
  await collect();
  expect(violations).toEqual([
    expect.objectContaining({
      directive: 'script-src-elem',
      blocked: 'https://evil.example/steal.js',
    }),
  ]);

  // On a personal page even injected markup's inline handler is refused (the nonce policy); the
  // cacheable policy of public pages allows inline script but no other origin.
  await page.goto('/en/account/signin');
  await hydrated(page);
  const inline = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/csp-report' && res.request().method() === 'POST',
  );
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img alt="" src="/images/no-such-picture.png" onerror="window.__injected = true">',
    ),
  );
  expect((await inline).status()).toBe(204);
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  await collect();
  expect(violations.at(-1)).toEqual(
    expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' }),
  );

  // The route takes reports only.
  const junk = await page.request.post('/api/csp-report', { data: { hello: 'world' } });
  expect(junk.status()).toBe(400);
});
