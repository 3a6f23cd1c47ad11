import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type MessageStore } from '#server/contact/message-store.ts';
import { PostgresMessageStore, migrations as postgresMigrations } from '#server/contact/postgres-store.ts';
import { SqliteMessageStore, migrations as sqliteMigrations } from '#server/contact/sqlite-store.ts';
import { tempDataDir, testParts, testSiteUrl } from './support/app';
import { postedFormValues, readPage } from './support/dom';
import { type TestPostgres, startPostgres } from '#scripts/throwaway-postgres.ts';

/** One engine under test: how to open a fresh store, and the same store again (a restart, a second replica). */
interface Engine {
  name: string;
  fresh(): Promise<{ store: MessageStore; again: () => Promise<MessageStore> }>;
  /** A store on a database the previous release made (every migration but the latest), holding one message. */
  previous(): Promise<MessageStore>;
}

/** The one message a database of the previous release holds. */
const before = { created: '2026-01-05T09:00:00.000Z', name: 'Before the upgrade', email: 'old@example.com' };

let cluster: TestPostgres | undefined;

const engines: Engine[] = [
  {
    name: 'SQLite',
    async fresh() {
      const dir = tempDataDir();
      return { store: new SqliteMessageStore(dir), again: async () => new SqliteMessageStore(dir) };
    },
    async previous() {
      const dir = tempDataDir();
      const db = new Database(path.join(dir, 'messages.sqlite'));
      for (const step of sqliteMigrations.slice(0, -1)) {
        if (typeof step === 'function') step(db);
        else db.exec(step);
      }
      db.pragma(`user_version = ${sqliteMigrations.length - 1}`);
      db.prepare(
        `INSERT INTO messages (created_at, lang, name, email, message, next_attempt_at) VALUES (?, 'en', ?, ?, 'Hello.', ?)`,
      ).run(before.created, before.name, before.email, before.created);
      db.close();
      return new SqliteMessageStore(dir);
    },
  },
  {
    name: 'PostgreSQL',
    async fresh() {
      cluster ??= await startPostgres();
      const url = await cluster.database();
      return { store: await PostgresMessageStore.open(url), again: () => PostgresMessageStore.open(url) };
    },
    async previous() {
      cluster ??= await startPostgres();
      const url = await cluster.database();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (const sql of postgresMigrations.slice(0, -1)) await client.query(sql);
        await client.query('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ)');
        await client.query('INSERT INTO schema_migrations (version) SELECT generate_series(1, $1::int)', [
          postgresMigrations.length - 1,
        ]);
        await client.query(
          `INSERT INTO messages (created_at, lang, name, email, message, next_attempt_at) VALUES ($1, 'en', $2, $3, 'Hello.', $1)`,
          [before.created, before.name, before.email],
        );
      } finally {
        await client.end();
      }
      return PostgresMessageStore.create(url);
    },
  },
];

afterAll(async () => {
  await cluster?.stop();
});

const message = {
  name: 'Arta Berisha',
  email: 'arta@example.com',
  phone: '+383 44 555 666',
  company: 'Berisha Trade',
  message: 'About VAT returns.',
  topic: 'tax',
  callTime: 'morning',
} as const;
const at = (iso: string) => new Date(iso);

describe.each(engines)('message store on $name', (engine) => {
  const open: MessageStore[] = [];
  async function fresh() {
    const { store, again } = await engine.fresh();
    open.push(store);
    return {
      store,
      again: async () => {
        const other = await again();
        open.push(other);
        return other;
      },
    };
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((store) => store.close()));
  });

  it('commits a message and lists it with its fields, optional ones left out', async () => {
    const { store, again } = await fresh();
    const id = await store.save('sq', message, 'UA/1', at('2026-03-01T10:00:00.000Z'));
    await store.save(
      'en',
      { name: 'Besa', email: 'b@example.com', message: 'No phone or company.' },
      '',
      at('2026-03-01T10:00:01.000Z'),
    );
    const listed = await (await again()).list();
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        lang: 'sq',
        ...message,
        userAgent: 'UA/1',
        status: 'new',
        attempts: 0,
        createdAt: '2026-03-01T10:00:00.000Z',
      }),
      expect.objectContaining({
        name: 'Besa',
        phone: undefined,
        company: undefined,
        topic: undefined,
        callTime: undefined,
      }),
    ]);
  });

  it('hands a due message to one claimant for the length of its lease, then to the next', async () => {
    const { store, again } = await fresh();
    await store.save('en', message, 'UA', at('2026-03-01T10:00:00Z'));
    const other = await again();
    const [first] = await store.claimDue(at('2026-03-01T10:00:01Z'), 60_000, 5);
    expect(first).toMatchObject({ attempts: 1, claim: expect.any(String) });
    expect(await other.claimDue(at('2026-03-01T10:00:30Z'), 60_000, 5)).toEqual([]);
    const [second] = await other.claimDue(at('2026-03-01T10:01:02Z'), 60_000, 5);
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    expect(second?.claim).not.toBe(first?.claim);
  });

  it('never hands the same message to two claimants at once', async () => {
    const { store, again } = await fresh();
    for (let i = 0; i < 30; i += 1)
      await store.save('en', { ...message, name: `Visitor ${i}` }, 'UA', at('2026-03-01T10:00:00Z'));
    const claimants = [store, await again(), await again()];
    const now = at('2026-03-01T10:00:05Z');
    const batches = await Promise.all(
      Array.from({ length: 45 }, (_, i) => claimants[i % 3]?.claimDue(now, 60_000, 1) ?? []),
    );
    const ids = batches.flat().map((m) => m.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('settles a claim: sent is final, a failure waits for its retry, a permanent one is failed for good', async () => {
    const { store } = await fresh();
    for (const name of ['Sent', 'Retried', 'Refused'])
      await store.save('en', { ...message, name }, 'UA', at('2026-03-01T10:00:00Z'));
    const [sent, retried, refused] = await store.claimDue(at('2026-03-01T10:00:01Z'), 60_000, 3);
    await store.markSent(sent?.id ?? 0, at('2026-03-01T10:00:02Z'));
    await store.markFailed(retried?.id ?? 0, retried?.claim ?? '', 'connection refused', at('2026-03-01T10:05:00Z'));
    await store.markFailed(refused?.id ?? 0, refused?.claim ?? '', '550 no such mailbox', null);
    expect((await store.list()).map((m) => [m.name, m.status, m.lastError])).toEqual([
      ['Sent', 'sent', undefined],
      ['Retried', 'new', 'connection refused'],
      ['Refused', 'failed', '550 no such mailbox'],
    ]);
    expect(await store.claimDue(at('2026-03-01T10:04:59Z'), 60_000, 5)).toEqual([]);
    expect((await store.claimDue(at('2026-03-01T10:05:00Z'), 60_000, 5)).map((m) => m.name)).toEqual(['Retried']);
  });

  it('ignores the settlement of a claim that has run out and been taken over', async () => {
    const { store } = await fresh();
    await store.save('en', message, 'UA', at('2026-03-01T10:00:00Z'));
    const [stale] = await store.claimDue(at('2026-03-01T10:00:01Z'), 1_000, 1);
    const [current] = await store.claimDue(at('2026-03-01T10:00:03Z'), 60_000, 1);
    await store.markFailed(stale?.id ?? 0, stale?.claim ?? '', 'late failure', null);
    expect((await store.list())[0]).toMatchObject({ status: 'new', lastError: undefined });
    await store.markSent(current?.id ?? 0);
    await store.markFailed(current?.id ?? 0, current?.claim ?? '', 'after the fact', null);
    expect((await store.list())[0]).toMatchObject({ status: 'sent' });
  });

  it('erases one message, and every message older than a cutoff', async () => {
    const { store } = await fresh();
    const old = await store.save('en', { ...message, name: 'Old' }, 'UA', at('2024-01-01T00:00:00Z'));
    const kept = await store.save('en', { ...message, name: 'Kept' }, 'UA', at('2026-01-01T00:00:00Z'));
    const erased = await store.save('en', { ...message, name: 'Erased' }, 'UA', at('2026-02-01T00:00:00Z'));
    expect(await store.delete(erased)).toBe(true);
    expect(await store.delete(erased)).toBe(false);
    expect(await store.purgeBefore(at('2025-01-01T00:00:00Z'))).toBe(1);
    expect((await store.list()).map((m) => m.id)).toEqual([kept]);
    expect(old).toBeLessThan(kept);
  });

  it('answers the readiness probe with a real write, and migrates a store that exists already in place', async () => {
    const { store, again } = await fresh();
    await store.probe();
    await store.save('en', message, 'UA');
    const reopened = await Promise.all([again(), again()]);
    for (const other of reopened) {
      await other.probe();
      expect(await other.list()).toHaveLength(1);
    }
  });

  it('migrates a database of the previous release in place: its messages kept, the new fields stored', async () => {
    const store = await engine.previous();
    open.push(store);
    await store.save('en', message, 'UA', at('2026-03-01T10:00:00Z'));
    expect(await store.list()).toEqual([
      expect.objectContaining({ createdAt: before.created, name: before.name, topic: undefined, status: 'new' }),
      expect.objectContaining({ name: message.name, topic: 'tax', callTime: 'morning' }),
    ]);
  });

  it('keeps the plan a visitor chose on the pricing page, and the time to call, with the message sent over HTTP', async () => {
    const { store } = await fresh();
    const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir() });
    const log = pino({ level: 'silent' });
    const app = createApp(config, log, { ...testParts(config, log), store });
    const pricing = readPage((await request(app).get('/sq/pricing/').expect(200)).text);
    const start = pricing.getByRole('link', { name: /^Filloni tani ?: Pro$/ }).getAttribute('href') ?? '';
    const form = postedFormValues((await request(app).get(start).expect(200)).text);
    expect(form).toMatchObject({ topic: 'plan-pro', callTime: '' });
    await request(app)
      .post('/sq/contact/')
      .type('form')
      .set('Origin', testSiteUrl)
      .send({
        ...form,
        name: 'Arta Berisha',
        email: 'arta@example.com',
        phone: '044 555 666',
        callTime: 'afternoon',
        message: 'Na intereson paketa Pro për kompaninë tonë.',
      })
      .expect(303);
    expect(await store.list()).toEqual([
      expect.objectContaining({ lang: 'sq', name: 'Arta Berisha', topic: 'plan-pro', callTime: 'afternoon' }),
    ]);
  });
});
