import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import * as z from 'zod/mini';
import { type ContactMessage } from '#shared/contact-schema.ts';
import { type Lang } from '#shared/languages.ts';
import { type MessageStore, type StoredMessage } from './message-store';
import { type MessageRow, newMessageColumns, newMessageValues, toMessage } from './message-row';

type Row = MessageRow<number, string>;

/**
 * Schema migrations, applied in order; PRAGMA user_version records how many ran. A step that cannot run in a
 * transaction (VACUUM) is a function.
 */
export const migrations: Array<string | ((db: Database.Database) => void)> = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     lang TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     company TEXT,
     message TEXT NOT NULL,
     user_agent TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'new',
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT,
     sent_at TEXT,
     last_error TEXT
   )`,
  `CREATE INDEX messages_due ON messages (status, next_attempt_at)`,
  `CREATE TABLE readiness (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL)`,
  `CREATE INDEX messages_created ON messages (created_at)`,
  `ALTER TABLE messages ADD COLUMN claim_token TEXT`,
  // A file written before secure_delete was on keeps erased and rewritten rows in its free space: rebuilt
  // once from what it holds now, then cleared from the WAL.
  (db) => {
    db.exec('VACUUM');
    checkpoint(db);
  },
  `ALTER TABLE messages ADD COLUMN topic TEXT;
   ALTER TABLE messages ADD COLUMN call_time TEXT`,
];

function migrate(db: Database.Database): void {
  const version = Number(db.pragma('user_version', { simple: true }));
  for (const [index, step] of migrations.entries()) {
    if (index < version) continue;
    if (typeof step === 'function') {
      step(db);
      db.pragma(`user_version = ${index + 1}`);
      continue;
    }
    db.transaction(() => {
      db.exec(step);
      db.pragma(`user_version = ${index + 1}`);
    })();
  }
}

const checkpointResult = z.array(z.object({ busy: z.number() }));

/**
 * Copies the WAL into the database file and empties it. The WAL still holds every page as it was written,
 * deleted rows included, until then. Throws when a reader kept it from finishing (after the busy timeout).
 */
function checkpoint(db: Database.Database): void {
  const [result] = checkpointResult.parse(db.pragma('wal_checkpoint(TRUNCATE)'));
  if (result?.busy !== 0)
    throw new Error(
      'the rows are erased, but another connection kept the WAL from being emptied: it still holds their text until the next erase',
    );
}

/**
 * Contact messages in SQLite (DATA_DIR/messages.sqlite). WAL with synchronous=FULL: a message is on disk
 * when save() resolves, before the visitor is told it arrived.
 *
 * The file is opened on first use, not in the constructor, and again on the next use after a failed open: a
 * server whose DATA_DIR cannot be written yet (a read-only or missing volume) starts and serves its pages,
 * and its store works from the first call after the folder can be written (server/contact/store-health.ts).
 */
export class SqliteMessageStore implements MessageStore {
  private opened: Database.Database | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly options: { busyTimeoutMs?: number } = {},
  ) {}

  /** The open database; throws (and so each method rejects) while it cannot be opened. */
  private get db(): Database.Database {
    this.opened ??= this.open();
    return this.opened;
  }

  private open(): Database.Database {
    mkdirSync(this.dataDir, { recursive: true });
    // The wait for a lock applies from the first statement: switching to WAL waits too.
    const db = new Database(path.join(this.dataDir, 'messages.sqlite'), {
      timeout: this.options.busyTimeoutMs ?? 5000,
    });
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      // Erased means erased: what a delete frees (in a page, on the free list, on overflow pages) is
      // overwritten with zeros, not left readable in the file. A per-connection setting, so set on every open.
      db.pragma('secure_delete = ON');
      migrate(db);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  }

  async save(lang: Lang, message: ContactMessage, userAgent: string, now = new Date()): Promise<number> {
    const result = this.db
      .prepare(`INSERT INTO messages (${newMessageColumns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(now.toISOString(), ...newMessageValues(lang, message, userAgent), now.toISOString());
    return Number(result.lastInsertRowid);
  }

  async list(): Promise<StoredMessage[]> {
    return this.db.prepare<[], Row>('SELECT * FROM messages ORDER BY id').all().map(toMessage);
  }

  async claimDue(now: Date, leaseMs: number, limit = 20): Promise<StoredMessage[]> {
    // One statement: SQLite has a single writer, so no two claims can take the same row.
    return this.db
      .prepare<[string, string, string, number], Row>(
        `UPDATE messages SET attempts = attempts + 1, next_attempt_at = ?, claim_token = ?
         WHERE id IN (SELECT id FROM messages WHERE status = 'new' AND next_attempt_at <= ? ORDER BY id LIMIT ?)
         RETURNING *`,
      )
      .all(new Date(now.getTime() + leaseMs).toISOString(), randomUUID(), now.toISOString(), limit)
      .map(toMessage)
      .sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, now = new Date()): Promise<void> {
    this.db
      .prepare(`UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL, claim_token = NULL WHERE id = ?`)
      .run(now.toISOString(), id);
  }

  async markFailed(id: number, claim: string, error: string, retryAt: Date | null): Promise<void> {
    this.db
      .prepare(
        `UPDATE messages SET status = ?, last_error = ?, next_attempt_at = ?, claim_token = NULL WHERE id = ? AND claim_token = ? AND status = 'new'`,
      )
      .run(retryAt ? 'new' : 'failed', error.slice(0, 500), retryAt?.toISOString() ?? null, id, claim);
  }

  /** Erases: the rows are zeroed in the file (secure_delete) and the WAL that held them is emptied. */
  async delete(id: number): Promise<boolean> {
    const changes = this.db.prepare('DELETE FROM messages WHERE id = ?').run(id).changes;
    // Even when there was no such row: an erase the WAL could not be emptied after is completed by the next.
    checkpoint(this.db);
    return changes > 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const changes = this.db.prepare('DELETE FROM messages WHERE created_at < ?').run(cutoff.toISOString()).changes;
    checkpoint(this.db);
    return changes;
  }

  async probe(): Promise<void> {
    this.db.prepare('INSERT OR REPLACE INTO readiness (id, checked_at) VALUES (1, ?)').run(new Date().toISOString());
  }

  async close(): Promise<void> {
    this.opened?.close();
    this.opened = undefined;
  }
}
