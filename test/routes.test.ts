import { breadcrumbTrail } from '#shared/breadcrumbs.ts';
import { href, inLanguage, matchPage, namedPages, pathOf, rememberedMatchBytes, staticPages } from '#shared/routes.ts';
import { en } from '#content/i18n/en.ts';
import { sq } from '#content/i18n/sq.ts';

describe('route table', () => {
  it('builds every link with a language prefix and a trailing slash', () => {
    expect(href('en', 'home')).toBe('/en/');
    expect(href('sq', 'businessFormation')).toBe('/sq/business-formation/');
    expect(href('en', 'blogCategory', { category: 'tax-planning' })).toBe('/en/blog/category/tax-planning/');
    expect(href('sq', 'blogArticle', { slug: 'tax-planning-tips-kosovo' })).toBe('/sq/blog/tax-planning-tips-kosovo/');
  });

  it('encodes parameter values so they cannot add path segments', () => {
    expect(href('en', 'blogArticle', { slug: '../x/y' })).toBe('/en/blog/..%2Fx%2Fy/');
  });

  it('matches every route in both languages and round-trips to the same path', () => {
    for (const lang of ['en', 'sq'] as const) {
      for (const page of staticPages) {
        const path = href(lang, page);
        const match = matchPage(path);
        expect(match).toMatchObject({ page, lang });
        expect(match && pathOf(match)).toBe(path);
      }
    }
  });

  it('rejects unknown prefixes and wrong case', () => {
    expect(matchPage('/de/')).toBeNull();
    expect(matchPage('/EN/')).toBeNull();
    expect(matchPage('/en/Services/')).toBeNull();
    expect(matchPage('/en/unknown/')).toBeNull();
  });

  it('prefers the category route over the article route', () => {
    expect(matchPage('/en/blog/category/data-analysis/')).toMatchObject({
      page: 'blogCategory',
      params: { category: 'data-analysis' },
    });
  });

  it('names the current page in the other language, parameters included', () => {
    const match = matchPage('/en/pricing/');
    expect(match && inLanguage(match, 'sq')).toBe('/sq/pricing/');
    const article = matchPage('/sq/blog/some-post/');
    expect(article && inLanguage(article, 'en')).toBe('/en/blog/some-post/');
  });

  it('ends the breadcrumb trail of every named page in its name, in both languages', () => {
    for (const [lang, t] of [
      ['en', en],
      ['sq', sq],
    ] as const) {
      for (const page of namedPages) {
        const match = matchPage(href(lang, page));
        const trail = match ? breadcrumbTrail(match, { home: t.nav.home, pages: t.pageNames }) : [];
        // An empty name, or a page breadcrumbTrail does not take for named, leaves the trail one short.
        expect(trail.at(-1)).toEqual({ name: t.pageNames[page], path: href(lang, page) });
      }
    }
  });

  it('builds breadcrumbs from the route table and the dictionary', () => {
    const match = matchPage('/sq/pricing/');
    expect(match && breadcrumbTrail(match, { home: sq.nav.home, pages: sq.pageNames })).toEqual([
      { name: 'Ballina', path: '/sq/' },
      { name: 'Çmimet', path: '/sq/pricing/' },
    ]);
    const article = matchPage('/en/blog/a-post/');
    expect(article && breadcrumbTrail(article, { home: en.nav.home, pages: en.pageNames }, 'A post')).toEqual([
      { name: 'Home', path: '/en/' },
      { name: 'Blog', path: '/en/blog/' },
      { name: 'A post', path: '/en/blog/a-post/' },
    ]);
  });
});

describe('the route-match memo', () => {
  it('is bounded by bytes: a thousand made-up 16 KB paths leave it under 300 KB, and long paths are not kept', () => {
    for (let i = 0; i < 1000; i += 1) matchPage(`/en/${String(i).padStart(4, '0')}${'a'.repeat(16 * 1024)}/`);
    expect(rememberedMatchBytes()).toBeLessThan(300 * 1024);
    for (let i = 0; i < 5000; i += 1) matchPage(`/en/made-up-${i}/`);
    expect(rememberedMatchBytes()).toBeLessThanOrEqual(256 * 1024);
    // The site's own pages still match after the flood.
    expect(matchPage('/en/pricing/')).toMatchObject({ page: 'pricing', lang: 'en' });
  });
});
