import { type AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { MailRelay, retryDelayMs } from '../server/contact/mail-relay';
import { MessageStore } from '../server/contact/message-store';
import { tempDataDir } from './support/app';

const message = { name: 'Arta Berisha', email: 'arta@example.com', company: 'Berisha Trade', message: 'Please call me about VAT.' };

/** A local SMTP server on loopback that records mails and can be told to refuse the next ones. */
async function smtpServer() {
  const received: string[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }));
          return;
        }
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count: number) => (refuse = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail relay', () => {
  it('backs off from 30 s to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it('delivers a stored message once and marks it sent', async () => {
    const smtp = await smtpServer();
    const store = new MessageStore(tempDataDir());
    const relay = new MailRelay(store, { smtpUrl: smtp.url, to: 'office@firm.test', from: 'website@firm.test' }, pino({ level: 'silent' }));
    try {
      store.save('sq', message, 'UA');
      await relay.deliverDue();
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Please call me about VAT.');
      expect(smtp.received[0]).toContain('Reply-To: Arta Berisha <arta@example.com>');
      expect(store.all()[0]).toMatchObject({ status: 'sent' });
    } finally {
      await relay.stop();
      await smtp.close();
    }
  });

  it('retries after a failure and loses nothing', async () => {
    const smtp = await smtpServer();
    const store = new MessageStore(tempDataDir());
    const relay = new MailRelay(store, { smtpUrl: smtp.url, to: 'office@firm.test', from: 'website@firm.test' }, pino({ level: 'silent' }), {
      retryBaseMs: 500,
    });
    try {
      store.save('en', message, 'UA');
      store.save('en', { ...message, name: 'Besa' }, 'UA');
      smtp.refuseNext(1);
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(store.all().map((m) => m.status)).toEqual(['new', 'sent']);
      expect(store.all()[0]?.attempts).toBe(1);
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(2);
      expect(store.all().map((m) => m.status)).toEqual(['sent', 'sent']);
    } finally {
      await relay.stop();
      await smtp.close();
    }
  });

  it('keeps messages while the SMTP server is unreachable', async () => {
    const store = new MessageStore(tempDataDir());
    const relay = new MailRelay(store, { smtpUrl: 'smtp://127.0.0.1:9', to: 'office@firm.test', from: 'website@firm.test' }, pino({ level: 'silent' }));
    try {
      store.save('en', message, 'UA');
      await relay.deliverDue();
      expect(store.all()).toEqual([expect.objectContaining({ status: 'new', attempts: 1 })]);
    } finally {
      await relay.stop();
    }
  });
});
