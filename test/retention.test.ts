import pino from 'pino';
import { retentionCutoff, schedulePurge } from '#server/contact/retention.ts';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';

describe('retention of contact messages', () => {
  it('keeps messages for 24 months to the day', () => {
    expect(retentionCutoff(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2024-11-24T10:00:00.000Z');
  });

  it('is enforced by the server at start and then daily, without the operator', async () => {
    const store = new SqliteMessageStore(tempDataDir());
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await store.save(
      'en',
      { name: 'Old', email: 'old@example.com', message: 'Sent two years and a day ago.' },
      'UA',
      new Date(now - 731 * day),
    );
    await store.save(
      'en',
      { name: 'Kept', email: 'kept@example.com', message: 'Sent a year ago.' },
      'UA',
      new Date(now - 365 * day),
    );
    const stop = schedulePurge(store, pino({ level: 'silent' }), undefined, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await store.list()).map((m) => m.name)).toEqual(['Kept']);
      // The daily run catches what has aged since.
      await store.save(
        'en',
        { name: 'Aged', email: 'aged@example.com', message: 'Backdated past the period.' },
        'UA',
        new Date(now - 800 * day),
      );
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await store.list()).map((m) => m.name)).toEqual(['Kept']);
    } finally {
      stop();
      await store.close();
    }
  });
});
