import { type ChildProcess, spawn } from 'node:child_process';
import { SqliteMessageStore } from '#server/contact/sqlite-store.ts';
import { tempDataDir } from './support/app';
import { numberedMessage, postContact, visitorAddress } from './support/contact-post';

const port = 41_000 + Math.floor(Math.random() * 1000);
const origin = `http://127.0.0.1:${port}`;

function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = (): void => {
      fetch(`${origin}/healthz`)
        .then(() => resolve(child))
        .catch(() => (Date.now() > deadline ? reject(new Error('server did not start')) : setTimeout(poll, 50)));
    };
    poll();
  });
}

describe('durability', () => {
  it('keeps every acknowledged message through a SIGKILL', async () => {
    const dataDir = tempDataDir();
    const server = await startServer(dataDir);
    let acknowledged = 0;
    try {
      for (let batch = 0; batch < 10; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const n = batch * 20 + i;
            return postContact(origin, numberedMessage(n), visitorAddress(n));
          }),
        );
        acknowledged += answers.filter(
          (res) => res.status === 303 && res.headers.get('location') === '/en/thank-you/',
        ).length;
      }
    } finally {
      server.kill('SIGKILL');
    }
    expect(acknowledged).toBe(200);
    await new Promise((resolve) => server.once('exit', resolve));
    const restarted = await startServer(dataDir);
    restarted.kill('SIGTERM');
    const store = new SqliteMessageStore(dataDir);
    const names = new Set((await store.list()).map((m) => m.name));
    await store.close();
    expect(names.size).toBe(200);
    for (let n = 0; n < 200; n += 1) expect(names.has(`Visitor ${n}`)).toBe(true);
  }, 60_000);
});
