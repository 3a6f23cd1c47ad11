import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type ContactMessage } from '../../shared/contact-schema';
import { type Lang } from '../../shared/languages';

export interface StoredMessage extends ContactMessage {
  id: number;
  createdAt: string;
  lang: Lang;
  userAgent: string;
  status: 'new' | 'sent';
  attempts: number;
}

interface Row {
  id: number;
  created_at: string;
  lang: Lang;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  user_agent: string;
  status: 'new' | 'sent';
  attempts: number;
}

/** Schema migrations, applied in order; PRAGMA user_version records how many ran. */
const migrations = [
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
];

function toMessage(row: Row): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    lang: row.lang,
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    company: row.company ?? undefined,
    message: row.message,
    userAgent: row.user_agent,
    status: row.status,
    attempts: row.attempts,
  };
}

/**
 * Contact messages in SQLite (DATA_DIR/messages.sqlite). WAL with synchronous=FULL: a message is on disk
 * when save() returns, before the visitor is told it arrived.
 */
export class MessageStore {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, 'messages.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
  }

  private migrate(): void {
    const version = Number(this.db.pragma('user_version', { simple: true }));
    for (const [index, sql] of migrations.entries()) {
      if (index < version) continue;
      this.db.transaction(() => {
        this.db.exec(sql);
        this.db.pragma(`user_version = ${index + 1}`);
      })();
    }
  }

  save(lang: Lang, message: ContactMessage, userAgent: string, now = new Date()): number {
    const result = this.db
      .prepare(
        `INSERT INTO messages (created_at, lang, name, email, phone, company, message, user_agent, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(now.toISOString(), lang, message.name, message.email, message.phone || null, message.company || null, message.message, userAgent, now.toISOString());
    return Number(result.lastInsertRowid);
  }

  all(): StoredMessage[] {
    return this.db.prepare<[], Row>('SELECT * FROM messages ORDER BY id').all().map(toMessage);
  }

  /** Messages waiting for the email relay whose next attempt is due. */
  due(now = new Date(), limit = 20): StoredMessage[] {
    return this.db
      .prepare<[string, number], Row>(`SELECT * FROM messages WHERE status = 'new' AND next_attempt_at <= ? ORDER BY id LIMIT ?`)
      .all(now.toISOString(), limit)
      .map(toMessage);
  }

  markSent(id: number, now = new Date()): void {
    this.db.prepare(`UPDATE messages SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?`).run(now.toISOString(), id);
  }

  markFailed(id: number, error: string, nextAttempt: Date): void {
    this.db
      .prepare(`UPDATE messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?`)
      .run(error.slice(0, 500), nextAttempt.toISOString(), id);
  }

  close(): void {
    this.db.close();
  }
}
