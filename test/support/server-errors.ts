import { Writable } from 'node:stream';
import pino from 'pino';

/**
 * What the site logs at error level while a test runs: the test support's logger writes here, and every
 * test fails when something landed (test/support/fail-on-console-error.ts). A test that expects a logged
 * failure gives the site a logger of its own.
 */
export const serverErrors: string[] = [];

export function testLogger(): pino.Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      serverErrors.push(chunk.toString());
      done();
    },
  });
  return pino({ level: 'error', base: undefined }, sink);
}
