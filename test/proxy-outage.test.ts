import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/free-port.ts';
import { startProductionServer } from '#scripts/production-server.ts';
import { throwawayPostgres } from './support/postgres';

/**
 * The shipped proxy configuration (deploy/Caddyfile, as compose.yaml runs it) keeps the pages up while the
 * database is down: two production servers on a throwaway PostgreSQL behind Debian's Caddy, the database
 * stopped for longer than several health-check intervals, every page asked for through Caddy meanwhile.
 * Only the upstream addresses differ from the shipped file (compose's service names become loopback ports).
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The shipped Caddyfile with the replicas at these ports, and no admin endpoint (other tests may run Caddy). */
function caddyfile(ports: number[]): string {
  const shipped = readFileSync('deploy/Caddyfile', 'utf8');
  const upstreams = 'site-1:3000 site-2:3000';
  if (!shipped.includes(upstreams)) throw new Error(`deploy/Caddyfile no longer names ${upstreams}`);
  return `{\n\tadmin off\n}\n${shipped.replace(upstreams, ports.map((port) => `127.0.0.1:${port}`).join(' '))}`;
}

async function startCaddy(config: string, port: number): Promise<ChildProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-caddy-'));
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, config);
  const caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', file], {
    env: { ...process.env, SITE_ADDRESS: `:${port}`, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100 && caddy.exitCode === null; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return caddy;
    await sleep(100);
  }
  caddy.kill();
  throw new Error('caddy did not start');
}

describe('the shipped Caddy configuration', () => {
  const processes: ChildProcess[] = [];
  const cluster = throwawayPostgres(processes);

  it('keeps every page up through a database outage, while /readyz reports it for alerts', async () => {
    const databaseUrl = await cluster().database();
    const ports = [await freePort(), await freePort()];
    const replicas = await Promise.all(
      ports.map((port) => startProductionServer(port, { DATABASE_URL: databaseUrl, TRUST_PROXY: '1' })),
    );
    processes.push(...replicas);
    const proxyPort = await freePort();
    processes.push(await startCaddy(caddyfile(ports), proxyPort));
    const proxy = `http://127.0.0.1:${proxyPort}`;
    const pages = ['/en/', '/sq/', '/en/services/', '/en/contact/'];
    expect((await fetch(`${proxy}/en/`)).status).toBe(200);

    cluster().halt();
    const answers = new Map<number, number>();
    try {
      // Three health-check intervals (5 s each) and more: Caddy has checked each replica several times.
      const until = Date.now() + 17_000;
      for (let n = 0; Date.now() < until; n += 1) {
        const status = (await fetch(proxy + pages[n % pages.length])).status;
        answers.set(status, (answers.get(status) ?? 0) + 1);
        await sleep(250);
      }
      const readiness = await Promise.all(ports.map((port) => fetch(`http://127.0.0.1:${port}/readyz`)));
      expect(readiness.map((res) => res.status)).toEqual([503, 503]);
    } finally {
      cluster().resume();
    }
    expect([...answers.keys()]).toEqual([200]);
    expect(answers.get(200)).toBeGreaterThan(30);
  }, 90_000);
});
