import http from 'node:http';
import { type AddressInfo } from 'node:net';
import request from 'supertest';
import { testApp } from './support/app';

const app = testApp();

describe('canonical redirects', () => {
  it('redirects / to /en/', async () => {
    const res = await request(app).get('/').expect(302);
    expect(res.headers.location).toBe('/en/');
  });

  it.each([
    ['/en', '/en/'],
    ['/sq', '/sq/'],
  ])('redirects %s to %s permanently', async (from, to) => {
    const res = await request(app).get(from);
    expect([301, 308]).toContain(res.status);
    expect(res.headers.location).toBe(to);
  });

  it('adds the trailing slash to a known path and keeps the query string exactly', async () => {
    const res = await request(app).get('/en/services?x=1&y=%20a+b');
    expect([301, 308]).toContain(res.status);
    expect(res.headers.location).toBe('/en/services/?x=1&y=%20a+b');
  });

  it('collapses repeated trailing slashes to the canonical path', async () => {
    const res = await request(app).get('/sq/pricing//');
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe('/sq/pricing/');
  });

  it('sends an unknown article slug to the blog list in the same language', async () => {
    const res = await request(app).get('/sq/blog/no-such-post/').expect(302);
    expect(res.headers.location).toBe('/sq/blog/');
  });
});

describe('redirects never leave the site', () => {
  const attempts = [
    '//evil.example/',
    '//evil.example',
    '/\\evil.example/x',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example',
    '/en/blog/%2F%2Fevil.example',
    '/en//evil.example',
    '/en/services?next=//evil.example',
  ];

  it.each(attempts)('%s gets no off-site Location', async (path) => {
    const res = await request(app).get(path);
    const location = res.headers.location;
    if (location !== undefined) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'https://site.test').host).toBe('site.test');
    }
    expect(res.status).toBeLessThan(500);
  });

  it('answers an absolute-form request line with a path on this site', async () => {
    const server = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: 'http://evil.example/en', method: 'GET' }, resolve);
        req.on('error', reject);
        req.end();
      });
      res.resume();
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('/en/');
    } finally {
      server.close();
    }
  });
});
