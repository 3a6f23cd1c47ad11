import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * A real storage fault: a second connection takes the message database's write lock, so the site's writes
 * fail with SQLITE_BUSY once their busy timeout runs out (as under a long backup or a stuck writer).
 */
export function lockDatabase(dataDir: string): { release: () => void } {
  const db = new Database(path.join(dataDir, 'messages.sqlite'));
  db.exec('BEGIN EXCLUSIVE');
  return {
    release: () => {
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
