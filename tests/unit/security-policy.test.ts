/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, isPersonalPage, newNonce } from '@/core/security-policy';
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from '@/core/theme-choice';

const MAIN = path.join(process.cwd(), 'app', '[locale]', '(main)');

/** Every page under `dir` as a path after the locale (a sample value for each [param]). */
function pagesUnder(dir: string, prefix = ''): { route: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isFile()) return entry.name === 'page.tsx' ? [{ route: prefix, file: full }] : [];
    // (groups) add nothing to the path; [param]s get a sample value.
    const segment = /^\(.*\)$/.test(entry.name)
      ? ''
      : /^\[.*\]$/.test(entry.name)
        ? '/x1'
        : `/${entry.name}`;
    return pagesUnder(full, prefix + segment);
  });
}

describe('the nonce policy’s pages (issue 26)', () => {
  const pages = ['account', 'favourites', 'orders'].flatMap((top) =>
    pagesUnder(path.join(MAIN, top), `/${top}`),
  );

  it('are every personal page rendered per request, and no cached one', () => {
    expect(pages.length).toBeGreaterThan(12);
    for (const { route, file } of pages) {
      const perRequest = /export const dynamic = 'force-dynamic'/.test(
        fs.readFileSync(file, 'utf8'),
      );
      // A cached page would be served with no nonce on its scripts, which the policy refuses.
      expect([route, isPersonalPage(route)]).toEqual([route, perRequest]);
    }
  });

  it('are not a 404 under /account, nor a public page', () => {
    for (const route of [
      '/account/nope',
      '/account/creator/collections',
      '/accounts',
      '/',
      '/recipes/x',
      '/faqs',
    ])
      expect([route, isPersonalPage(route)]).toEqual([route, false]);
  });

  it('get a different 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('with a nonce, run only scripts that carry it and what they load', () => {
    const policy = contentSecurityPolicy('/widget/v1.js', 'abc');
    expect(policy).toContain(
      `script-src 'self' 'nonce-abc' ${THEME_SCRIPT_HASH} 'strict-dynamic';`,
    );
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toMatch(/unsafe/);
  });

  it('and the theme script, by the hash of exactly its text', () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
