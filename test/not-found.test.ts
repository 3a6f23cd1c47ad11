import request from 'supertest';
import { testApp } from './support/app';

const app = testApp();

describe('unknown paths', () => {
  it('answers an unknown page with the 404 page in the prefix language', async () => {
    const res = await request(app).get('/sq/nuk-ekziston/').expect(404);
    expect(res.text).toContain('<html lang="sq"');
    expect(res.text).toContain('Faqja nuk u gjet');
    expect(res.text).toContain('name="robots" content="noindex');
  });

  it.each(['/de/', '/EN/', '/en/Services/', '/fr/services/', '/nothing-here/'])(
    'answers %s with the English 404 page, never a duplicate page',
    async (path) => {
      const res = await request(app).get(path).expect(404);
      expect(res.text).toContain('<html lang="en"');
      expect(res.text).toContain('Page Not Found');
      expect(res.text).toContain('>404<');
    },
  );

  it.each([
    ['/en/some/where/', '/sq/some/where/'],
    ['/sq/diku/', '/en/diku/'],
    ['/nothing-here/', '/sq/nothing-here/'],
  ])('links the language menu of %s to the same path under the other prefix, %s', async (path, other) => {
    const res = await request(app).get(path).expect(404);
    expect(res.text).toContain(`href="${other}"`);
  });

  it('offers the four ways on from the 404 page', async () => {
    const res = await request(app).get('/en/missing/').expect(404);
    expect(res.text).toContain('Return to Home');
    expect(res.text).toContain('Go Back');
    expect(res.text).toContain('href="/en/contact/"');
    expect(res.text).toContain('View Our Services');
  });

  it.each(['/%E0%A4%A/', '/en/%E0%A4%A/', '/%', '/en/blog/%ZZ/', '/assets/%E0%A4%A.js'])(
    'answers malformed percent-encoding %s with 400 or 404 and no stack trace',
    async (path) => {
      const previous = process.env.NODE_ENV;
      delete process.env.NODE_ENV;
      try {
        const res = await request(testApp()).get(path);
        expect([400, 404]).toContain(res.status);
        expect(res.text).not.toMatch(/at .*\.(ts|js):\d+|URIError|stack/i);
      } finally {
        process.env.NODE_ENV = previous;
      }
    },
  );

  it('answers a missing file outside the pages with a plain 404, not a page', async () => {
    const res = await request(app).get('/missing-logo.png').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });
});

describe('methods', () => {
  it.each(['post', 'put', 'delete', 'patch'] as const)(
    'refuses %s on a page with 405 and an Allow header',
    async (method) => {
      const res = await request(app)[method]('/en/about/').expect(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    },
  );

  it('answers POST to an unknown path with 404', async () => {
    await request(app).post('/en/unknown/').expect(404);
  });
});
