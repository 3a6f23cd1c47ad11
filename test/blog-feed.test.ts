import request from 'supertest';
import { testApp, testSiteUrl } from './support/app';

const app = testApp();

describe('blog feeds', () => {
  it.each(['en', 'sq'] as const)(
    'serves RSS 2.0 for /%s/ with absolute links, titles, excerpts and dates',
    async (lang) => {
      const res = await request(app).get(`/${lang}/blog/feed.xml`).expect(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
      expect(res.text.match(/<item>/g)).toHaveLength(8);
      expect(res.text).toContain(`<link>${testSiteUrl}/${lang}/blog/tax-planning-tips-kosovo/</link>`);
      expect(res.text).toContain('<pubDate>Fri, 03 Jan 2025 09:00:00 GMT</pubDate>');
      expect(res.text).toContain(`<language>${lang}</language>`);
    },
  );

  it('is advertised on blog pages', async () => {
    const res = await request(app).get('/sq/blog/').expect(200);
    expect(res.text).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Burimi RSS i blogut" href="/sq/blog/feed.xml"/>',
    );
  });
});
