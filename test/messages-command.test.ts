import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { throwawayPostgres } from './support/postgres';
import { saveReceivedAgo } from './support/received-ago';

function run(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['dist/cli/messages.js', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
}

async function seeded(): Promise<string> {
  const dataDir = tempDataDir();
  const store = new SqliteMessageStore(dataDir);
  await store.save(
    'sq',
    {
      name: 'Arta, "A."',
      email: 'arta@example.com',
      phone: '+383 44 555 666',
      message: 'Line one\nLine two',
      topic: 'business-formation',
      callTime: 'afternoon',
    },
    'UA',
  );
  await store.save(
    'en',
    { name: '=HYPERLINK("x")', email: 'b@example.com', company: 'Acme', message: 'Hello there, team.' },
    'UA',
  );
  await store.save(
    'en',
    { name: 'Eve\u001b]0;pwned\u0007\u001b[2J', email: 'e@example.com', message: 'Total;=cmd|"/c calc"!A1, +1' },
    'UA',
  );
  await store.close();
  return dataDir;
}

describe('the messages command', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await seeded();
  });

  it('prints a JSON array of the stored messages', () => {
    const rows = JSON.parse(run(dataDir, '--json')) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      id: 1,
      lang: 'sq',
      name: 'Arta, "A."',
      email: 'arta@example.com',
      phone: '+383 44 555 666',
      company: null,
      topic: 'business-formation',
      callTime: 'afternoon',
    });
    expect(rows[0]).toHaveProperty('createdAt');
    expect(rows[1]).toMatchObject({ message: 'Hello there, team.', company: 'Acme', topic: null, callTime: null });
  });

  it('prints CSV a spreadsheet opens safely, split at commas or at semicolons', () => {
    const csv = run(dataDir, '--csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,createdAt,lang,name,email,phone,company,topic,callTime,message,status,lastError');
    expect(lines[1]).toContain(",'+383 44 555 666,,business-formation,afternoon,");
    expect(csv).toContain('"Arta, ""A."""');
    expect(csv).toContain('"Line one\nLine two"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    // Each piece a ";" or "," split would start is defused, not only the cell's start.
    expect(csv).toContain(`"Total;'=cmd|""/c calc""!A1, '+1"`);
    for (const cell of csv.split(/[,;\r\n]/)) expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('prints a readable table by default', () => {
    const text = run(dataDir);
    expect(text).toContain('#1');
    expect(text).toContain('From:    Arta, "A." <arta@example.com>  +383 44 555 666');
    expect(text).toContain('About:   Business Formation in Kosovo\nCall:    Afternoon, 12:00 – 5:00 PM\n');
    // A message without choices has no empty lines for them.
    expect(text).toContain('From:    =HYPERLINK("x") <b@example.com>  (Acme)\n  Hello there, team.');
  });

  it('never writes control characters a terminal would obey', () => {
    for (const output of [run(dataDir), run(dataDir, '--csv')]) {
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(output).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    }
    expect(run(dataDir)).toContain('Eve\\x1b]0;pwned\\x07\\x1b[2J');
  });

  it('shows a forged line break or bidi control in a one-line field escaped, not as a fake entry', async () => {
    const dir = tempDataDir();
    const store = new SqliteMessageStore(dir);
    // Stored as the form took it before it refused them (issue 24).
    await store.save(
      'en',
      {
        name: 'Eve\n\n#99  2020-01-01T00:00:00.000Z  [en]  sent\nFrom:    Forged <ceo@firm.example>',
        email: 'e@example.com',
        company: 'Acme \u202egnidart',
        message: 'Hello there, \u2067team\u2069.',
      },
      'UA',
    );
    await store.close();
    const lines = run(dir).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('#'))).toHaveLength(1);
    expect(lines[1]).toBe(
      'From:    Eve\\x0a\\x0a#99  2020-01-01T00:00:00.000Z  [en]  sent\\x0aFrom:    Forged <ceo@firm.example> <e@example.com>  (Acme \\u{202e}gnidart)',
    );
    expect(lines[2]).toBe('  Hello there, \\u{2067}team\\u{2069}.');
  });

  it('reports a message the mail server refused for good', async () => {
    const dir = tempDataDir();
    const store = new SqliteMessageStore(dir);
    const id = await store.save(
      'en',
      { name: 'Dardan', email: 'nobody@example.com', message: 'A message that bounces.' },
      'UA',
    );
    const [claimed] = await store.claimDue(new Date(), 60_000, 1);
    await store.markFailed(id, claimed?.claim ?? '', '550 5.1.1 mailbox unknown', null);
    await store.close();
    expect(run(dir)).toContain('failed (the mail server refused it: 550 5.1.1 mailbox unknown)');
    expect(JSON.parse(run(dir, '--json'))).toEqual([
      expect.objectContaining({ status: 'failed', lastError: '550 5.1.1 mailbox unknown' }),
    ]);
  });

  it('erases one message by id, and says so when there is none', async () => {
    const dir = await seeded();
    const raw = () =>
      ['messages.sqlite', 'messages.sqlite-wal']
        .filter((name) => existsSync(path.join(dir, name)))
        .map((name) => readFileSync(path.join(dir, name), 'latin1'))
        .join('');
    expect(raw()).toContain('Hello there, team.');
    expect(run(dir, '--delete', '2')).toBe('Deleted message #2.\n');
    // Erased from the bytes on disk too, not only from the listing (test/erasure.test.ts).
    expect(raw()).not.toContain('Hello there, team.');
    expect((JSON.parse(run(dir, '--json')) as Array<{ id: number }>).map((m) => m.id)).toEqual([1, 3]);
    const missing = spawnSync(process.execPath, ['dist/cli/messages.js', '--delete', '2'], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe('No message #2.\n');
  });

  it('purges messages older than the 24-month retention period', async () => {
    const dir = tempDataDir();
    const store = new SqliteMessageStore(dir);
    const month = 30.5 * 24 * 60 * 60 * 1000;
    await saveReceivedAgo(store, 'Old', 'Received 25 months ago.', 25 * month);
    await saveReceivedAgo(store, 'Recent', 'Received 23 months ago.', 23 * month);
    await store.close();
    expect(run(dir, '--purge')).toBe('Erased 1 message(s) older than 24 months.\n');
    expect((JSON.parse(run(dir, '--json')) as Array<{ name: string }>).map((m) => m.name)).toEqual(['Recent']);
  });
});

describe('the messages command on PostgreSQL', () => {
  const cluster = throwawayPostgres();

  const withDatabase = (url: string, ...args: string[]) =>
    execFileSync(process.execPath, ['dist/cli/messages.js', ...args], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    });

  it('moves the leads of a SQLite file into PostgreSQL, keeping states, and can be run again', async () => {
    const dataDir = await seeded();
    const sqlite = new SqliteMessageStore(dataDir);
    const [claimed] = await sqlite.claimDue(new Date(), 60_000, 1);
    await sqlite.markSent(claimed?.id ?? 0);
    await sqlite.close();
    const url = await cluster().database();
    expect(run(dataDir, '--export-to', url)).toBe('Copied 3 of 3 message(s) into PostgreSQL (0 were there already).\n');
    expect(run(dataDir, '--export-to', url)).toBe('Copied 0 of 3 message(s) into PostgreSQL (3 were there already).\n');
    type Row = { name: string; status: string; createdAt: string; topic: string | null; callTime: string | null };
    const rows = JSON.parse(withDatabase(url, '--json')) as Row[];
    const local = JSON.parse(run(dataDir, '--json')) as Row[];
    const kept = ({ name, status, createdAt, topic, callTime }: Row) => ({ name, status, createdAt, topic, callTime });
    expect(rows.map(kept)).toEqual(local.map(kept));
    expect(rows[0]).toMatchObject({ topic: 'business-formation', callTime: 'afternoon' });
    expect(rows[0]?.status).toBe('sent');
    expect(withDatabase(url, '--delete', '1')).toBe('Deleted message #1.\n');
    expect(withDatabase(url)).not.toContain('#1 ');
  });
});
