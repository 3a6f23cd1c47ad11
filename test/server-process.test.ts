import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

const port = 39_000 + Math.floor(Math.random() * 1000);
const siteUrl = `http://127.0.0.1:${port}`;

async function waitForListening(child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!output.join('').includes('"listening"')) {
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(child.exitCode).toBeNull();
}

describe('the production server process', () => {
  it('honours PORT and SITE_URL, skips health checks in its log, and loses no log line on SIGTERM', async () => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: siteUrl, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    try {
      await waitForListening(child, output);
      const health = await fetch(`${siteUrl}/healthz`);
      expect(health.status).toBe(200);
      const page = await fetch(`${siteUrl}/sq/about/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<link rel="canonical" href="${siteUrl}/sq/about/"/>`);
      // Lines are written in batches (server/logger.ts): the last ones are still held when SIGTERM comes.
      for (let i = 0; i < 150; i += 1) await (await fetch(`${siteUrl}/en/?n=${i}`)).arrayBuffer();

      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      expect(code).toBe(0);
      const log = output.join('');
      expect(log).toContain('/sq/about/');
      const requestLines = log.split('\n').filter((line) => line.includes('"path":"/en/"'));
      expect(requestLines).toHaveLength(150);
      expect(log).not.toContain('/healthz');
      expect(log).toContain('shutting down');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
