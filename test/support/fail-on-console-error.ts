/**
 * An unexpected console.error (a React warning, a hydration mismatch, a logged failure) fails the test.
 * A test that expects one replaces console.error with its own spy.
 */
const original = console.error;

beforeEach(() => {
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`Unexpected console.error: ${args.map(String).join(' ')}`);
  };
});

afterEach(() => {
  console.error = original;
});
