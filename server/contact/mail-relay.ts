import nodemailer, { type Transporter } from 'nodemailer';
import { type Logger } from '../logger';
import { type MessageStore, type StoredMessage } from './message-store';

export interface MailSettings {
  smtpUrl: string;
  to: string;
  from: string;
}

/** Delay before retry n (1-based): 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempt: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 60 * 60 * 1000);
}

function body(message: StoredMessage): string {
  return [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    `Phone: ${message.phone ?? '—'}`,
    `Company: ${message.company ?? '—'}`,
    `Language: ${message.lang}`,
    `Received: ${message.createdAt}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * Sends stored messages to the firm's inbox in the background. The message is already on disk; an SMTP
 * outage only delays the email (retried with back-off) and never the visitor's answer.
 */
export class MailRelay {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: MessageStore,
    private readonly settings: MailSettings,
    private readonly log: Logger,
    private readonly options: { intervalMs?: number; retryBaseMs?: number } = {},
  ) {
    this.transport = nodemailer.createTransport(settings.smtpUrl);
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.intervalMs ?? 15_000);
    this.timer.unref();
    this.wake();
  }

  /** Runs a delivery pass now (after a new message), unless one is running. */
  wake(): void {
    this.running ??= this.deliverDue().finally(() => {
      this.running = undefined;
    });
  }

  async deliverDue(now = new Date()): Promise<void> {
    for (const message of this.store.due(now)) {
      try {
        await this.transport.sendMail({
          from: this.settings.from,
          to: this.settings.to,
          replyTo: { name: message.name, address: message.email },
          subject: `Website enquiry from ${message.name}${message.company ? ` (${message.company})` : ''}`,
          text: body(message),
        });
        this.store.markSent(message.id);
      } catch (error) {
        const next = new Date(Date.now() + retryDelayMs(message.attempts + 1, this.options.retryBaseMs));
        this.store.markFailed(message.id, error instanceof Error ? error.message : String(error), next);
        this.log.warn({ err: error, messageId: message.id, retryAt: next.toISOString() }, 'mail relay failed; will retry');
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }
}
