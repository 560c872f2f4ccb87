import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests (jsdom for components; node where a file asks for it). */
export default createJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/unit/empty-module.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
});
