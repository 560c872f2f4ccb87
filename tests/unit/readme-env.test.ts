/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every environment variable the code reads is in the README's configuration table: read through
 * `process.env.NAME` (or `['NAME']`), destructured from `process.env`, an upper-case key of an object
 * (a zod schema of the environment) in a file that reads `process.env`, or `${NAME…}` in the shell scripts.
 */
const root = process.cwd();

/** Set by Node.js, Next.js or the CI platform: not Zesty's configuration. */
const PLATFORM = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'CI']);

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|sh)$/.test(f) || f === '.ci/run')
    .filter((f) => !f.startsWith('tests/') || f.startsWith('tests/e2e/accounts-env'))
    .filter((f) => fs.existsSync(path.join(root, f)));
}

export function variablesRead(text: string, shell: boolean): Set<string> {
  const found = new Set<string>();
  const add = (name: string | undefined) => name && found.add(name);
  if (shell) {
    for (const m of text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) add(m[1]);
    return found;
  }
  for (const m of text.matchAll(/process\.env(?:\.|\[\s*['"])([A-Z][A-Z0-9_]*)/g)) add(m[1]);
  for (const m of text.matchAll(/\{([^}]*)\}\s*=\s*process\.env\b/g))
    for (const k of m[1]!.matchAll(/\b([A-Z][A-Z0-9_]*)\b/g)) add(k[1]);
  // zod schemas of the environment: upper-case object keys in a file that reads process.env.
  if (/process\.env\b/.test(text))
    for (const m of text.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) add(m[1]);
  return found;
}

describe('the README names every environment variable the code reads', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const documented = new Set([...readme.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
  const read = new Map<string, string>();
  for (const file of trackedFiles()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const name of variablesRead(text, /\.sh$|^\.ci\//.test(file)))
      if (!read.has(name)) read.set(name, file);
  }

  it('finds the variables it should (the scan itself works)', () => {
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'HOSTNAME', 'KEEP_ALIVE_TIMEOUT', 'E2E_PORT'])
      expect(read.has(name)).toBe(true);
    expect(variablesRead('const { A_B, C } = process.env;', false)).toEqual(new Set(['A_B', 'C']));
    expect(variablesRead('x=${FOO_BAR:-1} $lower', true)).toEqual(new Set(['FOO_BAR']));
  });

  it.each([...read.keys()].filter((n) => !PLATFORM.has(n)).sort())('%s', (name) => {
    expect({ name, in: read.get(name), documented: documented.has(name) }).toEqual({
      name,
      in: read.get(name),
      documented: true,
    });
  });
});
