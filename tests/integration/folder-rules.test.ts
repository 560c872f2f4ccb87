/**
 * The folders' arrows (docs/architecture.md, "The folders") are lint rules: each forbidden import
 * is linted as if written in the folder it would break, and must fail; each allowed one passes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((m) => /restricted/.test(m.ruleId ?? ''))
    .map((m) => m.message);
}

const refused: Array<[string, string]> = [
  ['server/probe.ts', "import { x } from '../lib/routes';"],
  ['server/routes/probe.ts', "import { x } from '@/lib/api';"],
  ['server/probe.ts', "import { x } from '../demo/seed';"],
  ['server/probe.ts', "import { x } from '../components/ui/toaster';"],
  ['widget/src/probe.ts', "import { x } from '../../lib/routes';"],
  ['widget/src/probe.ts', "import { x } from '../../core/contract/grocery';"],
  ['demo/seed/probe.ts', "import { x } from '../../lib/routes';"],
  ['demo/probe.ts', "import { x } from '@/lib/client/toast';"],
  ['core/probe.ts', "import { x } from '../lib/routes';"],
  ['core/grocery/probe.ts', "import { x } from '../../server/app';"],
  ['core/contract/probe.ts', "import { x } from '@/demo/seed';"],
  ['core/probe.ts', "import { x } from '../widget/src/api';"],
  ['lib/probe.ts', "import { x } from '../server/runtime';"],
  ['lib/api/probe.ts', "import { x } from '../../components/ui/toaster';"],
  ['components/probe.tsx', "import { x } from '@/demo/seed';"],
];

const allowed: Array<[string, string]> = [
  ['server/probe.ts', "import { x } from '../core/contract';"],
  ['widget/src/probe.ts', "import type { x } from '../../core/contract/grocery';"],
  ['widget/src/probe.ts', "import { x } from '../../core/grocery/stores';"],
  ['demo/seed/probe.ts', "import { x } from '../../core/ingredients';"],
  ['core/grocery/probe.ts', "import { x } from '../ingredients';"],
  ['lib/probe.ts', "import { x } from '@/core/tenant';"],
  ['components/probe.tsx', "import { x } from '@/lib/routes';"],
];

for (const [file, line] of refused)
  test(`lint refuses, in ${file}: ${line}`, async () => {
    assert.notDeepEqual(await problems(file, line), [], 'no rule refused it');
  });

for (const [file, line] of allowed)
  test(`lint allows, in ${file}: ${line}`, async () => {
    assert.deepEqual(await problems(file, line), []);
  });
