import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createSite } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { tempDataDir, testParts, testSiteUrl } from './support/app';

/** The site with its log captured as parsed JSON lines. */
function loggedSite(env: NodeJS.ProcessEnv = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({ SITE_URL: testSiteUrl, DATA_DIR: tempDataDir(), ...env });
  const log = pino({ level: 'info', base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, sink);
  return { app: createSite(config, log, testParts(config, log)), lines };
}

const requestLines = (lines: Array<Record<string, unknown>>) => lines.filter((line) => 'status' in line);
const disclosed = ['level', 'time', 'method', 'path', 'status', 'ms', 'ip', 'msg'].sort();

describe('request log', () => {
  it('holds only method, path, status, time and client IP for a contact post with cookies, referrer and forwarding', async () => {
    const { app, lines } = loggedSite({ TRUST_PROXY: '1' });
    await request(app)
      .post('/en/contact/?ref=newsletter')
      .type('form')
      .set('Origin', testSiteUrl)
      .set('Cookie', 'session=secret-cookie')
      .set('Referer', 'https://search.example/?q=private')
      .set('User-Agent', 'Secret-Agent/1.0')
      .set('X-Forwarded-For', '198.51.100.7, 203.0.113.9')
      .send('name=Arta+Berisha&email=arta%40example.com&message=A+private+question+about+payroll.')
      .expect(303);
    const [line, ...rest] = requestLines(lines);
    expect(rest).toEqual([]);
    expect(Object.keys(line ?? {}).sort()).toEqual(disclosed);
    expect(line).toMatchObject({ method: 'POST', path: '/en/contact/', status: 303, ip: '203.0.113.9' });
    const text = JSON.stringify(lines);
    for (const secret of [
      'secret-cookie',
      'search.example',
      'Secret-Agent',
      '198.51.100.7',
      'newsletter',
      'Arta',
      'payroll',
      'remotePort',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('writes the same fields for a page answered from memory by the fast path', async () => {
    const { app, lines } = loggedSite();
    await request(app).get('/sq/about/').set('Cookie', 'a=b').expect(200);
    await request(app).get('/sq/about/').set('Cookie', 'a=b').expect(200);
    const [rendered, cached] = requestLines(lines);
    expect(Object.keys(cached ?? {}).sort()).toEqual(disclosed);
    expect(Object.keys(rendered ?? {}).sort()).toEqual(disclosed);
    expect(cached).toMatchObject({ method: 'GET', path: '/sq/about/', status: 200, ip: '127.0.0.1' });
  });

  it('does not log health probes', async () => {
    const { app, lines } = loggedSite();
    await request(app).get('/healthz').expect(200);
    expect(requestLines(lines)).toEqual([]);
  });

  it('tells the operator once when forwarded headers arrive while TRUST_PROXY is 0', async () => {
    const { app, lines } = loggedSite();
    await request(app).get('/en/').set('X-Forwarded-For', '198.51.100.7');
    await request(app).get('/en/').set('X-Forwarded-For', '198.51.100.8');
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.msg)).toContain('TRUST_PROXY');
  });
});
