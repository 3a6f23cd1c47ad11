import { type AddressInfo, type Socket, createServer } from 'node:net';
import pino from 'pino';
import { MailRelay, retryDelayMs } from '#server/contact/mail-relay.ts';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { lockDatabase } from './support/lock-database';
import { mailSettings as settings, relayMessage as message, relaying } from './support/relaying';
import { testSmtpServer } from './support/smtp-server';

const silent = pino({ level: 'silent' });

/** A local SMTP server on loopback that records mails and can be told to refuse the next ones. */
async function smtpServer(options: { beforeAccept?: () => void } = {}) {
  const received: string[] = [];
  let refuse = 0;
  let refusalCode = 451;
  const server = await testSmtpServer((mail, done) => {
    if (refuse > 0) {
      refuse -= 1;
      done(Object.assign(new Error('mailbox unavailable'), { responseCode: refusalCode }));
      return;
    }
    options.beforeAccept?.();
    received.push(mail);
    done();
  });
  return {
    ...server,
    received,
    refuseNext: (count: number, code = 451) => {
      refuse = count;
      refusalCode = code;
    },
  };
}

/** A "mail server" that accepts connections and never says a word. */
async function silentSmtpServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, sockets, server };
}

/** A mail's text as its reader sees it: quoted-printable (RFC 2045 §6.7) decoded, as nodemailer sends non-ASCII. */
function quotedPrintable(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));
}

describe('mail relay', () => {
  it('backs off from 30 s to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });

  it('delivers a stored message once and marks it sent', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store }, async (relay) => {
      await store.save('sq', message, 'UA');
      await relay.deliverDue();
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Please call me about VAT.');
      expect(smtp.received[0]).toContain('Reply-To: Arta Berisha <arta@example.com>');
      expect((await store.list())[0]).toMatchObject({ status: 'sent' });
    });
  });

  it('relays what the message is about and when to call, as the form named them', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store }, async (relay) => {
      await store.save('sq', { ...message, phone: '+383 44 555 666', topic: 'plan-pro', callTime: 'morning' }, 'UA');
      await store.save('en', { ...message, name: 'Besa' }, 'UA');
      await relay.deliverDue();
      const [chosen, plain] = smtp.received.map(quotedPrintable);
      expect(chosen).toContain('Subject: Website enquiry from Arta Berisha (Berisha Trade): Pro plan');
      expect(chosen).toContain('About: Pro plan');
      expect(chosen).toContain('Best time to call: Morning, 9:00 AM');
      expect(plain).toContain('Subject: Website enquiry from Besa (Berisha Trade)\r\n');
      expect(plain).toContain('About: —');
      expect(plain).toContain('Best time to call: —');
    });
  });

  it('keeps each field of a message stored before the form refused line breaks on its own line', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store }, async (relay) => {
      // Saved straight into the store, as the form took it before it refused them (issue 24).
      await store.save('en', { ...message, name: 'Arta\r\nBcc: victim@example.com', company: 'Acme\u202eevil' }, 'UA');
      await relay.deliverDue();
      const sent = smtp.received[0] ?? '';
      expect(sent.slice(0, sent.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/im);
      // A quoted string: each backslash of the escape doubled (RFC 5322 §3.2.4).
      expect(sent).toContain(String.raw`Reply-To: "Arta\\x0d\\x0aBcc: victim@example.com" <arta@example.com>`);
      const mail = quotedPrintable(sent);
      const blank = mail.indexOf('\r\n\r\n');
      expect(
        mail
          .slice(blank + 4)
          .split(/\r?\n/)
          .slice(0, 9),
      ).toEqual([
        'Name: Arta\\x0d\\x0aBcc: victim@example.com',
        'Email: arta@example.com',
        'Phone: —',
        'Best time to call: —',
        'Company: Acme\\u{202e}evil',
        'About: —',
        'Language: en',
        expect.stringMatching(/^Received: /),
        '',
      ]);
    });
  });

  it('retries after a failure and loses nothing', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store, options: { retryBaseMs: 500 } }, async (relay) => {
      await store.save('en', message, 'UA');
      await store.save('en', { ...message, name: 'Besa' }, 'UA');
      smtp.refuseNext(1);
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect((await store.list()).map((m) => m.status)).toEqual(['new', 'sent']);
      expect((await store.list())[0]?.attempts).toBe(1);
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(2);
      expect((await store.list()).map((m) => m.status)).toEqual(['sent', 'sent']);
    });
  });

  it('keeps messages while the SMTP server is unreachable', async () => {
    const store = new SqliteMessageStore(tempDataDir());
    const relay = new MailRelay(store, settings('smtp://127.0.0.1:9'), silent);
    try {
      await store.save('en', message, 'UA');
      await relay.deliverDue();
      expect(await store.list()).toEqual([expect.objectContaining({ status: 'new', attempts: 1 })]);
    } finally {
      await relay.stop();
    }
  });

  it('never rejects when the store fails, and delivers once the store is back', async () => {
    const smtp = await smtpServer();
    const dataDir = tempDataDir();
    const store = new SqliteMessageStore(dataDir, { busyTimeoutMs: 20 });
    await relaying({ smtp, store }, async (relay) => {
      await store.save('en', message, 'UA');
      const lock = lockDatabase(dataDir);
      await expect(relay.deliverDue()).resolves.toBe(false);
      lock.release();
      expect(smtp.received).toHaveLength(0);
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
    });
  });

  it('does not send again a message it sent but could not record as sent', async () => {
    const dataDir = tempDataDir();
    let lock: { release: () => void } | undefined;
    // The disk "fills" between the mail server's acceptance and the relay's record of it.
    const smtp = await smtpServer({ beforeAccept: () => (lock = lockDatabase(dataDir)) });
    const store = new SqliteMessageStore(dataDir, { busyTimeoutMs: 20 });
    await relaying({ smtp, store, options: { leaseMs: 0 } }, async (relay) => {
      await store.save('en', message, 'UA');
      await relay.deliverDue();
      await relay.deliverDue();
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      lock?.release();
      await relay.deliverDue();
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(1);
      expect(await store.list()).toEqual([expect.objectContaining({ status: 'sent' })]);
    });
  });

  it('works through a backlog pass after pass without waiting for the interval', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store, options: { intervalMs: 3_600_000 } }, async (relay) => {
      for (let i = 0; i < 120; i += 1) await store.save('en', { ...message, name: `Visitor ${i}` }, 'UA');
      relay.wake();
      // The relay marks a message sent once the server has accepted it: the last mark may follow the last
      // delivery by a moment, so the wait is for both.
      const allSent = async () => (await store.list()).every((m) => m.status === 'sent');
      const deadline = Date.now() + 20_000;
      while ((smtp.received.length < 120 || !(await allSent())) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(smtp.received).toHaveLength(120);
      expect(await allSent()).toBe(true);
    });
  }, 30_000);

  it('stops retrying a message the mail server refuses for good (5xx) and records why', async () => {
    const smtp = await smtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    await relaying({ smtp, store, options: { retryBaseMs: 1 } }, async (relay) => {
      await store.save('en', message, 'UA');
      smtp.refuseNext(1, 550);
      await relay.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await relay.deliverDue();
      expect(smtp.received).toHaveLength(0);
      expect(await store.list()).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') }),
      ]);
    });
  });

  it('gives up on a mail server that never answers within the send timeout, keeping the message', async () => {
    const { port, sockets, server: silentServer } = await silentSmtpServer();
    const store = new SqliteMessageStore(tempDataDir());
    const relay = new MailRelay(store, settings(`smtp://127.0.0.1:${port}`), silent, { sendTimeoutMs: 300 });
    try {
      await store.save('en', message, 'UA');
      const started = Date.now();
      await relay.deliverDue();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await store.list()).toEqual([expect.objectContaining({ status: 'new', attempts: 1 })]);
    } finally {
      await relay.stop();
      for (const socket of sockets) socket.destroy();
      silentServer.close();
    }
  });

  it('stops within its bound while a send hangs, and the cut-off message is sent after its lease', async () => {
    const { port, sockets, server: silentServer } = await silentSmtpServer();
    const dataDir = tempDataDir();
    const store = new SqliteMessageStore(dataDir);
    const hanging = new MailRelay(store, settings(`smtp://127.0.0.1:${port}`), silent, {
      sendTimeoutMs: 60_000,
      leaseMs: 1_000,
      stopWaitMs: 200,
    });
    await store.save('en', message, 'UA');
    hanging.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = Date.now();
    await hanging.stop();
    expect(Date.now() - stopping).toBeLessThan(500);

    // The next process (or replica) finds the message due again once the lease has run out.
    const smtp = await smtpServer();
    const next = new MailRelay(store, settings(smtp.url), silent);
    try {
      await next.deliverDue();
      expect(smtp.received).toHaveLength(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await next.deliverDue();
      expect(smtp.received).toHaveLength(1);
      // The stopped relay's send now fails late; its stale claim cannot undo the delivery.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await store.list()).toEqual([expect.objectContaining({ status: 'sent' })]);
    } finally {
      await next.stop();
      await smtp.close();
      silentServer.close();
    }
  });
});
