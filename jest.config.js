import { readFileSync } from 'node:fs';

/** Jest: TypeScript through SWC (fast, maintained), node environment unless a test file asks for jsdom. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const shared = {
  // Node's, with jsdom loaded once per worker for the page reader (test/support/node-environment.ts).
  testEnvironment: '<rootDir>/test/support/node-environment.ts',
  rootDir: import.meta.dirname,
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  // ESM-only dependencies are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(marked|feed|ical\\.js|@plausible-analytics/tracker|web-vitals)/)'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  // Every suite: a console error fails it. The islands (test/support/load-islands.ts, loaded with the test
  // site) and jest-dom's matchers (test/support/jest-dom.ts) are imported by the suites that use them.
  setupFilesAfterEnv: ['<rootDir>/test/support/fail-on-console-error.ts'],
  testTimeout: 20000,
};

// The fast tier is a list, not an exclusion: a new suite runs in `npm test` until someone puts it here, and
// test/test-tiers.test.ts refuses one that starts a process, a database, Java or Caddy, or walks every page of
// the site. The whole-site audits are named, each with its reason, in test/audit-suites.json.
const unitSuites = JSON.parse(readFileSync(new URL('./test/unit-suites.json', import.meta.url), 'utf8'));
const escaped = unitSuites.map((name) => name.replaceAll('.', '\\.'));

/** The fast tier alone: `npm run test:unit` (jest.unit.config.js). */
export const unit = { ...shared, displayName: 'unit', testMatch: unitSuites.map((name) => `<rootDir>/test/${name}`) };

/** `npm test`: both tiers, so the CI and the README's promise cover every suite. */
export default {
  testTimeout: 20000,
  projects: [
    unit,
    {
      ...shared,
      displayName: 'system',
      testMatch: ['<rootDir>/test/*.test.ts', '<rootDir>/test/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', `/test/(${escaped.join('|')})$`],
    },
  ],
};
