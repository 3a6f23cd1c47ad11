import { type Lang } from './languages';
import { type NamedPageId, type PageMatch, href, namedPages, parentPage, pathOf } from './routes';

export interface Crumb {
  name: string;
  path: string;
}

function isNamed(page: string): page is NamedPageId {
  return (namedPages as readonly string[]).includes(page);
}

/**
 * The trail from home to a page, built from the route table and the dictionary's page names. Pages below
 * another (a blog category or article, a tool) are placed under it, as the route table says; pages named by
 * their content pass their own last name.
 */
export function breadcrumbTrail(
  match: PageMatch,
  names: { home: string; pages: Record<NamedPageId, string> },
  leafName?: string,
): Crumb[] {
  const lang: Lang = match.lang;
  const trail: Crumb[] = [{ name: names.home, path: href(lang, 'home') }];
  if (match.page === 'home') return trail;
  const parent = parentPage(match.page);
  if (parent && isNamed(parent)) trail.push({ name: names.pages[parent], path: href(lang, parent) });
  const name = leafName ?? (isNamed(match.page) ? names.pages[match.page] : undefined);
  if (name) trail.push({ name, path: pathOf(match) });
  return trail;
}
