import { type ChildProcess } from 'node:child_process';
import { PostgresMessageStore } from '#server/contact/postgres-store.ts';
import { freePort } from '#scripts/free-port.ts';
import { startProductionServer } from '#scripts/production-server.ts';
import { numberedMessage, postContact, visitorAddress } from './support/contact-post';
import { throwawayPostgres } from './support/postgres';
import { messageIdOf, testSmtpServer } from './support/smtp-server';

/**
 * Two production servers on one PostgreSQL, as an operator runs them behind a proxy: no acknowledged
 * message is lost or stored twice when one is killed, each reaches the inbox, and the rate limit is one
 * limit for both.
 */

/** The firm's mail server: records each mail's Message-ID and body. */
async function inbox() {
  const mails: Array<{ messageId: string; body: string }> = [];
  const server = await testSmtpServer((body, done) => {
    mails.push({ messageId: messageIdOf(body), body });
    done();
  });
  return { ...server, mails };
}

const post = (origin: string, n: number, client = visitorAddress(n)) => postContact(origin, numberedMessage(n), client);

describe('two replicas on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const cluster = throwawayPostgres(children);

  async function replicas(env: Record<string, string>) {
    const ports = [await freePort(), await freePort()];
    const started = await Promise.all(ports.map((port) => startProductionServer(port, { TRUST_PROXY: '1', ...env })));
    children.push(...started);
    return ports.map((port, i) => ({ origin: `http://127.0.0.1:${port}`, child: started[i] }));
  }

  it('keeps every acknowledged message exactly once through a SIGKILL, and mails each one', async () => {
    const databaseUrl = await cluster().database();
    const smtp = await inbox();
    // Short sends and so short leases: the survivor takes over the killed replica's claims in seconds. Not
    // shorter: a send that outlasts the timeout after the message was handed over counts as possibly sent and
    // waits an hour (seen with 2 s at a load average of 14).
    const [a, b] = await replicas({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_TO: 'office@firm.test',
      MAIL_FROM: 'website@firm.test',
      MAIL_TIMEOUT_SECONDS: '5',
    });
    if (!a || !b) throw new Error('two replicas expected');
    const acknowledged = new Set<string>();
    try {
      for (let batch = 0; batch < 10; batch += 1) {
        if (batch === 5) a.child?.kill('SIGKILL');
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const n = batch * 20 + i;
            return post((n % 2 === 0 ? a : b).origin, n).then(
              (res) => ({ n, ok: res.status === 303 && res.headers.get('location') === '/en/thank-you/' }),
              () => ({ n, ok: false }),
            );
          }),
        );
        for (const { n, ok } of answers) if (ok) acknowledged.add(`Visitor ${n}`);
      }
      expect(acknowledged.size).toBeGreaterThanOrEqual(140);

      const store = await PostgresMessageStore.open(databaseUrl);
      try {
        const names = (await store.list()).map((m) => m.name);
        for (const name of acknowledged) expect(names.filter((stored) => stored === name)).toHaveLength(1);
        // Nothing was stored twice, acknowledged or not (a post cut off by the kill may be stored unanswered).
        expect(new Set(names).size).toBe(names.length);

        // The survivor's relay sends everything, the killed replica's unfinished claims too.
        // Within a lease (20 s) and a relay interval (15 s) or two, with room for a loaded machine.
        const deadline = Date.now() + 90_000;
        const mailed = () => new Set(smtp.mails.map((mail) => /^Name: (.+)$/m.exec(mail.body)?.[1]?.trim()));
        // A mail the killed replica sent but never marked shows in the inbox before the survivor's
        // lease on it expires: wait for the store to agree as well, not only the inbox.
        const unsent = async () => (await store.list()).filter((m) => m.status !== 'sent');
        while (
          ([...acknowledged].some((name) => !mailed().has(name)) || (await unsent()).length > 0) &&
          Date.now() < deadline
        ) {
          await new Promise((r) => setTimeout(r, 250));
        }
        expect([...acknowledged].filter((name) => !mailed().has(name))).toEqual([]);
        // Once each: one Message-ID per enquiry, and at most the one mail in flight at the kill sent again
        // (the same Message-ID, which the inbox shows once).
        const ids = smtp.mails.map((mail) => mail.messageId);
        expect(ids.every((id) => /^<enquiry-\d+-\d+@firm\.test>$/.test(id))).toBe(true);
        expect(ids.length - new Set(ids).size).toBeLessThanOrEqual(1);
        expect(await unsent()).toEqual([]);
      } finally {
        await store.close();
      }
    } finally {
      b.child?.kill('SIGTERM');
      await smtp.close();
    }
  }, 180_000);

  it('counts the rate limit once for both: the sixth message from one client gets 429 on the other replica', async () => {
    const [a, b] = await replicas({ DATABASE_URL: await cluster().database() });
    if (!a || !b) throw new Error('two replicas expected');
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await post(i % 2 === 0 ? a.origin : b.origin, i, '203.0.113.50')).status).toBe(303);
      const sixth = await post(b.origin, 5, '203.0.113.50');
      expect(sixth.status).toBe(429);
      expect((await post(a.origin, 6, '203.0.113.51')).status).toBe(303);
    } finally {
      a.child?.kill('SIGTERM');
      b.child?.kill('SIGTERM');
    }
  }, 60_000);
});
