/** @jest-environment node */
import fc from 'fast-check';
import { normaliseLocale } from '@/core/locale';
import type { HostSite } from '@/core/sites';
import { classifyHost, normaliseHost, requestHost } from '@/core/tenant';

const config = { rootDomain: 'localhost', mainSiteName: 'www' };
const prod = { rootDomain: 'zesty.example', mainSiteName: 'www' };

describe('classifyHost', () => {
  it.each<[string, HostSite]>([
    ['localhost', { kind: 'main' }],
    ['localhost:3000', { kind: 'main' }],
    ['www.localhost:3000', { kind: 'main' }],
    ['www2.localhost', { kind: 'main' }],
    ['staging-www.localhost', { kind: 'main' }],
    ['pastapapa.localhost:3000', { kind: 'creator', slug: 'pastapapa' }],
    ['PastaPapa.LOCALHOST', { kind: 'creator', slug: 'pastapapa' }],
    ['airfryer-anna.localhost', { kind: 'creator', slug: 'airfryer-anna' }],
    ['a.b.localhost', { kind: 'other', host: 'a.b.localhost' }],
    ['example.org', { kind: 'other', host: 'example.org' }],
    ['127.0.0.1:3000', { kind: 'other', host: '127.0.0.1' }],
    ['evillocalhost', { kind: 'other', host: 'evillocalhost' }],
  ])('%s', (host, expected) => {
    expect(classifyHost(host, config)).toEqual(expected);
  });

  it.each([
    '',
    ' ',
    'pastapapa.localhost.',
    '.localhost',
    'pasta..localhost',
    'x/../y.localhost',
    'pasta%2epapa.localhost',
    'pasta%2Elocalhost',
    '-pasta.localhost',
    'pasta-.localhost',
    `${'a'.repeat(64)}.localhost`,
    'pasta_papa.localhost',
    'pasta papa.localhost',
    'pastapapa.localhost:3000:1',
    'pastapapa.localhost:abc',
    '[::1]:3000',
    'user@pastapapa.localhost',
    'pastapapa.localhost\r\nX: y',
    'pästa.localhost',
  ])('refuses the hostile host %j', (host) => {
    expect(classifyHost(host, config)).toEqual({ kind: 'invalid' });
  });

  it('works for a production root domain', () => {
    expect(classifyHost('zesty.example', prod)).toEqual({ kind: 'main' });
    expect(classifyHost('www.zesty.example', prod)).toEqual({ kind: 'main' });
    expect(classifyHost('greenkitchen.zesty.example', prod)).toEqual({
      kind: 'creator',
      slug: 'greenkitchen',
    });
    expect(classifyHost('greenkitchen.zesty.example.evil.com', prod).kind).toBe('other');
    expect(classifyHost('zesty.example.evil.com', prod).kind).toBe('other');
  });

  it('never throws, and a creator is always exactly the first label of a {slug}.root host', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.domain(),
          fc.constantFrom(null, undefined),
        ),
        (host) => {
          const result = classifyHost(host, config);
          if (result.kind === 'creator') {
            const name = normaliseHost(host)!;
            expect(name).toBe(`${result.slug}.localhost`);
            expect(result.slug).toMatch(/^[a-z0-9-]{1,63}$/);
            expect(result.slug).not.toContain('www');
          }
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('any label under the root names that creator, whatever the port or case', () => {
    const label = fc
      .stringMatching(/^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?$/)
      .filter((l) => !l.includes('www'));
    fc.assert(
      fc.property(label, fc.integer({ min: 1, max: 65535 }), fc.boolean(), (slug, port, upper) => {
        const host = `${upper ? slug.toUpperCase() : slug}.localhost:${port}`;
        expect(classifyHost(host, config)).toEqual({ kind: 'creator', slug });
      }),
    );
  });

  it('adding anything around a creator host never yields another creator', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const result = classifyHost(`${before}pastapapa.localhost${after}`, config);
        if (result.kind === 'creator')
          expect(`${before}pastapapa${after}`.toLowerCase()).toContain(result.slug);
      }),
    );
  });
});

describe('requestHost', () => {
  const headers = new Headers({
    host: 'localhost:3000',
    'x-forwarded-host': 'pastapapa.localhost, evil.example',
  });
  it('ignores X-Forwarded-Host unless the proxy is trusted', () => {
    expect(requestHost(headers, false)).toBe('localhost:3000');
    expect(requestHost(headers, true)).toBe('pastapapa.localhost');
    expect(requestHost(new Headers({ host: 'localhost' }), true)).toBe('localhost');
  });
});

describe('normaliseLocale', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['nl', 'nl'],
    ['nl-NL', 'nl'],
    ['de', 'nl'],
    ['', 'nl'],
    [undefined, 'nl'],
    [null, 'nl'],
  ])('%s → %s', (value, expected) => {
    expect(normaliseLocale(value)).toBe(expected);
  });

  it('is total: any cookie value gives en or nl', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (value) => {
        expect(['en', 'nl']).toContain(normaliseLocale(value));
      }),
    );
  });
});
