/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';

/** next.config.ts as a build with `env` would read it. */
function configWith(env: Record<string, string | undefined>): NextConfig {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = (require('../../next.config') as { default: NextConfig }).default;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
}

describe('test-only routes (the fault switch, the static bench page)', () => {
  it('are built only when ZESTY_TEST_BUILD=1 asks for them', () => {
    const production = configWith({ ZESTY_TEST_BUILD: undefined }).pageExtensions ?? [];
    expect(production).not.toContain('test-only.ts');
    expect(production).not.toContain('test-only.tsx');
    const test = configWith({ ZESTY_TEST_BUILD: '1' }).pageExtensions ?? [];
    expect(test).toEqual(expect.arrayContaining(['tsx', 'ts', 'test-only.tsx', 'test-only.ts']));
  });

  it('are exactly the files of app/api/test and the bench group, all named *.test-only.*', () => {
    const app = path.join(process.cwd(), 'app');
    const testOnly = filesUnder(app)
      .filter((f) => /\.test-only\.tsx?$/.test(f))
      .map((f) => path.relative(app, f));
    expect(testOnly.sort()).toEqual(
      [
        '[locale]/(bench)/bench/static/page.test-only.tsx',
        'api/test/faults/route.test-only.ts',
      ].sort(),
    );
    for (const dir of ['api/test', '[locale]/(bench)']) {
      for (const file of filesUnder(path.join(app, dir)))
        expect(path.relative(app, file)).toMatch(/\.test-only\.tsx?$/);
    }
  });
});
