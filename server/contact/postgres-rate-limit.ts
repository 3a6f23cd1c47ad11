import { type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { type PostgresMessageStore } from './postgres-store';

/**
 * express-rate-limit's counts in PostgreSQL, so that five messages per client per window hold across every
 * replica. One row per client: a single upsert counts a hit and starts a new window when the old one is
 * over, atomically, whichever replica the request reached. (The maintained PostgreSQL stores bring their own
 * migration tool and schema; this is one table in the store's own migrations, on the store's own pool.)
 * Like the store, it needs no connection to exist: while the database is down each call rejects, and the
 * contact form answers 503 with the visitor's text (server/contact/contact-route.tsx).
 */
export class PostgresRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly prefix: string;

  constructor(
    private readonly database: Pick<PostgresMessageStore, 'query'>,
    prefix = 'contact:',
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.database.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    const row = rows[0];
    if (!row) throw new Error('rate limit: the counter was not written');
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.database.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }

  async decrement(key: string): Promise<void> {
    await this.database.query(
      'UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()',
      [this.prefix + key],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.database.query('DELETE FROM rate_limits WHERE key = $1', [this.prefix + key]);
  }

  /** Old windows are of no use: cleared with the daily retention run. */
  async sweep(): Promise<number> {
    const result = await this.database.query('DELETE FROM rate_limits WHERE reset_at <= now()');
    return result.rowCount ?? 0;
  }
}
