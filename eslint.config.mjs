import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
      // The grocery widget's build output (scripts/build-widget.ts).
      'public/widget/**',
    ],
  },
  {
    // A lookup table keyed by any string is a Map, never a module-level Record<string, …>
    // object: an object answers `constructor`, `toString` and `__proto__` from its prototype,
    // and search words and ingredient lines reach these tables (issue 26: `s=constructor` was a
    // 500). A Record keyed by a closed union (Record<Locale, …>) stays an object. Product code
    // only: the demo's, the scripts' and the tests' tables never see a request.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.ts',
      'core/**/*.ts',
      'server/**/*.ts',
      'widget/**/*.ts',
      'middleware.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.typeAnnotation.typeAnnotation.typeName.name='Record'][id.typeAnnotation.typeAnnotation.typeArguments.params.0.type='TSStringKeyword']",
          message:
            'A table keyed by any string is a ReadonlyMap (new Map(Object.entries({…}))): a plain object answers prototype keys such as "constructor".',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The folders and their arrows (docs/architecture.md, "The folders"): app → components →
    // lib → core; server → core; widget → core (types, and the zod-free store table and events);
    // demo → core. core/ imports nothing of the project's other folders.
    files: ['**/*.{ts,tsx,mjs}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './core',
              from: './',
              except: ['./core', './node_modules'],
              message: 'core/ is what every side shares: it imports nothing of the other folders.',
            },
            {
              target: ['./server', './widget', './demo'],
              from: ['./lib', './app', './components'],
              message: 'server/, widget/ and demo/ import only core/ (lib/ is the web app’s own).',
            },
            {
              target: './server',
              from: './demo',
              message:
                'The seeder is handed to the server at start-up (instrumentation.ts), never imported.',
            },
            {
              target: ['./lib', './components', './app', './middleware.ts'],
              from: ['./server', './demo', './widget'],
              message: 'The web app reaches the API through lib/api and core/embedded-api only.',
            },
            {
              target: ['./lib', './core'],
              from: ['./app', './components'],
              message: 'Arrows point down: app → components → lib → core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The front end reaches the upstream API only through lib/api (the one data door).
    files: ['app/**', 'components/**', 'lib/**', 'core/**', 'middleware.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '@/server', '**/server/*'],
              message: 'Use lib/api: the front end never imports server/ internals.',
            },
            {
              group: ['@/demo/*', '@/demo', '**/demo/*'],
              message: 'Demo content is for seeding only: the front end never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser-side Zod comes through core/zod.ts, which sets `jitless` before any schema is built
    // (the Content-Security-Policy forbids the eval Zod would otherwise probe for).
    files: ['app/**', 'components/**', 'lib/**', 'core/**', 'middleware.ts'],
    ignores: ['core/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from core/zod (Zod without eval in the browser), not from 'zod'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The grocery widget is its own small bundle for any web page (25 kB gzip at most): plain
    // DOM; of the project, its own modules, core/grocery's zod-free store table and events,
    // core/kitchen/menu's menu link (dependency-free), and the contract's types (type-only
    // imports add no bytes).
    files: ['widget/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'next',
                'next/*',
                'zod',
                'zod/*',
                'swr',
                'sonner',
              ],
              message: 'The widget is plain DOM: no framework or schema library in its bundle.',
            },
            {
              regex:
                '^(?!\\.\\.?/(?!\\.\\./)|\\.\\./\\.\\./core/grocery/(stores|events)$|\\.\\./\\.\\./core/kitchen/menu$)',
              allowTypeImports: true,
              message:
                'The widget imports values only from its own modules, core/grocery/{stores,events} and core/kitchen/menu; other core/ modules type-only.',
            },
            {
              regex: '^(?!\\.\\.?/(?!\\.\\./)|\\.\\./\\.\\./core/)',
              message: 'The widget imports only its own modules and core/.',
            },
          ],
        },
      ],
    },
  },
];
export default config;
