import pino from 'pino';
import { retentionCutoff, schedulePurge } from '#server/contact/retention.ts';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { day, saveReceivedAgo } from './support/received-ago';

describe('retention of contact messages', () => {
  it('keeps messages for 24 months to the day', () => {
    expect(retentionCutoff(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2024-11-24T10:00:00.000Z');
  });

  it('is enforced by the server at start and then daily, without the operator', async () => {
    const store = new SqliteMessageStore(tempDataDir());
    await saveReceivedAgo(store, 'Old', 'Sent two years and a day ago.', 731 * day);
    await saveReceivedAgo(store, 'Kept', 'Sent a year ago.', 365 * day);
    const stop = schedulePurge(store, pino({ level: 'silent' }), undefined, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await store.list()).map((m) => m.name)).toEqual(['Kept']);
      // The daily run catches what has aged since.
      await saveReceivedAgo(store, 'Aged', 'Backdated past the period.', 800 * day);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await store.list()).map((m) => m.name)).toEqual(['Kept']);
    } finally {
      stop();
      await store.close();
    }
  });
});
