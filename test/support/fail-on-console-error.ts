import { serverErrors } from './server-errors';

/**
 * An unexpected console.error or console.warn (a React warning, a hydration mismatch, a logged failure, a
 * library's deprecation) fails the test, and so does an error the site logged. A test that expects one
 * replaces the console method with its own spy, or gives the site a logger of its own.
 */
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      original[level](...args);
      throw new Error(`Unexpected console.${level}: ${args.map(String).join(' ')}`);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  const logged = serverErrors.splice(0);
  if (logged.length > 0) throw new Error(`The site logged an error during the test:\n${logged.join('')}`);
});
