import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { type ContactMessage } from '#shared/contact-schema.ts';
import { type Lang } from '#shared/languages.ts';
import { type MessageStore, type StoredMessage } from './message-store';
import { type MessageRow, newMessageColumns, newMessageValues, toMessage } from './message-row';

type Row = MessageRow<string, Date>;

/** Schema versions, applied in order under an advisory lock; schema_migrations records which ran. */
export const migrations = [
  `CREATE TABLE messages (
     id BIGSERIAL PRIMARY KEY,
     created_at TIMESTAMPTZ NOT NULL,
     lang TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     company TEXT,
     message TEXT NOT NULL,
     user_agent TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'new',
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TIMESTAMPTZ,
     sent_at TIMESTAMPTZ,
     last_error TEXT,
     claim_token UUID
   );
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE INDEX messages_created ON messages (created_at);
   CREATE TABLE readiness (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TIMESTAMPTZ NOT NULL);
   CREATE TABLE rate_limits (key TEXT PRIMARY KEY, hits INTEGER NOT NULL, reset_at TIMESTAMPTZ NOT NULL);`,
  `ALTER TABLE messages ADD COLUMN topic TEXT, ADD COLUMN call_time TEXT;`,
];

/** Any number: two replicas starting at once take turns on it, so each migration runs exactly once. */
const migrationLock = 7_310_450_221;

/**
 * How long a connection or a query may wait for the database. One that stops answering without closing its
 * connections (hung, or a network that drops packets) would otherwise hold a visitor's post until the request
 * times out and /readyz forever: past this the call rejects, the post is given back with 503, and the
 * connection is dropped from the pool.
 */
const waitMs = 5_000;

/**
 * Contact messages in PostgreSQL (DATABASE_URL), for several replicas sharing one store. A message is
 * committed when save() resolves. Relays on different replicas claim due messages with
 * FOR UPDATE SKIP LOCKED, so no two take the same one, and a claim's lease lets another replica take over a
 * message whose relay died mid-send.
 *
 * Nothing here needs the database to be up to exist: the pool connects on demand (and reconnects after an
 * outage by itself), and the schema is migrated before the first query that reaches the database. A server
 * started while PostgreSQL is down serves its pages; each call rejects until the database answers
 * (server/contact/store-health.ts retries and reports).
 */
export class PostgresMessageStore implements MessageStore {
  private migrated: Promise<void> | undefined;

  private constructor(private readonly pool: pg.Pool) {}

  /** The store, without connecting (TLS and other settings come with the URL: ?sslmode=verify-full&sslrootcert=…). */
  static async create(url: string, options: { max?: number } = {}): Promise<PostgresMessageStore> {
    // Loaded here, not at start-up: a server on SQLite never pays for the PostgreSQL client.
    const { default: postgres } = await import('pg');
    const pool = new postgres.Pool({
      connectionString: url,
      max: options.max ?? 10,
      connectionTimeoutMillis: waitMs,
      query_timeout: waitMs,
    });
    // An idle client that loses its connection reports here; the pool drops it and opens another.
    pool.on('error', () => undefined);
    return new PostgresMessageStore(pool);
  }

  /** The store, connected and migrated: rejects when the database cannot be reached (commands, tests). */
  static async open(url: string, options: { max?: number } = {}): Promise<PostgresMessageStore> {
    const store = await PostgresMessageStore.create(url, options);
    try {
      await store.ready();
    } catch (error) {
      await store.close();
      throw error;
    }
    return store;
  }

  /** Migrates once; a failed attempt (the database is down) is tried again by the next call. */
  private ready(): Promise<void> {
    this.migrated ??= this.migrate().catch((error: unknown) => {
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  /** A query on the migrated schema (the rate-limit counts share the store's database and pool). */
  async query<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<pg.QueryResult<R>> {
    await this.ready();
    return this.pool.query<R>(sql, values);
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      const { rows } = await client.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM schema_migrations',
      );
      const applied = rows[0]?.version ?? 0;
      for (const [index, sql] of migrations.entries()) {
        if (index < applied) continue;
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
      }
      await client.query('COMMIT');
    } catch (error) {
      // Closed, not back to the pool: after a timeout its query may still be under way. Closing the
      // connection rolls the transaction back (a ROLLBACK would queue behind that query).
      client.release(true);
      throw error;
    }
    client.release();
  }

  async save(lang: Lang, message: ContactMessage, userAgent: string, now = new Date()): Promise<number> {
    const { rows } = await this.query<{ id: string }>(
      `INSERT INTO messages (${newMessageColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $1) RETURNING id`,
      [now, ...newMessageValues(lang, message, userAgent)],
    );
    return Number(rows[0]?.id);
  }

  /**
   * Copies messages from another store (a move from SQLite), keeping their dates, states and attempts, so
   * nothing already emailed is emailed again. A message already here (same time, sender and text) is
   * skipped, so an interrupted move can simply be run again. Returns how many were added.
   */
  async importMessages(messages: StoredMessage[]): Promise<number> {
    let added = 0;
    for (const m of messages) {
      const result = await this.query(
        `INSERT INTO messages (created_at, lang, name, email, phone, company, message, user_agent, status, attempts, next_attempt_at, sent_at, last_error, topic, call_time)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15
         WHERE NOT EXISTS (SELECT 1 FROM messages WHERE created_at = $1 AND email = $4 AND message = $7)`,
        [
          m.createdAt,
          m.lang,
          m.name,
          m.email,
          m.phone ?? null,
          m.company ?? null,
          m.message,
          m.userAgent,
          m.status,
          m.attempts,
          m.status === 'new' ? m.createdAt : null,
          m.status === 'sent' ? m.createdAt : null,
          m.lastError ?? null,
          m.topic ?? null,
          m.callTime ?? null,
        ],
      );
      added += result.rowCount ?? 0;
    }
    return added;
  }

  async list(): Promise<StoredMessage[]> {
    const { rows } = await this.query<Row>('SELECT * FROM messages ORDER BY id');
    return rows.map(toMessage);
  }

  async claimDue(now: Date, leaseMs: number, limit = 20): Promise<StoredMessage[]> {
    const { rows } = await this.query<Row>(
      `UPDATE messages SET attempts = attempts + 1, next_attempt_at = $1, claim_token = $2
       WHERE id IN (
         SELECT id FROM messages WHERE status = 'new' AND next_attempt_at <= $3 ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [new Date(now.getTime() + leaseMs), randomUUID(), now, limit],
    );
    return rows.map(toMessage).sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, now = new Date()): Promise<void> {
    await this.query(
      `UPDATE messages SET status = 'sent', sent_at = $1, last_error = NULL, claim_token = NULL WHERE id = $2`,
      [now, id],
    );
  }

  async markFailed(id: number, claim: string, error: string, retryAt: Date | null): Promise<void> {
    await this.query(
      `UPDATE messages SET status = $1, last_error = $2, next_attempt_at = $3, claim_token = NULL
       WHERE id = $4 AND claim_token::text = $5 AND status = 'new'`,
      [retryAt ? 'new' : 'failed', error.slice(0, 500), retryAt, id, claim],
    );
  }

  /** Erases: the row is deleted and the table rewritten without it (below). */
  async delete(id: number): Promise<boolean> {
    const result = await this.query('DELETE FROM messages WHERE id = $1', [id]);
    // Even when there was no such row: an erase whose rewrite failed is completed by the next.
    await this.rewrite();
    return (result.rowCount ?? 0) > 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const result = await this.query('DELETE FROM messages WHERE created_at < $1', [cutoff]);
    await this.rewrite();
    return result.rowCount ?? 0;
  }

  /**
   * A DELETE only marks rows dead, and VACUUM only marks their space free: the text stays in the table's
   * pages until new rows happen to overwrite it. VACUUM FULL writes the live rows (and their TOAST) into new
   * files and truncates the old ones, so the table's files no longer hold an erased message. It locks the
   * table while it copies, a few milliseconds for the few thousand rows two years of enquiries make, and
   * saves wait meanwhile; it gives up after 3 s rather than queue every save behind a session that holds
   * the table (sooner than a query's `waitMs`, so the database gives up before this side stops waiting). What
   * it does not reach (the WAL, backups): docs/decisions/009-erasure.md.
   */
  private async rewrite(): Promise<void> {
    await this.ready();
    const client = await this.pool.connect();
    try {
      await client.query(`SET lock_timeout = '3s'`);
      await client.query('VACUUM FULL messages');
      await client.query('RESET lock_timeout');
    } catch (error) {
      // Not back to the pool with its setting, or with a query still under way after a timeout.
      client.release(true);
      throw error;
    }
    client.release();
  }

  async probe(): Promise<void> {
    await this.query(
      'INSERT INTO readiness (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()',
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
