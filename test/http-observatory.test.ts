import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generate } from 'selfsigned';
import { testApp } from './support/app';

const runner = 'scripts/observatory';

interface Scan {
  score: number;
  tests: Record<string, { result: string; pass: boolean; modifier: number }>;
}

/**
 * The MDN HTTP Observatory's own tests and grading (scripts/observatory/score.mjs) against the real site,
 * served over HTTPS on a local port with a throwaway certificate the scanner is told to trust, as it would
 * be behind the TLS proxy. The two tests about the HTTPS set-up itself (redirection, HSTS preload) are the
 * proxy's and are set aside.
 */
describe('MDN HTTP Observatory', () => {
  let server: Server;
  let port = 0;
  let caFile = '';

  beforeAll(async () => {
    if (!existsSync(`${runner}/node_modules/@mdn/mdn-http-observatory`)) {
      execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: runner,
        stdio: 'ignore',
        timeout: 240_000,
      });
    }
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    caFile = path.join(mkdtempSync(path.join(tmpdir(), 'observatory-')), 'ca.pem');
    writeFileSync(caFile, pems.cert);
    server = createServer(
      { key: pems.private, cert: pems.cert },
      testApp({ SITE_URL: 'https://127.0.0.1', LOG_LEVEL: 'silent' }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }, 300_000);

  afterAll(() => server.close());

  async function scan(pagePath: string): Promise<Scan> {
    // Asynchronous: the site answers from this very process.
    const { stdout } = await promisify(execFile)(process.execPath, ['score.mjs', String(port), pagePath], {
      cwd: runner,
      timeout: 60_000,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    });
    return JSON.parse(stdout) as Scan;
  }

  it.each(['/en/', '/sq/contact/', '/en/blog/'])(
    'scores %s at least 130: default-src none, SRI on every script',
    async (pagePath) => {
      const result = await scan(pagePath);
      const detail = Object.entries(result.tests).map(
        ([name, t]) => `${name} ${t.modifier >= 0 ? '+' : ''}${t.modifier}`,
      );
      process.stdout.write(`Observatory score for ${pagePath}: ${result.score} (${detail.join(', ')})\n`);
      expect(result.tests['content-security-policy']?.result).toBe('csp-implemented-with-no-unsafe-default-src-none');
      expect(result.tests['subresource-integrity']?.result).toBe('sri-implemented-and-all-scripts-loaded-securely');
      expect(Object.entries(result.tests).filter(([, t]) => !t.pass)).toEqual([]);
      expect(result.score).toBeGreaterThanOrEqual(130);
    },
  );
});
