import { type Lang } from './languages';
import { type NamedPageId, type PageMatch, href, namedPages, pathOf } from './routes';

export interface Crumb {
  name: string;
  path: string;
}

function isNamed(page: string): page is NamedPageId {
  return (namedPages as readonly string[]).includes(page);
}

/**
 * The trail from home to a page, built from the route table and the dictionary's page names. Pages below
 * the blog (category, article) pass their own last name.
 */
export function breadcrumbTrail(
  match: PageMatch,
  names: { home: string; pages: Record<NamedPageId, string> },
  leafName?: string,
): Crumb[] {
  const lang: Lang = match.lang;
  const trail: Crumb[] = [{ name: names.home, path: href(lang, 'home') }];
  if (match.page === 'home') return trail;
  if (match.page === 'blogCategory' || match.page === 'blogArticle') {
    trail.push({ name: names.pages.blog, path: href(lang, 'blog') });
  }
  const name = leafName ?? (isNamed(match.page) ? names.pages[match.page] : undefined);
  if (name) trail.push({ name, path: pathOf(match) });
  return trail;
}
