import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { site } from '#content/site.ts';
import { assetManifest, scriptsForIslands } from '#server/assets.ts';
import { sitePages, sitePaths } from '#server/site-paths.ts';
import { languages } from '#shared/languages.ts';
import { href, langOfPath, pathOf, staticPages } from '#shared/routes.ts';
import { forbiddenIn, readableText, typographyProblems } from './support/albanian-text';
import { testApp, testBlog, testSiteUrl } from './support/app';
import { jsonLdBlocks, metaContent } from './support/html';
import { sitemapEntries } from './support/sitemap';

/**
 * The whole-site audits: every page of the site, in both languages, held to what every page must be. The
 * full run (`npm test`) has them, not the fast tier (test/audit-suites.json); one app renders each page
 * once for all of them and answers the rest from its page cache. Each time grows with the site.
 */
const app = testApp();
const paths = sitePaths(testBlog());

describe('every page', () => {
  it('covers both languages', () => {
    expect(paths.filter((p) => p.startsWith('/en/')).length).toBe(paths.filter((p) => p.startsWith('/sq/')).length);
    for (const lang of languages) for (const page of staticPages) expect(paths).toContain(href(lang, page));
  });

  it.each(paths)('%s answers 200 with its language, nav, heading and footer', async (path) => {
    const lang = langOfPath(path) ?? 'en';
    const t = dictionary(lang);
    const res = await request(app).get(path).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text).toContain(`<html lang="${lang}"`);
    expect(res.text).toContain(`aria-label="${t.a11y.mainNavigation}"`);
    expect(res.text).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(res.text).toContain('<footer class="site-footer">');
    expect(res.text).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    expect(res.text).toMatch(/<title>[^<]+\| [^<]+<\/title>/);
    expect(res.text).toContain('<a class="skip-link" href="#main">');
    expect(res.text).toContain('<main id="main"');
  });
});

describe('head metadata', () => {
  it('gives every indexable page a unique title and description in its language', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths.filter((p) => !/thank-you|search/.test(p))) {
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

describe('structured data', () => {
  it.each(paths)('%s has the firm, the website with its search and its breadcrumbs', async (path) => {
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
});

describe('client bundle', () => {
  it('loads under 85 KB gzip of JavaScript on every page, islands included', async () => {
    const manifest = assetManifest();
    const assets = 'dist/client/assets';
    // Each script compressed once, not once for every page that loads it.
    const sizes = new Map<string, number>();
    const gzipped = (url: string) => {
      const known = sizes.get(url);
      if (known !== undefined) return known;
      const bytes = gzipSync(readFileSync(path.join(assets, path.basename(url)))).length;
      sizes.set(url, bytes);
      return bytes;
    };
    let largest = { path: '', bytes: 0 };
    for (const page of [...paths, '/en/no-such-page/']) {
      const html = (await request(app).get(page)).text;
      const names = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((m) => m[1] ?? ''));
      const files = scriptsForIslands(manifest, names);
      const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
      if (bytes > largest.bytes) largest = { path: page, bytes };
    }
    expect(largest.bytes).toBeLessThan(85 * 1024);
    expect(manifest.entry).toMatch(/^\/assets\/boot-[A-Z0-9]+\.js$/);
  }, 60_000);
});

describe('sitemap', () => {
  it('lists only addresses that answer 200', async () => {
    for (const entry of await sitemapEntries(app)) {
      await request(app).get(entry.loc.replace(testSiteUrl, '')).expect(200);
    }
  }, 60_000);
});

describe('Albanian glossary', () => {
  const albanian = [...sitePages('sq', testBlog()).map(pathOf), '/sq/no-such-page/', '/sq/thank-you/?error=true'];

  it.each(albanian)('%s uses no forbidden variant and keeps the typography rule', async (path) => {
    const text = readableText((await request(app).get(path)).text);
    expect(forbiddenIn(text)).toEqual([]);
    expect(typographyProblems(text)).toEqual([]);
  });
});
