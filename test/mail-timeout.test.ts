import pino from 'pino';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { relayMessage as message, relaying } from './support/relaying';
import { messageIdOf, testSmtpServer } from './support/smtp-server';

/**
 * A mail server that answers slowly (issue 24): the relay's send timeout aborts the SMTP transaction, so the
 * server never gets a message the relay will send again; and when the timeout falls after the whole message
 * was handed over, the message counts as possibly sent: logged, retried late, with the same Message-ID.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An SMTP server that waits `delay.ms` before its replies (`finalOnly`: only the one after the message); the
 * test may change the delay.
 */
async function slowSmtpServer(ms: number, finalOnly = false) {
  const accepted: string[] = [];
  const delay = { ms };
  const slow = (callback: () => void) => (finalOnly ? callback() : setTimeout(callback, delay.ms));
  const server = await testSmtpServer(
    // The message is taken when the server says so, whether or not the client is still there to hear it.
    (mail, done) =>
      setTimeout(() => {
        accepted.push(messageIdOf(mail));
        done();
      }, delay.ms),
    {
      onConnect: (_session, callback) => slow(() => callback()),
      onMailFrom: (_address, _session, callback) => slow(() => callback()),
      onRcptTo: (_address, _session, callback) => slow(() => callback()),
    },
  );
  return { ...server, accepted, delay };
}

function recordingLogger() {
  const lines: Array<{ msg: string }> = [];
  return { log: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) }), lines };
}

describe('a slow mail server', () => {
  it('never gets a message whose send timed out before it was handed over', async () => {
    // Every reply after 600 ms, a 1 s send timeout: the relay gives up while the recipient is being named.
    const smtp = await slowSmtpServer(600);
    const store = new SqliteMessageStore(tempDataDir());
    const { log } = recordingLogger();
    await relaying({ smtp, store, log, options: { sendTimeoutMs: 1_000, retryBaseMs: 60_000 } }, async (relay) => {
      await store.save('en', message, 'UA');
      await relay.deliverDue();
      expect(await store.list()).toEqual([
        expect.objectContaining({ status: 'new', attempts: 1, lastError: expect.stringContaining('within 1000 ms') }),
      ]);
      // Long enough for the abandoned conversation to have finished, had it gone on.
      await sleep(3_000);
      expect(smtp.accepted).toEqual([]);
    });
  }, 15_000);

  it('counts a message handed over before the timeout as possibly sent: retried late, with the same Message-ID', async () => {
    // The server takes the whole message at once and answers 1.5 s later; the relay waits 1 s.
    const smtp = await slowSmtpServer(1_500, true);
    const store = new SqliteMessageStore(tempDataDir());
    const { log, lines } = recordingLogger();
    await relaying({ smtp, store, log, options: { sendTimeoutMs: 1_000, retryBaseMs: 50 } }, async (relay) => {
      await store.save('en', message, 'UA');
      await relay.deliverDue();
      expect(await store.list()).toEqual([
        expect.objectContaining({ status: 'new', attempts: 1, lastError: expect.stringContaining('may have been') }),
      ]);
      expect(lines.map((line) => line.msg)).toEqual([
        'mail relay: the mail server may have the message already; it is sent again late, with the same Message-ID',
      ]);
      await sleep(1_000);
      expect(smtp.accepted).toHaveLength(1);
      // Not retried at the usual back-off (50 ms here), nor within the next half hour…
      await relay.deliverDue(new Date(Date.now() + 30 * 60 * 1000));
      await sleep(2_000);
      expect(smtp.accepted).toHaveLength(1);
      // …but after an hour, as the same message (the server is prompt by then).
      smtp.delay.ms = 0;
      await relay.deliverDue(new Date(Date.now() + 61 * 60 * 1000));
      await sleep(2_000);
      expect(smtp.accepted).toHaveLength(2);
      expect(new Set(smtp.accepted).size).toBe(1);
      expect(await store.list()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    });
  }, 20_000);
});
