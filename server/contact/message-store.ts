import { isCallTime, isContactTopic } from '#shared/contact-fields.ts';
import { type ContactMessage } from '#shared/contact-schema.ts';
import { type Lang } from '#shared/languages.ts';

export type MessageStatus = 'new' | 'sent' | 'failed';

export interface StoredMessage extends ContactMessage {
  id: number;
  createdAt: string;
  lang: Lang;
  userAgent: string;
  /** new: waiting for the relay; sent: emailed; failed: the mail server refused it for good. */
  status: MessageStatus;
  attempts: number;
  lastError?: string;
  /** Set on a message handed out by claimDue: the claim's token, which its settlement must quote. */
  claim?: string;
}

/**
 * Where contact messages live: SQLite under DATA_DIR (server/contact/sqlite-store.ts), or PostgreSQL with
 * DATABASE_URL (server/contact/postgres-store.ts). Every method is asynchronous, as PostgreSQL's must be.
 *
 * The relay's claim protocol: `claimDue` hands out due messages and, in the same write, moves their next
 * attempt a lease ahead, so no other relay (or a restarted one) takes them meanwhile. The relay then marks
 * each one sent or failed; a claim that is never settled (the process died mid-send) simply becomes due
 * again when its lease runs out, so a message is never lost.
 */
export interface MessageStore {
  /** Commits a message durably (it is on disk when the promise resolves) and returns its id. */
  save(lang: Lang, message: ContactMessage, userAgent: string, now?: Date): Promise<number>;
  list(): Promise<StoredMessage[]>;
  claimDue(now: Date, leaseMs: number, limit?: number): Promise<StoredMessage[]>;
  /** The message was emailed: recorded whoever holds its claim now (it is sent either way). */
  markSent(id: number, now?: Date): Promise<void>;
  /**
   * A failed attempt under `claim`: retried at `retryAt`, or never (null) when the failure is permanent.
   * Ignored when the claim is no longer current (its lease ran out and another relay took the message).
   */
  markFailed(id: number, claim: string, error: string, retryAt: Date | null): Promise<void>;
  /** Erases one message (the visitor asked); false when there was none with that id. */
  delete(id: number): Promise<boolean>;
  /** Erases every message received before `cutoff` (the retention period); returns how many. */
  purgeBefore(cutoff: Date): Promise<number>;
  /** A small real write: rejects when the store cannot save a message now (the readiness check). */
  probe(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The optional choices as read back from a row: the form's own values (validated before they were stored);
 * a value the form no longer offers (a plan withdrawn since) reads as not given.
 */
export function storedChoices(
  topic: string | null,
  callTime: string | null,
): Pick<ContactMessage, 'topic' | 'callTime'> {
  return {
    topic: isContactTopic(topic) ? topic : undefined,
    callTime: isCallTime(callTime) ? callTime : undefined,
  };
}
