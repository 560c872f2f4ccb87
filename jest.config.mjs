import { createRequire } from 'node:module';
import nextJest from 'next/jest.js';

const require = createRequire(import.meta.url);

const createJestConfig = nextJest({ dir: './' });

const ESM_ONLY = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'jose',
  'openid-client',
  'oauth4webapi',
  'github-slugger',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'hast-util-[^/]+',
  'unist-util-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'devlop',
  'zwitch',
  'trim-lines',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'estree-util-[^/]+',
  'vfile[^/]*',
  'ccount',
  'markdown-table',
  'longest-streak',
  'web-namespaces',
  '@ungap',
];

/** Unit and component tests (jsdom for components; node where a file asks for it). */
const base = createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/empty-module.cjs',
    // next-intl's plugin points use-intl at its precompiled-message formatter in the app's
    // bundles (next.config.ts, `precompile`); the tests format the same compiled messages,
    // through the package's own entry point for it, as the plugin resolves it.
    '^use-intl/format-message$': require.resolve('use-intl/format-message/format-only'),
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
});

const config = async () => {
  const resolved = await base();
  // next-intl and its relatives, and the Markdown utilities of the editors' pages (the unified
  // collective's), ship ES modules only: let SWC compile them for Jest.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${ESM_ONLY.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};

export default config;
