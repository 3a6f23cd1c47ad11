import { type Lang, languages } from '../shared/languages';
import { type PageMatch, pathOf, staticPages } from '../shared/routes';

/**
 * Every page of the site that answers 200, per language, as route-table matches: the source for the
 * sitemap and for the tests that visit every page.
 */
export function sitePages(lang: Lang): PageMatch[] {
  return staticPages.map((page) => ({ page, lang, params: {} }) as PageMatch);
}

export function sitePaths(): string[] {
  return languages.flatMap((lang) => sitePages(lang).map(pathOf));
}
