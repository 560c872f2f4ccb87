/** @jest-environment node */
/**
 * `npm audit` cannot reach an advisory database here, so known-vulnerable releases are kept out
 * by minimum versions of what is actually installed.
 */
import fs from 'node:fs';
import path from 'node:path';

const FLOORS: Record<string, string> = {
  next: '16.3.8',
  react: '19.2.8',
  'react-dom': '19.2.8',
  'js-cookie': '3.0.7',
  sharp: '0.35.5',
};

/** The React that Next bundles for the App Router (next/dist/compiled), which serves our pages. */
function bundledReact(name: 'react' | 'react-dom'): string | undefined {
  const file = path.join(
    process.cwd(),
    'node_modules/next/dist/compiled',
    name,
    'cjs',
    `${name}.production.js`,
  );
  if (!fs.existsSync(file)) return undefined;
  return /"(19\.\d+\.\d+[^"]*)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

function installed(name: string): string | undefined {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

function dependencies(): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

function atLeast(version: string, floor: string): boolean {
  const a = version.split(/[.-]/).slice(0, 3).map(Number);
  const b = floor.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

describe('security floors', () => {
  it('compares versions numerically', () => {
    expect(atLeast('16.10.0', '16.3.8')).toBe(true);
    expect(atLeast('16.3.7', '16.3.8')).toBe(false);
    expect(atLeast('19.2.8', '19.2.8')).toBe(true);
  });

  for (const [name, floor] of Object.entries(FLOORS)) {
    it(`${name} is at least ${floor} (when installed)`, () => {
      const version = installed(name);
      // js-cookie is the design card's cookie library; until the browser's cookies move to it
      // (issue 13) it is not installed, and then there is nothing vulnerable of it either.
      if (name === 'js-cookie' && !('js-cookie' in dependencies())) return;
      expect(version).toBeDefined();
      expect(atLeast(version!, floor)).toBe(true);
    });
  }

  it.each(['react', 'react-dom'] as const)(
    "the %s that Next bundles for the App Router is at least React's floor",
    (name) => {
      const version = bundledReact(name);
      expect(version).toBeDefined();
      expect(`${name} ${version}: ${atLeast(version!, FLOORS[name]!)}`).toBe(
        `${name} ${version}: true`,
      );
    },
  );

  it('every dependency in the lock file meets its floor, wherever it is nested', () => {
    const lock = JSON.parse(
      fs.readFileSync(path.join(process.cwd(), 'package-lock.json'), 'utf8'),
    ) as {
      packages: Record<string, { version?: string }>;
    };
    for (const [key, entry] of Object.entries(lock.packages)) {
      const name = key.replace(/^.*node_modules\//, '');
      const floor = FLOORS[name];
      if (floor && entry.version)
        expect(`${name}@${entry.version}: ${atLeast(entry.version, floor)}`).toBe(
          `${name}@${entry.version}: true`,
        );
    }
  });
});
