import request from 'supertest';
import sharp from 'sharp';
import { serializeJsonLd } from '#server/document/json-ld.ts';
import { sitePaths } from '#server/site-paths.ts';
import { testApp, testBlog, testSiteUrl } from './support/app';
import { readPage } from './support/dom';
import { jsonLdBlocks, metaContent } from './support/html';

const app = testApp();

describe('head metadata', () => {
  it.each([
    ['/en/pricing/', 'en_US', 'sq_AL'],
    ['/sq/pricing/', 'sq_AL', 'en_US'],
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

  it('gives every indexable page a unique title and description in its language', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of sitePaths(testBlog()).filter((p) => !/thank-you|search/.test(p))) {
      const html = (await request(app).get(path).expect(200)).text;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const description = metaContent(html, 'description')[0] ?? '';
      expect({ path, clash: titles.get(title) }).toEqual({ path, clash: undefined });
      expect({ path, clash: descriptions.get(description) }).toEqual({ path, clash: undefined });
      titles.set(title, path);
      descriptions.set(description, path);
    }
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

  it.each(sitePaths(testBlog()))('%s has the firm, the website with its search and its breadcrumbs', async (path) => {
    const html = (await request(app).get(path).expect(200)).text;
    const blocks = jsonLdBlocks(html);
    const [organization, website, breadcrumbs] = blocks;
    const lang = path.slice(1, 3);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      name: expect.any(String),
      url: `${testSiteUrl}/${lang}/`,
      logo: `${testSiteUrl}/logo-512.png`,
      telephone: expect.stringMatching(/^\+383 /),
      email: expect.stringContaining('@'),
      address: {
        '@type': 'PostalAddress',
        addressLocality: lang === 'sq' ? 'Prishtinë' : 'Prishtina',
        addressCountry: 'XK',
      },
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
      serviceArea: { '@type': 'GeoCircle', geoRadius: 50000 },
      areaServed: ['XK', 'AL', 'MK', 'ME', 'RS'].map((name) => ({ '@type': 'Country', name })),
      knowsLanguage: [expect.objectContaining({ name: 'English' }), expect.objectContaining({ name: 'Albanian' })],
      sameAs: expect.arrayContaining([
        expect.stringContaining('facebook.com'),
        expect.stringContaining('linkedin.com'),
        expect.stringContaining('x.com'),
      ]),
    });
    // No rating: the firm has no reviews to back one (docs/decisions/010-no-rating-without-reviews.md).
    expect(organization).not.toHaveProperty('aggregateRating');
    expect(organization).not.toHaveProperty('review');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${testSiteUrl}/${lang}/search/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (breadcrumbs?.itemListElement ?? []) as Array<{ position: number; item: string }>;
    expect(items[0]).toMatchObject({ position: 1, item: `${testSiteUrl}/${lang}/` });
    if (path !== `/${lang}/`) expect(items.at(-1)?.item).toBe(`${testSiteUrl}${path}`);
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
