import pino, { type Logger } from 'pino';
import { MailRelay, type RelayOptions } from '#server/contact/mail-relay.ts';
import { type MessageStore } from '#server/contact/message-store.ts';

/** The message the relay tests send, as a visitor typed it. */
export const relayMessage = {
  name: 'Arta Berisha',
  email: 'arta@example.com',
  company: 'Berisha Trade',
  message: 'Please call me about VAT.',
};

/** The firm's mail settings, with the test's mail server. */
export const mailSettings = (url: string) => ({
  smtpUrl: url,
  to: 'office@firm.test',
  from: 'website@firm.test',
  timeoutSeconds: 30,
});

/** A relay from `store` to the test's mail server for the length of `run`; both stopped after, as it ends. */
export async function relaying(
  {
    smtp,
    store,
    log = pino({ level: 'silent' }),
    options,
  }: { smtp: { url: string; close: () => Promise<void> }; store: MessageStore; log?: Logger; options?: RelayOptions },
  run: (relay: MailRelay) => Promise<void>,
): Promise<void> {
  const relay = new MailRelay(store, mailSettings(smtp.url), log, options);
  try {
    await run(relay);
  } finally {
    await relay.stop();
    await smtp.close();
  }
}
