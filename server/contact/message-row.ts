import { type ContactMessage } from '#shared/contact-schema.ts';
import { type Lang } from '#shared/languages.ts';
import { type MessageStatus, type StoredMessage, storedChoices } from './message-store';

/**
 * A row of the messages table, as both stores read it. The engines differ in how two columns arrive: SQLite
 * gives the id as a number and times as ISO text, PostgreSQL a BIGSERIAL as a string and a TIMESTAMPTZ as a Date.
 */
export interface MessageRow<Id extends number | string = number | string, Time extends string | Date = string | Date> {
  id: Id;
  created_at: Time;
  lang: Lang;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  topic: string | null;
  call_time: string | null;
  user_agent: string;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  claim_token: string | null;
}

export function toMessage(row: MessageRow): StoredMessage {
  return {
    id: Number(row.id),
    createdAt: typeof row.created_at === 'string' ? row.created_at : row.created_at.toISOString(),
    lang: row.lang,
    name: row.name,
    email: row.email,
    phone: row.phone ?? undefined,
    company: row.company ?? undefined,
    message: row.message,
    ...storedChoices(row.topic, row.call_time),
    userAgent: row.user_agent,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error ?? undefined,
    claim: row.claim_token ?? undefined,
  };
}

/**
 * The columns a new message is written to. Each store binds created_at, then `newMessageValues`, then
 * next_attempt_at (due at once), with its own placeholders and time type.
 */
export const newMessageColumns =
  'created_at, lang, name, email, phone, company, message, topic, call_time, user_agent, next_attempt_at';

/** A new message's values between created_at and next_attempt_at; an empty optional field is stored as NULL. */
export function newMessageValues(lang: Lang, message: ContactMessage, userAgent: string) {
  return [
    lang,
    message.name,
    message.email,
    message.phone || null,
    message.company || null,
    message.message,
    message.topic ?? null,
    message.callTime ?? null,
    userAgent,
  ];
}
