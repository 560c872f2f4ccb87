/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8')) as {
    version?: string;
    dependencies?: Record<string, string>;
    overrides?: Record<string, string>;
  };

describe('next-intl and its relatives move together (README, "Run it")', () => {
  const manifest = read('package.json');
  const pinned = manifest.dependencies?.['next-intl'];
  const family = ['use-intl', 'icu-minify', 'next-intl-swc-plugin-extractor'];

  it('pins next-intl to one exact version and overrides its relatives to the same', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    for (const name of family) expect(manifest.overrides?.[name]).toBe(pinned);
  });

  it('has exactly that version of all four installed', () => {
    for (const name of ['next-intl', ...family])
      expect({ name, version: read(`node_modules/${name}/package.json`).version }).toEqual({
        name,
        version: pinned,
      });
  });
});
