import { type RequestListener, createServer } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { withFastPath } from '#server/fast-path.ts';
import { PageCache } from '#server/page-cache.ts';
import { securityHeaderList } from '#server/security-headers.ts';
import { pageCacheEtag, testApp } from './support/app';
import { listening, rawExchange } from './support/raw-http';

const html = Buffer.from('<!DOCTYPE html><html lang="en"><title>Cached</title><p>From memory</p></html>');
const headers = securityHeaderList({ https: true, analyticsOrigin: null });

/** The fast path in front of an app that only says it was reached. */
function frontDoor() {
  const cache = new PageCache();
  cache.store('/en/', new Date(), html, 'no-cache');
  const reached: string[] = [];
  const app: RequestListener = (req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.statusCode = 418;
    res.end();
  };
  return { site: withFastPath(app, cache, headers, pino({ level: 'silent' }), 0), reached };
}

describe('fast path for cached pages', () => {
  it('answers a cached page from memory, with the security headers, without reaching the app', async () => {
    const { site, reached } = frontDoor();
    const res = await request(site).get('/en/').set('Accept-Encoding', 'identity').expect(200);
    expect(res.text).toBe(html.toString());
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of headers) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(reached).toEqual([]);
  });

  it('sends brotli when accepted and answers 304 to a current ETag', async () => {
    const { site } = frontDoor();
    const first = await request(site).get('/en/').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    await request(site)
      .get('/en/')
      .set('Accept-Encoding', 'gzip, br')
      .set('If-None-Match', first.headers.etag ?? '')
      .expect(304);
  });

  it('answers 304 only for the tag of the encoding it would send, and to If-None-Match: *', async () => {
    const { site } = frontDoor();
    const br = await request(site).get('/en/').set('Accept-Encoding', 'br').expect(200);
    // A client that now takes only gzip holds no copy of the gzip representation.
    const gzip = await request(site)
      .get('/en/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', br.headers.etag ?? '')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    await request(site)
      .get('/en/')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', `"x", W/${gzip.headers.etag ?? ''}`)
      .expect(304);
    await request(site).get('/en/').set('If-None-Match', '*').expect(304);
  });

  it('answers HEAD with headers only', async () => {
    const { site } = frontDoor();
    const res = await request(site).head('/en/').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-length']).toBe(String(html.length));
    expect(res.text).toBeUndefined();
  });

  it('answers a target with a fragment or in absolute form from memory, as the page it names', async () => {
    const { site, reached } = frontDoor();
    const server = createServer(site);
    const port = await listening(server);
    try {
      for (const target of ['/en/#x', 'http://localhost/en/', 'HTTP://localhost:80/en/#top']) {
        const { answer } = await rawExchange(
          port,
          `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer.endsWith(html.toString())).toBe(true);
      }
      // Other pages and queries reach the app by their path, as any other request does.
      await rawExchange(
        port,
        'GET http://localhost/sq/?q=1#x HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      );
      await rawExchange(port, 'GET http://localhost HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      expect(reached).toEqual(['GET /sq/?q=1', 'GET /']);
    } finally {
      server.close();
    }
  });

  it('leaves everything else to the app: other methods, other spellings, pages not cached', async () => {
    const { site, reached } = frontDoor();
    await request(site).post('/en/').expect(418);
    await request(site).get('/en').expect(418);
    await request(site).get('/EN/').expect(418);
    await request(site).get('/en/?x=1').expect(418);
    await request(site).get('/sq/').expect(418);
    expect(reached).toEqual(['POST /en/', 'GET /en', 'GET /EN/', 'GET /en/?x=1', 'GET /sq/']);
  });

  it('sends every header Express sends for the same page, but those that describe the bytes', async () => {
    const site = testApp();
    // Rendered and streamed by Express, then answered from memory by the fast path.
    const streamed = await request(site).get('/en/about/').set('Accept-Encoding', 'identity').expect(200);
    const cached = await request(site).get('/en/about/').set('Accept-Encoding', 'identity').expect(200);
    expect(streamed.headers.etag).toBeUndefined();
    expect(cached.headers.etag).toBe(pageCacheEtag(cached.text, undefined));
    const bytes = new Set(['date', 'etag', 'content-length', 'transfer-encoding']);
    const comparable = (res: request.Response) => Object.entries(res.headers).filter(([name]) => !bytes.has(name));
    expect(comparable(cached)).toEqual(comparable(streamed));
    expect(cached.text).toBe(streamed.text);
  });
});
