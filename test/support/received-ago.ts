import { type MessageStore } from '#server/contact/message-store.ts';

export const day = 24 * 60 * 60 * 1000;

/** Saves a message from `name` as though it had been received `ageMs` ago (the retention tests backdate). */
export function saveReceivedAgo(store: MessageStore, name: string, message: string, ageMs: number) {
  const email = `${name.toLowerCase()}@example.com`;
  return store.save('en', { name, email, message }, 'UA', new Date(Date.now() - ageMs));
}
