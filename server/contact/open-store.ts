import { type Config } from '../config';
import { type MessageStore } from './message-store';
import { SqliteMessageStore } from './sqlite-store';

/** The message store the configuration asks for. */
export function openMessageStore(config: Pick<Config, 'dataDir'>): MessageStore {
  return new SqliteMessageStore(config.dataDir);
}
