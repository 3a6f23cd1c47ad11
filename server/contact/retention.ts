import { type Logger } from '#server/logger.ts';
import { type MessageStore } from './message-store';

/** How long contact messages are kept: the privacy page promises "up to 24 months". */
export const retentionMonths = 24;

const day = 24 * 60 * 60 * 1000;

/** The oldest a message may be at `now`: received before this, it is erased. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  return cutoff;
}

/**
 * Erases messages past the retention period (and rate-limit windows that are over) now and then once a day;
 * never throws. Returns a stop function.
 */
export function schedulePurge(
  store: MessageStore,
  log: Logger,
  rateLimits?: { sweep(): Promise<number> },
  everyMs = day,
): () => void {
  const purge = async () => {
    try {
      const erased = await store.purgeBefore(retentionCutoff(new Date()));
      if (erased > 0) log.info({ erased, retentionMonths }, 'erased contact messages past the retention period');
      await rateLimits?.sweep();
    } catch (error) {
      log.error({ err: error }, 'could not erase old contact messages; will try again tomorrow');
    }
  };
  void purge();
  const timer = setInterval(() => void purge(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
