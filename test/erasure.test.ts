import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { PostgresMessageStore } from '#server/contact/postgres-store.ts';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { throwawayPostgres } from './support/postgres';

/**
 * Erased means erased (issue 24): after `messages -- --delete` or the retention purge, what the visitor wrote
 * is in none of the store's files, read as raw bytes, not only gone from its queries.
 */

/** A message whose every field can be found in raw bytes; the long text spills onto SQLite's overflow pages. */
function traceable(tag: string) {
  const mark = `${tag}${randomBytes(6).toString('hex')}`;
  return {
    mark,
    message: {
      name: `Name ${mark}`,
      email: `${mark}@example.com`,
      phone: '+383 44 555 666',
      company: `Company ${mark}`,
      // Random hex does not compress, so PostgreSQL keeps it as it is (out of line, in its TOAST table).
      message: `Text ${mark} ${randomBytes(2400).toString('hex')} end ${mark}`,
    },
  };
}

function hits(buffers: Buffer[], mark: string): number {
  return buffers.reduce((count, bytes) => count + bytes.toString('latin1').split(mark).length - 1, 0);
}

function sqliteFiles(dir: string): Buffer[] {
  return ['messages.sqlite', 'messages.sqlite-wal', 'messages.sqlite-shm']
    .map((name) => path.join(dir, name))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file));
}

describe('erasing contact messages on SQLite', () => {
  async function seeded(dir: string) {
    const store = new SqliteMessageStore(dir);
    const erased = traceable('erased');
    const kept = traceable('kept');
    const first = await store.save('en', erased.message, 'UA', new Date('2024-01-01T00:00:00Z'));
    await store.save('en', kept.message, 'UA');
    // Claimed and sent: the row is rewritten twice, as the relay does.
    const [claimed] = await store.claimDue(new Date(), 60_000, 1);
    await store.markSent(claimed?.id ?? 0);
    return { store, first, erased, kept };
  }

  it('leaves no trace of a deleted message in the database file or its WAL', async () => {
    const dir = tempDataDir();
    const { store, first, erased, kept } = await seeded(dir);
    expect(hits(sqliteFiles(dir), erased.mark)).toBeGreaterThan(0);
    expect(await store.delete(first)).toBe(true);
    expect(hits(sqliteFiles(dir), erased.mark)).toBe(0);
    // The server keeps its connection; another message is still all there.
    expect((await store.list()).map((m) => m.name)).toEqual([kept.message.name]);
    await store.close();
    expect(hits(sqliteFiles(dir), erased.mark)).toBe(0);
  });

  it('leaves no trace of what the retention purge erased', async () => {
    const dir = tempDataDir();
    const { store, erased, kept } = await seeded(dir);
    expect(await store.purgeBefore(new Date('2025-01-01T00:00:00Z'))).toBe(1);
    expect(hits(sqliteFiles(dir), erased.mark)).toBe(0);
    expect(hits(sqliteFiles(dir), kept.mark)).toBeGreaterThan(0);
    await store.close();
  });

  it('clears what a file written before secure deletion left in its free space, once, on opening', async () => {
    const dir = tempDataDir();
    const { store, first, erased } = await seeded(dir);
    await store.close();
    // An older server deleted it: no secure_delete, and a checkpoint that leaves the text in free space.
    const legacy = new Database(path.join(dir, 'messages.sqlite'));
    legacy.pragma('secure_delete = OFF');
    // The file as that server left it: schema version 5, without the columns later versions add.
    legacy.exec('ALTER TABLE messages DROP COLUMN topic; ALTER TABLE messages DROP COLUMN call_time');
    legacy.pragma('user_version = 5');
    legacy.prepare('DELETE FROM messages WHERE id = ?').run(first);
    legacy.pragma('wal_checkpoint(TRUNCATE)');
    legacy.close();
    expect(hits(sqliteFiles(dir), erased.mark)).toBeGreaterThan(0);
    const reopened = new SqliteMessageStore(dir);
    await reopened.probe();
    expect(hits(sqliteFiles(dir), erased.mark)).toBe(0);
    await reopened.close();
  });
});

describe('erasing contact messages on PostgreSQL', () => {
  const cluster = throwawayPostgres();

  /** Every file of the database (tables, their TOAST, indexes, and files a rewrite left), after a checkpoint. */
  async function databaseFiles(url: string): Promise<Buffer[]> {
    const client = new pg.Client(url);
    await client.connect();
    try {
      await client.query('CHECKPOINT');
      const { rows } = await client.query<{ dir: string }>(
        `SELECT 'base/' || oid AS dir FROM pg_database WHERE datname = current_database()`,
      );
      const dir = rows[0]?.dir ?? '';
      const { rows: files } = await client.query<{ name: string }>('SELECT pg_ls_dir($1) AS name', [dir]);
      // One query at a time: a pg client runs them in turn anyway, and warns when handed several at once.
      const read: Buffer[] = [];
      for (const { name } of files) {
        const result = await client.query<{ bytes: Buffer }>('SELECT pg_read_binary_file($1) AS bytes', [
          `${dir}/${name}`,
        ]);
        read.push(result.rows[0]?.bytes ?? Buffer.alloc(0));
      }
      return read;
    } finally {
      await client.end();
    }
  }

  it('leaves no trace of a deleted or purged message in the database’s files', async () => {
    const url = await cluster().database();
    const store = await PostgresMessageStore.open(url);
    try {
      const deleted = traceable('deleted');
      const purged = traceable('purged');
      const kept = traceable('kept');
      const id = await store.save('en', deleted.message, 'UA');
      await store.save('en', purged.message, 'UA', new Date('2024-01-01T00:00:00Z'));
      await store.save('en', kept.message, 'UA');
      const [claimed] = await store.claimDue(new Date(), 60_000, 1);
      await store.markSent(claimed?.id ?? 0);
      const before = await databaseFiles(url);
      expect(hits(before, deleted.mark)).toBeGreaterThan(0);
      expect(hits(before, purged.mark)).toBeGreaterThan(0);

      expect(await store.delete(id)).toBe(true);
      expect(await store.purgeBefore(new Date('2025-01-01T00:00:00Z'))).toBe(1);
      const after = await databaseFiles(url);
      expect(hits(after, deleted.mark)).toBe(0);
      expect(hits(after, purged.mark)).toBe(0);
      expect(hits(after, kept.mark)).toBeGreaterThan(0);
      expect((await store.list()).map((m) => m.name)).toEqual([kept.message.name]);
    } finally {
      await store.close();
    }
    // Two table rewrites, two checkpoints and every file read back: 20 s was too little at a load of 18.
  }, 60_000);
});
