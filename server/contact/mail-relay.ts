import { Transform } from 'node:stream';
import { type Transporter } from 'nodemailer';
import { type MailSettings } from '#server/config.ts';
import { type Logger } from '#server/logger.ts';
import { type MessageStore, type StoredMessage } from './message-store';
import { chosen } from './topic-labels';
import { visibleLine } from './visible-text';

export interface RelayOptions {
  /** How often due messages are looked for (besides a wake-up after each new message). */
  intervalMs?: number;
  retryBaseMs?: number;
  /** Longest one email may take; a slower server counts as a failed attempt. */
  sendTimeoutMs?: number;
  /** How long a claimed message is left to this relay before it is due again (must outlast a send). */
  leaseMs?: number;
  /** How long stop() waits for an email in flight before it lets the process go. */
  stopWaitMs?: number;
  /**
   * When an email that may have reached the mail server is tried again: its attempt ended after the whole
   * message was handed over, before the server said it took it (a timeout, a lost connection).
   */
  possiblySentRetryMs?: number;
}

/**
 * The attempt ended after the whole message was handed over and before the mail server's answer: it may
 * have taken it. Retried late, with the same Message-ID (an inbox that has it shows it once).
 */
export class PossiblySentError extends Error {
  constructor(cause: unknown) {
    super(`the message may have been delivered: the attempt ended after it was handed over (${errorText(cause)})`, {
      cause,
    });
  }
}

/** Delay before retry n (1-based): 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempt: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

/** A refusal that retrying would only get again: an SMTP 5yz reply (RFC 5321 §4.2.1). */
export function isPermanent(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('permanent' in error && error.permanent === true) return true;
  const code = 'responseCode' in error ? error.responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function body(message: StoredMessage): string {
  const { topic, callTime } = chosen(message);
  return [
    `Name: ${visibleLine(message.name)}`,
    `Email: ${visibleLine(message.email)}`,
    `Phone: ${visibleLine(message.phone ?? '—')}`,
    `Best time to call: ${callTime ?? '—'}`,
    `Company: ${visibleLine(message.company ?? '—')}`,
    `About: ${topic ?? '—'}`,
    `Language: ${message.lang}`,
    `Received: ${message.createdAt}`,
    '',
    message.message,
  ].join('\n');
}

/** "Website enquiry from Arta Berisha (Berisha Trade): Pro plan": who, and what about when they said. */
function subject(message: StoredMessage): string {
  const { topic } = chosen(message);
  return visibleLine(
    `Website enquiry from ${message.name}${message.company ? ` (${message.company})` : ''}${topic ? `: ${topic}` : ''}`,
  );
}

/** The domain of MAIL_FROM ("Website <web@firm.example>" → "firm.example"), for the Message-ID. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
}

/** An SMTP reply came with the error: the server answered, so it said what became of the message. */
function hasReply(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number'
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Most messages one pass sends, so a backlog never holds the relay in one pass for long. */
const passLimit = 50;

/**
 * Sends stored messages to the firm's inbox in the background. The message is already on disk; an SMTP
 * outage only delays the email (retried with back-off) and never the visitor's answer.
 *
 * Faults never take the process down: a pass catches what the store or the mail server throws and tries
 * again later. Each message is claimed for a lease before it is sent (server/contact/message-store.ts), so
 * a crash, a restart or a second replica never sends it twice meanwhile, and a send cut off by shutdown is
 * sent again once the lease runs out. A message sent but not recorded (the disk was full) is remembered and
 * recorded first on the next pass, never sent again.
 */
export class MailRelay {
  // Made on the first send: nodemailer (~14 MB resident) is loaded only by a server that relays mail.
  private transport: Transporter | undefined;
  private readonly options: Required<RelayOptions>;
  private readonly unrecorded = new Map<number, Date>();
  /** Per Message-ID in flight: called when the whole message has been handed to the connection. */
  private readonly handOvers = new Map<string, () => void>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly store: MessageStore,
    private readonly settings: MailSettings,
    private readonly log: Logger,
    options: RelayOptions = {},
  ) {
    const sendTimeoutMs = settings.timeoutSeconds * 1000;
    // The lease outlasts a send twice over: no claim runs out while its email is still on its way.
    this.options = {
      intervalMs: 15_000,
      retryBaseMs: 30_000,
      sendTimeoutMs,
      leaseMs: 2 * sendTimeoutMs + 10_000,
      stopWaitMs: 5_000,
      possiblySentRetryMs: 60 * 60 * 1000,
      ...options,
    };
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a delivery pass now (after a new message), unless one is running. */
  wake(): void {
    if (this.stopping || this.running) return;
    this.running = this.deliverDue().then((backlog) => {
      this.running = undefined;
      // A pass that stopped at its limit leaves more due: the next one starts at once, not at the interval.
      if (backlog) setImmediate(() => this.wake());
    });
  }

  /**
   * One delivery pass; true when it stopped at its limit with more perhaps due. Never rejects: a fault is
   * logged and the next pass tries again. Each claim is made at the time it is made (a pass can last minutes:
   * a lease counted from its start could run out while its email is still being sent); tests may pin `now`.
   */
  async deliverDue(now?: Date): Promise<boolean> {
    try {
      await this.recordSent();
      for (let sent = 0; sent < passLimit; sent += 1) {
        if (this.stopping) return false;
        const [message] = await this.store.claimDue(now ?? new Date(), this.options.leaseMs, 1);
        if (!message) return false;
        await this.deliver(message);
      }
      return true;
    } catch (error) {
      this.log.error({ err: error }, 'mail relay pass failed (message store); will try again');
      return false;
    }
  }

  private async recordSent(): Promise<void> {
    for (const [id, sentAt] of this.unrecorded) {
      await this.store.markSent(id, sentAt);
      this.unrecorded.delete(id);
    }
  }

  private async deliver(message: StoredMessage): Promise<void> {
    const claim = message.claim ?? '';
    try {
      await this.send(message);
    } catch (error) {
      if (isPermanent(error)) {
        await this.store.markFailed(message.id, claim, errorText(error), null);
        this.log.error(
          { err: error, messageId: message.id },
          'mail server refused the message for good; see npm run messages',
        );
        return;
      }
      if (error instanceof PossiblySentError) {
        const retryAt = new Date(Date.now() + this.options.possiblySentRetryMs);
        await this.store.markFailed(message.id, claim, errorText(error), retryAt);
        this.log.warn(
          { err: error, messageId: message.id, retryAt: retryAt.toISOString() },
          'mail relay: the mail server may have the message already; it is sent again late, with the same Message-ID',
        );
        return;
      }
      const retryAt = new Date(Date.now() + retryDelayMs(message.attempts, this.options.retryBaseMs));
      await this.store.markFailed(message.id, claim, errorText(error), retryAt);
      this.log.warn(
        { err: error, messageId: message.id, retryAt: retryAt.toISOString() },
        'mail relay failed; will retry',
      );
      return;
    }
    try {
      await this.store.markSent(message.id);
    } catch (error) {
      this.unrecorded.set(message.id, new Date());
      throw error;
    }
  }

  /**
   * One email, within the send timeout. The timeout aborts the SMTP transaction (nodemailer closes the
   * connection delivering it), so a slow server never gets a message the relay has given up on and will send
   * again. Only the last step can be ambiguous: once the whole message is handed over, an attempt that ends
   * without the server's reply (the timeout, a lost connection) may have delivered it: PossiblySentError.
   */
  private async send(message: StoredMessage): Promise<void> {
    const timeout = this.options.sendTimeoutMs;
    this.transport ??= await this.createTransport();
    const messageId = `<enquiry-${message.id}-${Date.parse(message.createdAt)}@${senderDomain(this.settings.from)}>`;
    const signal = AbortSignal.timeout(timeout);
    let handedOver = false;
    this.handOvers.set(messageId, () => (handedOver = true));
    try {
      await this.transport.sendMail({
        from: this.settings.from,
        to: this.settings.to,
        replyTo: { name: visibleLine(message.name), address: message.email },
        subject: subject(message),
        // One Message-ID per enquiry, however often it is sent: should a relay die between the mail server's
        // acceptance and its record of it, the copy its successor sends is the same message to the inbox.
        messageId,
        text: body(message),
        signal,
      });
    } catch (error) {
      const cause = signal.aborted ? new Error(`mail server did not answer within ${timeout} ms`) : error;
      if (handedOver && !hasReply(error)) throw new PossiblySentError(cause);
      throw cause;
    } finally {
      this.handOvers.delete(messageId);
    }
  }

  /** One connection kept open and reused: a backlog is sent in one session, not one handshake per email. */
  private async createTransport(): Promise<Transporter> {
    const timeout = this.options.sendTimeoutMs;
    const transport = (await import('nodemailer')).default.createTransport({
      pool: true,
      maxConnections: 1,
      url: this.settings.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    // Marks the moment the last byte of a message passes on to the connection (then only the final dot and
    // the server's reply are left): an attempt that ends after it may have delivered the message.
    transport.use('stream', (mail, done) => {
      const messageId = mail.data.messageId;
      // A function: the message may be read again (a retry on a fresh connection), each time through a new one.
      mail.message.transform(
        () =>
          new Transform({
            transform: (chunk, _encoding, next) => next(null, chunk),
            flush: (next) => {
              if (typeof messageId === 'string') this.handOvers.get(messageId)?.();
              next();
            },
          }),
      );
      done();
    });
    return transport;
  }

  /**
   * Stops after the email in flight, waiting for it a few seconds at most: a send cut off here stays claimed
   * and is sent again when its lease runs out.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, this.options.stopWaitMs))),
    ]);
    clearTimeout(timer);
    this.transport?.close();
  }
}
