import request from 'supertest';
import { testApp, testSiteUrl } from './support/app';
import { readPage } from './support/dom';

const app = testApp();

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0;
}

describe('blog list', () => {
  it('lists all eight posts with covers, badges, dates and read times, and the sidebar', async () => {
    const res = await request(app).get('/en/blog/').expect(200);
    expect(count(res.text, /<article class="post-card">/g)).toBe(8);
    expect(res.text).toContain('<time dateTime="2025-01-17">17 January 2025</time>');
    expect(res.text).toContain('10 min read');
    expect(res.text).toMatch(/aria-current="page"><span>All Categories<\/span><span class="count">8/);
    expect(res.text).toMatch(/<h2 id="blog-recent">Recent Posts<\/h2><ul class="recent-list">(<li>.*?<\/li>){5}<\/ul>/);
  });

  it('writes dates in Albanian long form on /sq/', async () => {
    const res = await request(app).get('/sq/blog/').expect(200);
    expect(res.text).toContain('<time dateTime="2025-01-17">17 janar 2025</time>');
    expect(res.text).toContain('Lexohet për 10 minuta');
    expect(res.text).toContain('Të gjitha kategoritë');
  });

  it('writes each category count with the noun its number selects, for screen readers', async () => {
    const counts = async (path: string) => {
      const html = (await request(app).get(path).expect(200)).text;
      return [
        ...html.matchAll(/<span class="count">(\d+)<span class="visually-hidden"> (?:<!-- -->)?([^<]+)<\/span>/g),
      ].map((m) => `${m[1]} ${m[2]}`);
    };
    const sq = await counts('/sq/blog/');
    expect(sq).toEqual(expect.arrayContaining(['8 artikuj', '1 artikull', '2 artikuj']));
    expect(sq).not.toContain('1 artikuj');
    const en = await counts('/en/blog/');
    expect(en).toEqual(expect.arrayContaining(['8 posts', '1 post', '2 posts']));
    expect(en).not.toContain('1 posts');
    // A category without a post is not offered (Financial Management has none yet).
    expect([...sq, ...en].filter((entry) => entry.startsWith('0 '))).toEqual([]);
    expect((await request(app).get('/sq/blog/').expect(200)).text).not.toContain(
      '/sq/blog/category/financial-management/',
    );
  });

  it('prioritises the first cover and lazy-loads the rest, with width and height set', async () => {
    const res = await request(app).get('/en/blog/').expect(200);
    const images = [...res.text.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images[0]).toMatch(/loading="eager"/);
    expect(images[0]).toMatch(/fetchPriority="high"/);
    expect(images.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true);
    expect(images.every((img) => /width="1200" height="630"/.test(img))).toBe(true);
  });
});

describe('blog categories', () => {
  it('shows the posts of a category and marks it in the sidebar', async () => {
    const res = await request(app).get('/en/blog/category/financial-planning/').expect(200);
    expect(count(res.text, /<article class="post-card">/g)).toBe(2);
    expect(res.text).toMatch(/aria-current="page"><span>Financial Planning<\/span>/);
    expect(res.text).toContain('<h1>Financial Planning</h1>');
  });

  it('matches the category case-insensitively, redirecting to the canonical slug', async () => {
    const res = await request(app).get('/sq/blog/category/Tax-Planning/').expect(301);
    expect(res.headers.location).toBe('/sq/blog/category/tax-planning/');
  });

  it('answers 404 for a category without posts, says so plainly and offers the latest articles', async () => {
    const en = await request(app).get('/en/blog/category/financial-management/').expect(404);
    const enPage = readPage(en.text);
    expect(enPage.getByRole('heading', { level: 1 }).textContent).toBe('Financial Management');
    expect(enPage.text()).toContain(
      'There are no articles in this category yet. Choose another category, or read our latest articles below.',
    );
    expect(enPage.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/);
    expect(count(en.text, /<article class="post-card">/g)).toBe(8);
    const sq = readPage((await request(app).get('/sq/blog/category/financial-management/').expect(404)).text);
    expect(sq.text()).toContain(
      'Në këtë kategori ende nuk ka artikuj. Zgjidhni një kategori tjetër ose lexoni artikujt më të fundit më poshtë.',
    );
    expect(sq.text()).not.toContain('Udhëzime praktike për temën');
    // A search snippet has no „below“: the description only says there is nothing yet.
    expect(sq.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Për temën „Menaxhimi financiar“ ende nuk ka artikuj.',
    );
  });

  it('shows every post for an unknown category, kept out of the index', async () => {
    const res = await request(app).get('/en/blog/category/astrology/').expect(200);
    expect(count(res.text, /<article class="post-card">/g)).toBe(8);
    expect(res.text).toContain('name="robots" content="noindex');
  });
});

describe('blog article', () => {
  const path = '/en/blog/financial-planning-excellence-strategic-advisory/';

  it('shows the article with its metadata, author, body, tags and call to action', async () => {
    const res = await request(app).get(path).expect(200);
    expect(res.text).toMatch(/<h1>Financial Planning Excellence[^<]*<\/h1>/);
    expect(res.text).toContain('<title>Financial Planning Excellence');
    expect(res.text).toContain(' – Blog | ');
    expect(res.text).toContain(
      '<meta name="keywords" content="Financial Planning, Strategic Advisory, Business Intelligence, Performance Management"/>',
    );
    expect(res.text).toContain('Besnik Gashi');
    expect(res.text).toContain('Certified Accountant, Senior Tax Expert and Fraud Forensics Expert');
    expect(res.text).toContain('<li>Performance Management</li>');
    expect(res.text).toMatch(/<a class="button" href="\/en\/contact\/">Contact Us Today<\/a>/);
    expect(res.text).toContain('href="/en/blog/"');
    expect(count(res.text, /<article class="post-card">/g)).toBe(3);
  });

  it('links to share the canonical address, in a new tab', async () => {
    const res = await request(app).get(path).expect(200);
    const url = encodeURIComponent(`${testSiteUrl}${path}`);
    const title = encodeURIComponent('Financial Planning Excellence');
    expect(res.text).toContain(
      `href="https://www.facebook.com/sharer/sharer.php?u=${url}" target="_blank" rel="noopener noreferrer"`,
    );
    expect(res.text).toMatch(
      new RegExp(
        `href="https://x.com/intent/post\\?text=${title}[^"]*&amp;url=${url}" target="_blank" rel="noopener noreferrer"`,
      ),
    );
    expect(res.text).toContain(
      `href="https://www.linkedin.com/sharing/share-offsite/?url=${url}" target="_blank" rel="noopener noreferrer"`,
    );
  });

  it('uses the Albanian call to action on /sq/', async () => {
    const res = await request(app).get('/sq/blog/tax-planning-tips-kosovo/').expect(200);
    expect(res.text).toContain('Na kontaktoni sot');
    expect(res.text).toContain('<time dateTime="2025-01-03">3 janar 2025</time>');
  });

  it('serves the cover rasters the page points to', async () => {
    const res = await request(app).get(path).expect(200);
    const src = /<img src="([^"]+)"/.exec(res.text)?.[1] ?? '';
    const image = await request(app).get(src).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const og = src.replace(/-800-([a-f0-9]+)\.webp$/, '-og-$1.jpg');
    await request(app).get(og).expect('Content-Type', 'image/jpeg').expect(200);
  });
});
