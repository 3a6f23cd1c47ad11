import { type Lang, languages } from '#shared/languages.ts';
import { type PageMatch, pathOf, staticPages } from '#shared/routes.ts';
import { type Blog } from './blog/blog';

/**
 * Every page of the site that answers 200, per language, as route-table matches: the source for the
 * sitemap and for the tests that visit every page.
 */
export function sitePages(lang: Lang, blog: Blog): PageMatch[] {
  return [
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- static pages take no params; TypeScript cannot pair a union's members
    ...staticPages.map((page): PageMatch => ({ page, lang, params: {} }) as PageMatch),
    // A category without a post answers 404 (server/pages/blog/blog-list.tsx): not a page of the site.
    ...blog.categories(lang).map((category): PageMatch => ({ page: 'blogCategory', lang, params: { category } })),
    ...blog.posts(lang).map((post): PageMatch => ({ page: 'blogArticle', lang, params: { slug: post.slug } })),
  ];
}

export function sitePaths(blog: Blog): string[] {
  return languages.flatMap((lang) => sitePages(lang, blog).map(pathOf));
}

/** Pages kept out of search results: they are in sitePages (they answer 200) but not in the sitemap. */
const noindexPages = new Set<PageMatch['page']>(['thankYou', 'search']);

export function indexablePages(lang: Lang, blog: Blog): PageMatch[] {
  return sitePages(lang, blog).filter((match) => !noindexPages.has(match.page));
}
