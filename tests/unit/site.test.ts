/** @jest-environment node */
import type * as Site from '@/core/site';

/** A fresh core/site per case: siteConfig() reads the environment once per process. */
function withEnv(env: Record<string, string | undefined>): typeof Site {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    let site: typeof Site | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      site = require('@/core/site') as typeof Site;
      site.siteConfig();
    });
    return site!;
  } finally {
    process.env = saved;
  }
}

describe('the public origin', () => {
  it('follows PORT when SITE_URL is not set: canonical URLs and creator sites', () => {
    const site = withEnv({ SITE_URL: undefined, PORT: '4123' });
    expect(site.originFor({ kind: 'main' })).toBe('http://localhost:4123');
    expect(site.originFor({ kind: 'creator', slug: 'pastapapa' })).toBe(
      'http://pastapapa.localhost:4123',
    );
  });
  it('is localhost:3000 without either, or with a PORT that is no port', () => {
    expect(withEnv({ SITE_URL: undefined, PORT: undefined }).originFor({ kind: 'main' })).toBe(
      'http://localhost:3000',
    );
    expect(withEnv({ SITE_URL: undefined, PORT: 'http' }).originFor({ kind: 'main' })).toBe(
      'http://localhost:3000',
    );
  });
  it('SITE_URL wins over PORT', () => {
    const site = withEnv({
      SITE_URL: 'https://zesty.example',
      ROOT_DOMAIN: 'zesty.example',
      PORT: '4123',
    });
    expect(site.originFor({ kind: 'main' })).toBe('https://zesty.example');
    expect(site.originFor({ kind: 'creator', slug: 'spicewok' })).toBe(
      'https://spicewok.zesty.example',
    );
  });
});
