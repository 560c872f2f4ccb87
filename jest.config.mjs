import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests (jsdom for components; node where a file asks for it). */
const base = createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/empty-module.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
});

export default async () => {
  const config = await base();
  // next-intl and its relatives ship ES modules only: let SWC compile them for Jest.
  config.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|icu-minify|@formatjs|intl-messageformat)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return config;
};
