import request from 'supertest';
import { testApp, testSiteUrl } from './support/app';
import { sitemapEntries } from './support/sitemap';

const app = testApp();

describe('sitemap', () => {
  it('lists every indexable page in both languages, and nothing kept out of the index', async () => {
    const urls = (await sitemapEntries(app)).map((entry) => entry.loc);
    for (const lang of ['en', 'sq']) {
      for (const path of [
        '',
        'services/',
        'pricing/',
        'business-formation/',
        'about/',
        'contact/',
        'privacy/',
        'faq/',
        'blog/',
      ]) {
        expect(urls).toContain(`${testSiteUrl}/${lang}/${path}`);
      }
      expect(urls).toContain(`${testSiteUrl}/${lang}/blog/category/tax-planning/`);
      // A category without a post answers 404, so it is no address to index.
      expect(urls).not.toContain(`${testSiteUrl}/${lang}/blog/category/financial-management/`);
      expect(urls).toContain(`${testSiteUrl}/${lang}/blog/tax-planning-tips-kosovo/`);
    }
    expect(urls.some((url) => /thank-you|search/.test(url))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('gives articles a lastmod and every page reciprocal alternates with x-default', async () => {
    const entries = await sitemapEntries(app);
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      const alternates = Object.fromEntries(entry['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]));
      expect(Object.keys(alternates).sort()).toEqual(['en', 'sq', 'x-default']);
      expect(alternates['x-default']).toBe(alternates.en);
      for (const lang of ['en', 'sq']) {
        const twin = byLoc.get(alternates[lang] ?? '');
        expect(
          twin?.['xhtml:link'].find((link) => link['@_hreflang'] === (entry.loc.includes('/en/') ? 'en' : 'sq'))?.[
            '@_href'
          ],
        ).toBe(entry.loc);
      }
      if (entry.loc.includes('/blog/') && !entry.loc.includes('/category/') && !entry.loc.endsWith('/blog/')) {
        expect(entry.lastmod).toMatch(/^2025-01-\d{2}$/);
      }
    }
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the absolute sitemap', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${testSiteUrl}/sitemap.xml\n`);
  });
});
