import request from 'supertest';
import sharp from 'sharp';
import { serializeJsonLd } from '#server/document/json-ld.ts';
import { testApp, testSiteUrl } from './support/app';
import { readPage } from './support/dom';
import { jsonLdBlocks, metaContent } from './support/html';

const app = testApp();

describe('head metadata', () => {
  it.each([
    ['/en/pricing/', 'en_GB', 'sq_AL'],
    ['/sq/pricing/', 'sq_AL', 'en_GB'],
  ])('%s carries canonical, alternates, Open Graph and Twitter tags', async (path, locale, alternate) => {
    const res = await request(app).get(path).expect(200);
    const html = res.text;
    const lang = path.slice(1, 3);
    expect(html).toContain(`<link rel="canonical" href="${testSiteUrl}${path}"/>`);
    for (const l of ['en', 'sq'])
      expect(html).toContain(`<link rel="alternate" hrefLang="${l}" href="${testSiteUrl}/${l}/pricing/"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${testSiteUrl}/en/pricing/"/>`);
    expect(metaContent(html, 'og:type')).toEqual(['website']);
    expect(metaContent(html, 'og:url')).toEqual([`${testSiteUrl}${path}`]);
    expect(metaContent(html, 'og:locale')).toEqual([locale]);
    expect(metaContent(html, 'og:locale:alternate')).toEqual([alternate]);
    expect(metaContent(html, 'og:image')[0]).toMatch(
      new RegExp(`^${testSiteUrl}/assets/cards/${lang}-pricing-[a-f0-9]{10}\\.png$`),
    );
    expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'og:image:height')).toEqual(['630']);
    expect(metaContent(html, 'og:image:alt')[0]).toBeTruthy();
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(html, 'robots')[0]).toMatch(/^index, follow/);
    expect(metaContent(html, 'description')[0]?.length).toBeGreaterThan(50);
  });

  it('marks an article with its published time, author, section and one tag entry per tag', async () => {
    const res = await request(app).get('/en/blog/financial-planning-excellence-strategic-advisory/').expect(200);
    expect(metaContent(res.text, 'og:type')).toEqual(['article']);
    expect(metaContent(res.text, 'article:published_time')).toEqual(['2025-01-17']);
    expect(metaContent(res.text, 'article:author')).toEqual(['Besnik Gashi']);
    expect(metaContent(res.text, 'article:section')).toEqual(['Financial Planning']);
    expect(metaContent(res.text, 'article:tag')).toEqual([
      'Financial Planning',
      'Strategic Advisory',
      'Business Intelligence',
      'Performance Management',
    ]);
    expect(metaContent(res.text, 'og:image')[0]).toMatch(
      /\/assets\/covers\/financial-planning-excellence-strategic-advisory-og-[a-f0-9]+\.jpg$/,
    );
  });

  it.each(['/en/thank-you/', '/sq/search/?q=tvsh', '/en/missing-page/'])('keeps %s out of the index', async (path) => {
    const res = await request(app).get(path);
    expect(metaContent(res.text, 'robots')).toEqual(['noindex, follow']);
    expect(res.text).not.toContain('rel="canonical"');
  });
});

describe('sharing images', () => {
  it.each([
    '/en/',
    '/sq/services/',
    '/en/blog/',
    '/sq/blog/category/tax-planning/',
    '/en/blog/tax-planning-tips-kosovo/',
    '/sq/no-such-page/',
    // A filtered view's title is not on any card: it shares the calendar's.
    '/sq/tax-calendar/?for=vat',
    '/en/tax-calendar/?for=employer,vat',
    '/sq/tools/profit/?profit=100000',
  ])('the card of %s answers 200 as a 1200×630 image', async (path) => {
    const html = (await request(app).get(path)).text;
    const image = (
      readPage(html).document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? ''
    ).replace(testSiteUrl, '');
    const res = await request(app).get(image).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  // Pages without a card of their own share the home card: its description is the title on that card.
  it.each([
    ['/sq/thank-you/', 'sq-home-', 'Kontabilitet, tatime dhe këshillim financiar në Kosovë'],
    ['/en/search/', 'en-home-', 'Accounting, Tax and Financial Advisory in Kosovo'],
    ['/sq/no-such-page/', 'sq-home-', 'Kontabilitet, tatime dhe këshillim financiar në Kosovë'],
    [
      '/sq/pricing/',
      'sq-pricing-',
      'Paketat dhe çmimet për kontabilitet, tatime dhe shërbime të drejtorit financiar (CFO)',
    ],
  ])('the card %s shares is described by the title it shows', async (path, card, alt) => {
    const html = (await request(app).get(path)).text;
    expect(metaContent(html, 'og:image')[0]).toContain(`/assets/cards/${card}`);
    expect(metaContent(html, 'og:image:alt')).toEqual([alt]);
    expect(metaContent(html, 'twitter:image:alt')).toEqual([alt]);
  });
});

describe('structured data', () => {
  it('escapes markup and line separators in JSON-LD', () => {
    const out = serializeJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script><b>&\u2028\u2029',
    });
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toMatchObject({ name: '</script><b>&\u2028\u2029' });
  });

  it('describes an article as a BlogPosting', async () => {
    const html = (await request(app).get('/sq/blog/tax-planning-tips-kosovo/').expect(200)).text;
    const posting = jsonLdBlocks(html).find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: expect.stringContaining('planifikimin tatimor'),
      description: expect.any(String),
      image: expect.stringMatching(/\/assets\/covers\/tax-planning-tips-kosovo-og-/),
      datePublished: '2025-01-03',
      dateModified: '2025-01-03',
      inLanguage: 'sq',
      keywords: expect.stringContaining('TVSH'),
      author: { '@type': 'Person', name: 'Besnik Gashi' },
      publisher: { '@type': 'Organization', logo: `${testSiteUrl}/logo-512.png` },
    });
  });

  it('describes the blog list as a Blog of its posts', async () => {
    const html = (await request(app).get('/en/blog/').expect(200)).text;
    const blog = jsonLdBlocks(html).find((block) => block['@type'] === 'Blog');
    expect((blog?.blogPost as unknown[]).length).toBe(8);
  });
});
