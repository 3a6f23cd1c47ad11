import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressBody } from '#server/encoding.ts';
import request from 'supertest';
import { createSite } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/logger.ts';
import { PageCache } from '#server/page-cache.ts';
import { createPageRenderer } from '#server/page-renderer.tsx';
import { pageCacheEtag, tempDataDir, testApp, testBlog, testSiteUrl } from './support/app';

/** The bytes as sent (node:http does not decompress, unlike supertest). */
async function rawGet(
  app: http.RequestListener,
  path: string,
  encoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  } finally {
    server.close();
  }
}

describe('rendered-page cache', () => {
  it('streams the first request, then serves the same HTML from memory with a strong ETag', async () => {
    const app = testApp();
    const first = await request(app).get('/en/pricing/').set('Accept-Encoding', 'identity').expect(200);
    expect(first.headers.etag).toBeUndefined();
    const second = await request(app).get('/en/pricing/').set('Accept-Encoding', 'identity').expect(200);
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers['content-security-policy']).toBeDefined();
  });

  it('sends brotli or gzip as accepted, with Vary, and a tag per encoding', async () => {
    const app = testApp();
    const plain = await request(app).get('/sq/about/').set('Accept-Encoding', 'identity');
    const br = await rawGet(app, '/sq/about/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await rawGet(app, '/sq/about/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
    expect(new Set([br.headers.etag, gz.headers.etag]).size).toBe(2);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const app = testApp();
    await request(app).get('/en/faq/');
    const cached = await request(app).get('/en/faq/').set('Accept-Encoding', 'br');
    await request(app)
      .get('/en/faq/')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', cached.headers.etag ?? '')
      .expect(304);
  });

  it('answers HEAD from the cache with headers only', async () => {
    const app = testApp();
    await request(app).get('/en/blog/');
    const head = await request(app).head('/en/blog/').set('Accept-Encoding', 'identity').expect(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect(head.text).toBeUndefined();
  });

  it('keeps per-request pages out: search results and other query strings', async () => {
    const app = testApp();
    for (const path of ['/en/search/?q=vat', '/en/pricing/?utm_source=x']) {
      await request(app).get(path);
      const again = await request(app).get(path).expect(200);
      expect(again.headers.etag).toBeUndefined();
    }
  });

  it('caches the thank-you page in its two states separately', async () => {
    const app = testApp();
    await request(app).get('/en/thank-you/?error=true');
    await request(app).get('/en/thank-you/');
    const failed = await request(app).get('/en/thank-you/?error=true').set('Accept-Encoding', 'identity').expect(200);
    const ok = await request(app).get('/en/thank-you/').set('Accept-Encoding', 'identity').expect(200);
    expect(failed.text).toContain('Submission Failed');
    expect(ok.text).toContain('Thank You!');
    expect(failed.headers.etag).toBe(pageCacheEtag(failed.text, undefined));
    expect(ok.headers.etag).toBe(pageCacheEtag(ok.text, undefined));
  });
});

describe('page cache under a flood of made-up addresses', () => {
  function site() {
    const config = loadConfig({ SITE_URL: testSiteUrl, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir() });
    const log = createLogger('silent');
    const blog = testBlog();
    const render = createPageRenderer(config, log, blog);
    return { app: createSite(config, log, { blog, render }), cache: render.cache };
  }

  it('admits only known pages: 200 unknown categories and paths leave its size and a cached page unchanged', async () => {
    const { app, cache } = site();
    await request(app).get('/en/services/');
    const before = await request(app).get('/en/services/').set('Accept-Encoding', 'br').expect(200);
    const size = cache.size;
    const agent = request(app);
    for (let i = 0; i < 100; i += 1) {
      await agent.get(`/en/blog/category/flood-${i}/`).expect(200);
      await agent.get(`/sq/flood-${i}/`).expect(404);
    }
    expect(cache.size).toBe(size);
    const after = await request(app).get('/en/services/').set('Accept-Encoding', 'br').expect(200);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('shows an unknown category as the blog list, kept out of the index and pointing at the list', async () => {
    const { app } = site();
    const res = await request(app).get('/sq/blog/category/anything-at-all/').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(res.text).toContain(`<link rel="canonical" href="${testSiteUrl}/sq/blog/"/>`);
    const again = await request(app).get('/sq/blog/category/anything-at-all/').expect(200);
    expect(again.headers.etag).toBeUndefined();
  });

  it('never stores the 404 page: each one names its own address in the language menu', async () => {
    const { app, cache } = site();
    const empty = cache.size;
    await request(app).get('/en/one/').expect(404);
    await request(app).get('/sq/two/').expect(404);
    expect(cache.size).toBe(empty);
  });
});

describe('shared caches (HTML_CACHE_SECONDS)', () => {
  const cdn = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

  it('lets a CDN keep pages that are the same for everyone, rendered or from memory, with the ETag', async () => {
    const app = testApp({ HTML_CACHE_SECONDS: '300' });
    const first = await request(app).get('/sq/pricing/').expect(200);
    expect(first.headers['cache-control']).toBe(cdn);
    const cached = await request(app).get('/sq/pricing/').set('Accept-Encoding', 'identity').expect(200);
    expect(cached.headers['cache-control']).toBe(cdn);
    expect(cached.headers.etag).toBe(pageCacheEtag(cached.text, undefined));
  });

  it('never on the thank-you page, search results, a 404, or made-up addresses', async () => {
    const app = testApp({ HTML_CACHE_SECONDS: '300' });
    for (const path of [
      '/en/thank-you/',
      '/en/thank-you/',
      '/en/thank-you/?error=true',
      '/en/search/?q=vat',
      '/en/missing/',
      '/en/missing/',
      '/en/blog/category/made-up/',
      '/en/pricing/?utm_source=x',
    ]) {
      const res = await request(app).get(path);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-cache']);
    }
  });

  it('is off by default', async () => {
    const app = testApp();
    await request(app).get('/en/about/');
    expect((await request(app).get('/en/about/')).headers['cache-control']).toBe('no-cache');
  });
});

describe('page cache across days', () => {
  const html = (text: string) => Buffer.from(`<!doctype html><title>${text}</title>${'x'.repeat(4000)}`);
  // 10:00 in Prishtina on two days in a row (UTC+1 in November).
  const monday = new Date('2026-11-23T09:00:00Z');
  const tuesday = new Date('2026-11-24T09:00:00Z');

  it("drops the earlier day's pages when the first page of a new day is asked for", () => {
    const cache = new PageCache();
    for (const path of ['/en/', '/sq/', '/en/about/']) cache.store(path, monday, html(path), 'no-cache');
    expect(cache.size).toBe(3);
    expect(cache.get('/en/', tuesday)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.store('/en/', tuesday, html('tuesday'), 'no-cache');
    expect(cache.size).toBe(1);
  });

  it('neither serves nor stores a page whose request began on the day before', () => {
    const cache = new PageCache();
    cache.store('/en/', tuesday, html('tuesday'), 'no-cache');
    cache.store('/sq/', monday, html('monday'), 'no-cache');
    expect(cache.get('/sq/', monday)).toBeUndefined();
    expect(cache.size).toBe(1);
    expect(cache.get('/en/', tuesday)).toBeDefined();
  });

  it('compresses what it stores at the stored effort (brotli 11, gzip 9) unless told otherwise', () => {
    const page = html('effort');
    const cache = new PageCache();
    cache.store('/en/', monday, page, 'no-cache');
    const stored = cache.get('/en/', monday);
    expect(stored?.br.equals(compressBody(page, 'br', 'stored'))).toBe(true);
    expect(stored?.gzip.equals(compressBody(page, 'gzip', 'stored'))).toBe(true);
    expect(stored?.br.equals(compressBody(page, 'br', 'response'))).toBe(false);
  });

  it('keeps a page it holds as it is: storing it again compresses nothing', () => {
    const cache = new PageCache();
    cache.store('/en/', monday, html('first'), 'no-cache');
    const first = cache.get('/en/', monday);
    cache.store('/en/', monday, html('second render'), 'no-cache');
    expect(cache.get('/en/', monday)).toBe(first);
  });
});
