/** Jest: TypeScript through SWC (fast, maintained), node environment unless a test file asks for jsdom. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // ESM-only dependencies are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(marked|feed|ical\\.js|@plausible-analytics/tracker|web-vitals)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  setupFilesAfterEnv: [
    '<rootDir>/test/support/fail-on-console-error.ts',
    '<rootDir>/test/support/jest-dom.ts',
    '<rootDir>/test/support/load-islands.ts',
  ],
  testTimeout: 20000,
};
