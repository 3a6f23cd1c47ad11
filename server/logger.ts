import pino, { type Logger } from 'pino';
import { type Config } from './config';

export type { Logger };

/** A logger writing JSON lines to stdout as each is logged: for tests and command-line tools. */
export function createLogger(level: Config['logLevel']): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}

/**
 * The server's logger. Lines are gathered and written to stdout 4 KB at a time (and at least every second),
 * off the request's path: a synchronous write per request line cost cached pages up to a third of their rate
 * (docs/decisions/003-fast-path.md). What is still held is written by `flushLogs()` at the end of a graceful
 * shutdown and, on any exit, by pino's exit hook, so no line is lost on SIGTERM.
 */
export function createServerLogger(level: Config['logLevel']): Logger {
  const log = pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  );
  // A quiet server's last lines wait at most this long.
  setInterval(() => log.flush(), 1000).unref();
  return log;
}

/** Writes out what the logger still holds. */
export function flushLogs(log: Logger): Promise<void> {
  return new Promise((resolve) => log.flush(() => resolve()));
}
