import { readFileSync } from 'node:fs';
import request from 'supertest';
import { type ResponseKind, responsePolicies } from '#server/response-policy.ts';
import { testApp, testSiteUrl } from './support/app';

const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8')) as { entry: string };
const cdn = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

describe('the response policy', () => {
  it('answers, for every kind of response, whether it is kept here, its Cache-Control and its encoding', () => {
    expect(responsePolicies(null)).toEqual({
      page: { pageCache: true, cacheControl: 'no-cache', encoding: 'stored' },
      actionPage: { pageCache: true, cacheControl: 'no-cache', encoding: 'stored' },
      result: { pageCache: false, cacheControl: 'no-cache', encoding: 'response' },
      echo: { pageCache: false, cacheControl: 'no-store, private', encoding: 'response' },
      notFound: { pageCache: false, cacheControl: 'no-cache', encoding: 'response' },
      feed: { pageCache: false, cacheControl: 'public, max-age=3600', encoding: 'stored' },
      asset: { pageCache: false, cacheControl: 'public, max-age=31536000, immutable', encoding: 'build' },
      publicFile: { pageCache: false, cacheControl: 'public, max-age=3600', encoding: 'none' },
      plain: { pageCache: false, cacheControl: 'no-store', encoding: 'none' },
      redirect: { pageCache: false, cacheControl: null, encoding: 'none' },
    });
    // Only pages the same for everyone go to a CDN, and only when HTML_CACHE_SECONDS says so.
    const withCdn = responsePolicies(300);
    expect(withCdn.page.cacheControl).toBe(cdn);
    expect(withCdn.actionPage.cacheControl).toBe('no-cache');
  });

  /** A request that gets each kind of response from the site, as a visitor would send it. */
  const examples: Array<[ResponseKind, (app: ReturnType<typeof testApp>) => request.Test, number]> = [
    ['page', (app) => request(app).get('/en/pricing/'), 200],
    ['actionPage', (app) => request(app).get('/en/thank-you/?error=true'), 200],
    ['result', (app) => request(app).get('/en/search/?q=vat'), 200],
    ['result', (app) => request(app).get('/en/pricing/?utm_source=x'), 200],
    ['echo', (app) => request(app).get('/en/tools/salary/?gross=abc'), 422],
    [
      'echo',
      (app) => request(app).post('/en/contact/').type('form').set('Origin', testSiteUrl).send('name=&email=x'),
      422,
    ],
    ['notFound', (app) => request(app).get('/sq/no-such-page/'), 404],
    ['feed', (app) => request(app).get('/en/blog/feed.xml'), 200],
    ['feed', (app) => request(app).get('/sitemap.xml'), 200],
    ['asset', (app) => request(app).get(manifest.entry), 200],
    ['publicFile', (app) => request(app).get('/favicon-32.png'), 200],
    ['plain', (app) => request(app).get('/healthz'), 200],
    ['plain', (app) => request(app).delete('/en/about/'), 405],
    ['plain', (app) => request(app).get('/missing-logo.png'), 404],
    ['redirect', (app) => request(app).get('/'), 302],
    ['redirect', (app) => request(app).get('/en/about'), 308],
  ];

  const app = testApp({ HTML_CACHE_SECONDS: '300' });

  it.each(examples)('answers as the policy of kind %s says', async (kind, send, status) => {
    const policy = responsePolicies(300)[kind];
    const first = await send(app).expect(status);
    expect(first.headers['cache-control']).toBe(policy.cacheControl ?? undefined);
    // Kept here: the second answer comes from memory, with the ETag only the page cache sends.
    const again = await send(app).expect(status);
    expect(again.headers.etag !== undefined && again.headers['content-type']?.startsWith('text/html')).toBe(
      policy.pageCache,
    );
  });

  it('compresses what it sends with the one negotiation: brotli first, then gzip', async () => {
    for (const path of ['/en/blog/feed.xml', '/en/search/?q=vat', '/sq/no-such-page/', manifest.entry]) {
      const br = await request(app).get(path).set('Accept-Encoding', 'gzip;q=1, br;q=0.5');
      expect([path, br.headers['content-encoding']]).toEqual([path, 'br']);
      const gzip = await request(app).get(path).set('Accept-Encoding', 'gzip');
      expect([path, gzip.headers['content-encoding']]).toEqual([path, 'gzip']);
      const none = await request(app).get(path).set('Accept-Encoding', 'identity');
      expect([path, none.headers['content-encoding']]).toEqual([path, undefined]);
    }
  });
});
