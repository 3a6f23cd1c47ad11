import { type Logger } from '#server/logger.ts';
import { type MessageStore } from './message-store';

export interface StoreHealthOptions {
  /** A result younger than this answers /readyz as it is: a flood of probes costs no write each. */
  maxAgeMs: number;
  /** How often the store is checked in the background while it works. */
  everyMs: number;
  /** How often while it does not (it cannot be opened or reached): the retry. */
  retryMs: number;
  /** How often an outage that goes on is logged again. */
  remindMs: number;
}

const defaults: StoreHealthOptions = { maxAgeMs: 2_000, everyMs: 10_000, retryMs: 2_000, remindMs: 60_000 };

/**
 * Whether a visitor's message could be saved now: the readiness the site reports on /readyz, and the one
 * place that logs an outage of the message store and its end. Pages never wait for the store; only contact
 * posts need it, and they answer 503 with the form kept while it is out (server/contact/contact-route.tsx).
 *
 * A check is the store's own small real write (`probe`), which also opens a store that could not be opened
 * before (a read-only DATA_DIR, PostgreSQL down at start-up). Checks run in the background (every `everyMs`,
 * every `retryMs` while the store is out), and /readyz answers from the latest result while it is at most
 * `maxAgeMs` old, checking (once, for every caller at the time) only when it is older.
 */
export class StoreHealth {
  private readonly options: StoreHealthOptions;
  private last: { ok: boolean; at: number } | undefined;
  private checking: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private outage: { since: number; remindedAt: number } | undefined;
  private stopped = false;

  constructor(
    private readonly store: Pick<MessageStore, 'probe'>,
    private readonly log: Logger,
    options: Partial<StoreHealthOptions> = {},
  ) {
    this.options = { ...defaults, ...options };
  }

  /** Checks now, then again and again in the background until stop(). */
  start(): void {
    const next = async () => {
      const ok = await this.check();
      if (this.stopped) return;
      this.timer = setTimeout(() => void next(), ok ? this.options.everyMs : this.options.retryMs);
      this.timer.unref();
    };
    void next();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Whether a message could be saved, from a result younger than `maxAgeMs`. */
  async ready(): Promise<boolean> {
    const last = this.last;
    if (last && Date.now() - last.at < this.options.maxAgeMs) return last.ok;
    return this.check();
  }

  /** One check at a time: callers while one runs share its result. Never rejects. */
  private check(): Promise<boolean> {
    this.checking ??= this.store.probe().then(
      () => this.record(true),
      (error: unknown) => this.record(false, error),
    );
    return this.checking;
  }

  private record(ok: boolean, error?: unknown): boolean {
    const now = Date.now();
    this.checking = undefined;
    this.last = { ok, at: now };
    if (ok && this.outage) {
      this.log.info(
        { downForSeconds: Math.round((now - this.outage.since) / 1000) },
        'the message store is available again: contact posts are saved',
      );
      this.outage = undefined;
    } else if (!ok && !this.outage) {
      this.outage = { since: now, remindedAt: now };
      this.log.error(
        { err: error, retrySeconds: this.options.retryMs / 1000 },
        'the message store is unavailable: pages are served, contact posts get 503 with the form kept; retrying',
      );
    } else if (!ok && this.outage && now - this.outage.remindedAt >= this.options.remindMs) {
      this.outage.remindedAt = now;
      this.log.error(
        { err: error, downForSeconds: Math.round((now - this.outage.since) / 1000) },
        'the message store is still unavailable; retrying',
      );
    }
    return ok;
  }
}
