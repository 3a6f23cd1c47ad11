import request from 'supertest';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir, testApp } from './support/app';
import { lockDatabase } from './support/lock-database';

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
    const app = testApp(
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      { store: new SqliteMessageStore(dataDir, { busyTimeoutMs: 20 }) },
    );
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
});
