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
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The front end reaches the upstream API only through lib/api (the one data door).
    files: ['app/**', 'components/**', 'lib/**', 'middleware.ts'],
    ignores: ['lib/api/transport.ts'],
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
    // The grocery widget is its own small bundle for any web page (25 kB gzip at most): plain
    // DOM, and of the project only lib/grocery's zod-free modules.
    files: ['widget/**'],
    rules: {
      'no-restricted-imports': [
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
              regex: '^(?!\\.\\.?/(?!\\.\\./)|\\.\\./\\.\\./lib/grocery/(stores|events)$)',
              message: 'The widget imports only its own modules and lib/grocery/{stores,events}.',
            },
          ],
        },
      ],
    },
  },
];
export default config;
