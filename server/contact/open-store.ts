import { type Config } from '#server/config.ts';
import { type MessageStore } from './message-store';
import { PostgresRateLimitStore } from './postgres-rate-limit';
import { PostgresMessageStore } from './postgres-store';
import { SqliteMessageStore } from './sqlite-store';

/** Where the site keeps what must outlive a process and be shared between replicas. */
export interface Storage {
  messages: MessageStore;
  /** The contact form's rate-limit counts, shared by every replica; absent: counted in this process's memory. */
  rateLimits?: PostgresRateLimitStore;
}

/**
 * PostgreSQL when DATABASE_URL is set, else SQLite under DATA_DIR. Nothing is connected or opened yet: each
 * store does that on first use and again after a failure, so an unreachable store never keeps the server
 * from starting (server/contact/store-health.ts watches it).
 */
export async function openStorage(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Storage> {
  if (!config.databaseUrl) return { messages: new SqliteMessageStore(config.dataDir) };
  const messages = await PostgresMessageStore.create(config.databaseUrl);
  return { messages, rateLimits: new PostgresRateLimitStore(messages) };
}
