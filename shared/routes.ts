import { generatePath, matchRoutes, type PathParam } from 'react-router-dom';
import { LRUCache } from 'lru-cache';
import { type Lang, isLang } from './languages';

/**
 * The route table: the one place a path is spelled. Every page exists under /en/ and /sq/ and ends with "/".
 * Matching, links, the language switch, breadcrumbs and the sitemap all read it. `parent` places a page under
 * another in the breadcrumb trail. Which of a route's pages may be cached: server/response-policy.ts.
 */
export const routes = {
  home: { path: '' },
  services: { path: 'services' },
  pricing: { path: 'pricing' },
  businessFormation: { path: 'business-formation' },
  about: { path: 'about' },
  contact: { path: 'contact' },
  thankYou: { path: 'thank-you' },
  privacy: { path: 'privacy' },
  faq: { path: 'faq' },
  blog: { path: 'blog' },
  blogCategory: { path: 'blog/category/:category', parent: 'blog' },
  blogArticle: { path: 'blog/:slug', parent: 'blog' },
  tools: { path: 'tools' },
  salaryTool: { path: 'tools/salary', parent: 'tools' },
  vatTool: { path: 'tools/vat', parent: 'tools' },
  profitTool: { path: 'tools/profit', parent: 'tools' },
  taxCalendar: { path: 'tax-calendar', parent: 'tools' },
  withholdingTool: { path: 'tools/withholding', parent: 'tools' },
  search: { path: 'search' },
} as const satisfies Record<string, { path: string; parent?: string }>;

type RoutePath<P extends PageId> = (typeof routes)[P]['path'];

/** The page above this one in the breadcrumb trail, if any (besides home). */
export function parentPage(page: PageId): PageId | undefined {
  const route = routes[page];
  return 'parent' in route ? route.parent : undefined;
}

export type PageId = keyof typeof routes;
export type PageParams<P extends PageId> = { [K in PathParam<RoutePath<P>>]: string };

/** Pages whose path has no parameter: the static part of the site. */
export type StaticPageId = { [P in PageId]: PathParam<RoutePath<P>> extends never ? P : never }[PageId];
export const staticPages = (Object.keys(routes) as PageId[]).filter(
  (page): page is StaticPageId => !routes[page].path.includes(':'),
);

/** Pages that have a breadcrumb and page-title name of their own (the dictionary's pageNames). */
export const namedPages = [
  'services',
  'pricing',
  'businessFormation',
  'about',
  'contact',
  'faq',
  'blog',
  'privacy',
  'tools',
  'salaryTool',
  'vatTool',
  'profitTool',
  'taxCalendar',
  'withholdingTool',
] as const satisfies readonly StaticPageId[];
export type NamedPageId = (typeof namedPages)[number];

function pattern(page: PageId): string {
  const path = routes[page].path;
  return path === '' ? '/:lang/' : `/:lang/${path}/`;
}

type ParamArgs<P extends PageId> = PathParam<RoutePath<P>> extends never ? [] : [params: PageParams<P>];

/** Builds the path of a page: href('en', 'blogArticle', { slug: 'x' }) → "/en/blog/x/". */
export function href<P extends PageId>(lang: Lang, page: P, ...[params]: ParamArgs<P>): string {
  return fill(page, lang, params ?? {});
}

function fill(page: PageId, lang: Lang, params: Record<string, string>): string {
  // generatePath encodes each value and drops the trailing slash, which every page path keeps.
  return `${generatePath(pattern(page), { ...params, lang })}/`;
}

export type PageMatch = {
  [P in PageId]: { page: P; lang: Lang; params: PageParams<P> };
}[PageId];

const routeObjects = (Object.keys(routes) as PageId[]).map((id) => ({ id, path: pattern(id), caseSensitive: true }));

/**
 * Matches a decoded-safe pathname against the route table. Returns null for unknown paths and unknown language
 * prefixes. Trailing-slash variants match too: the caller compares with href() to find the canonical form.
 */
export function matchPage(pathname: string): PageMatch | null {
  const known = matchCache.get(pathname);
  if (known) return known.match;
  const match = matchUncached(pathname);
  // A path longer than any page's is not worth remembering: it is a client's invention.
  if (pathname.length <= longestRememberedPath) matchCache.set(pathname, { match });
  return match;
}

// matchRoutes ranks the whole table on every call: recent answers are remembered, least recently used out
// first, so a scanner's stream of made-up paths cannot push the site's own pages out. Bounded by the bytes
// of the paths it holds (UTF-16, plus the entry), not their count, so what a client sends cannot grow it.
const longestRememberedPath = 200;
const matchCache = new LRUCache<string, { match: PageMatch | null }>({
  maxSize: 256 * 1024,
  sizeCalculation: (_entry, pathname) => 2 * pathname.length + 96,
});

/** Bytes the route-match memo holds by its own count (for the test that bounds it). */
export const rememberedMatchBytes = (): number => matchCache.calculatedSize;

function matchUncached(pathname: string): PageMatch | null {
  const matches = matchRoutes(routeObjects, pathname);
  const last = matches?.at(-1);
  if (!last) return null;
  const { lang, ...params } = last.params;
  if (!isLang(lang)) return null;
  // The route id and params come from the same route object, so this pairing is sound.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- TypeScript cannot pair a union's members
  return { page: last.route.id, lang, params } as PageMatch;
}

/** The canonical path of a match, as href() spells it. */
export function pathOf(match: PageMatch): string {
  return fill(match.page, match.lang, match.params);
}

/** The same page in a given language. */
export function inLanguage(match: PageMatch, lang: Lang): string {
  return fill(match.page, lang, match.params);
}

/** The language a path speaks, from its prefix: "/sq/anything" → "sq"; anything else → null. */
export function langOfPath(pathname: string): Lang | null {
  const prefix = pathname.split('/')[1];
  return isLang(prefix) ? prefix : null;
}

/**
 * The same address under a language's prefix, whatever the address: "/en/x/" → "/sq/x/", "/x/" → "/sq/x/".
 * The 404 page's language menu (the address is missing in the other language too, as on every page the
 * menu leads to the same page).
 */
export function samePathIn(pathname: string, lang: Lang): string {
  const prefix = langOfPath(pathname);
  return `/${lang}${prefix ? pathname.slice(prefix.length + 1) : pathname}`;
}

/** The blog's RSS feed in a language: a file beside the blog list, e.g. "/en/blog/feed.xml". */
export function feedHref(lang: Lang): string {
  return `${href(lang, 'blog')}feed.xml`;
}

/** The search page's URL template for structured data: "/en/search/?q={search_term_string}". */
export function searchTemplate(lang: Lang): string {
  return `${href(lang, 'search')}?q={search_term_string}`;
}

/** The tax calendar's feed in a language: a file beside the page, "/en/tax-calendar.ics" (then "?for=…"). */
export function taxCalendarFeedHref(lang: Lang): string {
  return `${href(lang, 'taxCalendar').slice(0, -1)}.ics`;
}

/** One deadline as a calendar file, under the page: "/en/tax-calendar/vat-2026-11.ics". */
export function deadlineFileHref(lang: Lang, id: string): string {
  return `${href(lang, 'taxCalendar')}${encodeURIComponent(id)}.ics`;
}
