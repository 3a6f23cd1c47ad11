import { createHash } from 'node:crypto';
import request from 'supertest';
import { themeScript } from '#shared/theme-script.ts';
import { testApp } from './support/app';

const app = testApp();

const cases: Array<[string, number]> = [
  ['/en/', 200],
  ['/sq/about/', 200],
  ['/en/missing/', 404],
  ['/', 302],
  ['/en/services', 308],
  ['/healthz', 200],
  ['/assets/missing.js', 404],
];

describe('security headers', () => {
  it.each(cases)('are on %s (%i)', async (path, status) => {
    const res = await request(app).get(path).expect(status);
    const csp = res.headers['content-security-policy'];
    expect(csp).toBeDefined();
    const scriptSrc = csp?.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the one inline script by its hash, and the page carries exactly that executable script', async () => {
    const res = await request(app).get('/en/').expect(200);
    const hash = createHash('sha256').update(themeScript).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // JSON-LD blocks are data, not scripts: browsers never execute them, so the CSP does not apply.
    const inline = [
      ...res.text.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => m[1]);
    expect(inline).toEqual([themeScript]);
  });

  it('keeps rendered HTML free of per-request nonces', async () => {
    // Two renders, by two sites: a second request to one site is answered with its stored copy of the first.
    const render = () => request(testApp()).get('/en/about/').expect(200);
    const first = await render();
    const second = await render();
    expect(first.headers.etag).toBeUndefined();
    expect(second.headers.etag).toBeUndefined();
    expect(first.text).toBe(second.text);
    expect(first.text).not.toContain('nonce');
  });

  describe('with visit statistics configured', () => {
    const connectSrc = (csp: string | undefined) => csp?.split(';').find((d) => d.startsWith('connect-src '));

    it('lets pages send only to the configured origin besides their own, from Express and the fast path alike', async () => {
      const site = testApp({
        ANALYTICS_PROVIDER: 'plausible',
        ANALYTICS_URL: 'https://plausible.example.com/',
        ANALYTICS_SITE: 'www.example-firm.test',
      });
      // The first answer is rendered by Express; the second comes from the page cache, before Express.
      for (let i = 0; i < 2; i += 1) {
        const res = await request(site).get('/en/about/').expect(200);
        expect(connectSrc(res.headers['content-security-policy'])).toBe(
          "connect-src 'self' https://plausible.example.com",
        );
      }
      const redirect = await request(site).get('/en/about').expect(308);
      expect(connectSrc(redirect.headers['content-security-policy'])).toBe(
        "connect-src 'self' https://plausible.example.com",
      );
    });

    it('lets pages send nowhere else when they are not', async () => {
      for (let i = 0; i < 2; i += 1) {
        const res = await request(app).get('/en/about/').expect(200);
        expect(connectSrc(res.headers['content-security-policy'])).toBe("connect-src 'self'");
      }
    });
  });
});
