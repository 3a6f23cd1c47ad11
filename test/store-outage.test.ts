import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/free-port.ts';
import { startProductionServer } from '#scripts/production-server.ts';
import { postedFormValues } from './support/dom';
import { throwawayPostgres } from './support/postgres';
import { postContact } from './support/contact-post';

/**
 * Pages never depend on the message store (issue 24). A production server (as `npm start` runs it) starts
 * and serves with its store unreachable, says so on /readyz and in its log, gives a contact post back as
 * typed with 503 whichever part of the store fails (the rate limiter's counts included), and recovers by
 * itself when the store is back: PostgreSQL on a throwaway cluster stopped under a running server and before
 * one starts, and SQLite on an empty DATA_DIR it cannot write.
 */

const typed = {
  name: 'Arta Berisha',
  email: 'arta@example.com',
  phone: '+383 44 555 666',
  company: 'Berisha Trade',
  message: 'We need monthly bookkeeping and VAT returns.',
};

async function until(what: string, check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Running {
  origin: string;
  logs: string[];
  child: ChildProcess;
}

const running: ChildProcess[] = [];

async function start(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const logs: string[] = [];
  const child = await startProductionServer(port, { LOG_LEVEL: 'info', TRUST_PROXY: '1', ...env }, '.', (text) =>
    logs.push(text),
  );
  running.push(child);
  return { origin: `http://127.0.0.1:${port}`, logs, child };
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

let visitor = 0;

function post(origin: string): Promise<Response> {
  visitor += 1;
  return postContact(origin, typed, `198.51.100.${visitor}`);
}

/** A probe's answer; one that does not come within 10 s counts as none (a hung /readyz is a failure too). */
const status = async (url: string) => (await fetch(url, { signal: AbortSignal.timeout(10_000) })).status;

/** While the store is out: pages 200, not ready, a post given back as typed with 503, the log says so. */
async function expectServingWithoutStore(server: Running): Promise<void> {
  await until('/readyz reports the store', async () => (await status(`${server.origin}/readyz`)) === 503);
  for (const page of ['/en/', '/sq/', '/en/services/', '/en/contact/', '/en/blog/'])
    expect([page, await status(server.origin + page)]).toEqual([page, 200]);
  expect(await status(`${server.origin}/healthz`)).toBe(200);
  // The visitor is answered within seconds whatever the store does, refusing or never answering.
  const sent = Date.now();
  const refused = await post(server.origin);
  expect(Date.now() - sent).toBeLessThan(10_000);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('120');
  expect(postedFormValues(await refused.text())).toMatchObject(typed);
  await until('the log reports the store', async () => server.logs.join('').includes('message store is unavailable'));
}

/** The store is back: ready again within a few seconds, the log says so, a post is stored. */
async function expectRecovered(server: Running): Promise<void> {
  await until('/readyz is ready again', async () => (await status(`${server.origin}/readyz`)) === 200);
  expect((await post(server.origin)).status).toBe(303);
  // The log is written in batches (server/logger.ts): the line arrives within a moment.
  await until('the log reports the end', async () => server.logs.join('').includes('message store is available again'));
}

describe('a PostgreSQL outage', () => {
  const cluster = throwawayPostgres();

  // Shut down, PostgreSQL closes its connections and refuses new ones; stopped (SIGSTOP, as a hung server or a
  // network that drops packets), it does neither, and only a bounded wait tells the server it is gone.
  it.each([
    ['shut down', 'halt', 'resume'],
    ['stopped without a word', 'freeze', 'thaw'],
  ] as const)(
    'is survived by a running server when %s: pages stay up, posts get 503 with the form, and it recovers',
    async (_, begin, end) => {
      const server = await start({ DATABASE_URL: await cluster().database() });
      await until('ready', async () => (await status(`${server.origin}/readyz`)) === 200);
      expect((await post(server.origin)).status).toBe(303);
      cluster()[begin]();
      try {
        await expectServingWithoutStore(server);
      } finally {
        cluster()[end]();
      }
      await expectRecovered(server);
      server.child.kill('SIGTERM');
    },
    60_000,
  );

  it('does not stop a server from starting: it serves, retries, and is ready once PostgreSQL is up', async () => {
    const url = await cluster().database();
    cluster().halt();
    let server: Running;
    try {
      server = await start({ DATABASE_URL: url });
      await expectServingWithoutStore(server);
      expect(server.child.exitCode).toBeNull();
    } finally {
      cluster().resume();
    }
    await expectRecovered(server);
    server.child.kill('SIGTERM');
  }, 60_000);
});

function canWrite(dir: string): boolean {
  try {
    writeFileSync(path.join(dir, 'probe'), '');
    rmSync(path.join(dir, 'probe'));
    return true;
  } catch {
    return false;
  }
}

/**
 * An empty, read-only DATA_DIR. Root ignores permissions, so as root the folder is made immutable; on a
 * filesystem without immutable files, a path below a plain file stands in (no one can create it either).
 */
function unwritableDir(): { path: string; makeWritable: () => void } {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'site-readonly-')), 'data');
  mkdirSync(dir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chattr', ['+i', dir]);
  else chmodSync(dir, 0o555);
  if (!canWrite(dir))
    return { path: dir, makeWritable: () => (asRoot ? execFileSync('chattr', ['-i', dir]) : chmodSync(dir, 0o755)) };
  rmSync(dir, { recursive: true });
  writeFileSync(dir, '');
  return { path: path.join(dir, 'data'), makeWritable: () => (rmSync(dir), mkdirSync(dir)) };
}

describe('an unwritable DATA_DIR (SQLite)', () => {
  it('does not stop a first start: it serves, retries, and is ready once the folder can be written', async () => {
    const data = unwritableDir();
    let server: Running;
    try {
      server = await start({ DATA_DIR: data.path });
      await expectServingWithoutStore(server);
    } finally {
      data.makeWritable();
    }
    await expectRecovered(server);
    server.child.kill('SIGTERM');
  }, 60_000);
});
