import pino from 'pino';
import request from 'supertest';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { StoreHealth } from '#server/contact/store-health.ts';
import { tempDataDir, testApp } from './support/app';
import { lockDatabase } from './support/lock-database';

const silent = pino({ level: 'silent' });

describe('health checks', () => {
  it('answers liveness cheaply and readiness with a real write to the message store', async () => {
    const app = testApp();
    const live = await request(app).get('/healthz').expect(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.text).toBe('ready');
  });

  it('fails readiness (503) while the message store cannot write, and stays live', async () => {
    const dataDir = tempDataDir();
    const store = new SqliteMessageStore(dataDir, { busyTimeoutMs: 20 });
    // Every request checks afresh here; the server's own answers may be two seconds old (next test).
    const app = testApp({ DATA_DIR: dataDir }, { store, health: new StoreHealth(store, silent, { maxAgeMs: 0 }) });
    const lock = lockDatabase(dataDir);
    try {
      const res = await request(app).get('/readyz').expect(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('cannot save messages');
      await request(app).get('/healthz').expect(200);
    } finally {
      lock.release();
    }
    await request(app).get('/readyz').expect(200);
  });

  it('answers /readyz from a result at most two seconds old: a flood of probes costs one write', async () => {
    const store = new SqliteMessageStore(tempDataDir());
    let writes = 0;
    const probe = store.probe.bind(store);
    store.probe = () => ((writes += 1), probe());
    const app = testApp({}, { store });
    const answers = await Promise.all(Array.from({ length: 200 }, () => request(app).get('/readyz')));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));
    expect(writes).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await request(app).get('/readyz').expect(200);
    expect(writes).toBe(2);
  });

  it('logs an outage of the store once, a reminder while it lasts, and its end', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    let up = false;
    const health = new StoreHealth(
      { probe: () => (up ? Promise.resolve() : Promise.reject(new Error('connect ECONNREFUSED'))) },
      log,
      // Room for a loaded machine between the first two checks (50 ms was once too little at a load of 18).
      { maxAgeMs: 0, remindMs: 1_000 },
    );
    expect(await health.ready()).toBe(false);
    expect(await health.ready()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await health.ready()).toBe(false);
    up = true;
    expect(await health.ready()).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual([
      'the message store is unavailable: pages are served, contact posts get 503 with the form kept; retrying',
      'the message store is still unavailable; retrying',
      'the message store is available again: contact posts are saved',
    ]);
  });
});
