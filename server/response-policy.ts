import { type ServerResponse } from 'node:http';
import { languages } from '#shared/languages.ts';
import { type PageId, type PageMatch, pathOf } from '#shared/routes.ts';
import { type Blog } from './blog/blog';
import { sitePages } from './site-paths';

/**
 * The one answer, for every kind of response this server sends, to three questions: may it be kept in the
 * page cache here (and answered from memory by the front door, server/fast-path.ts), what `Cache-Control`
 * does it carry, and how is it encoded. The modules that answer requests ask here; none decides alone
 * (docs/decisions/004-page-cache-ownership.md, 007-caches-and-encodings.md).
 */
export type ResponseKind =
  /** A known page in a state that is the same for everyone (the route's cached states below). */
  | 'page'
  /** The same for everyone, but it answers one visitor's action (the thank-you page): never for a CDN. */
  | 'actionPage'
  /** A page made for this request's query: search and tool results, an unknown category, tracking queries. */
  | 'result'
  /** A page that shows what a visitor typed (a rejected form 422, a store fault 503, the rate limit 429). */
  | 'echo'
  /** The 404 page. */
  | 'notFound'
  /** The blog's feeds, the sitemap, robots.txt and the speculation rules: made once at start-up. */
  | 'feed'
  /** Hashed build output under /assets/: a new name for every change. */
  | 'asset'
  /** Files of public/ (icons, PNG): their names stay, their content may change with a deploy. */
  | 'publicFile'
  /** Short plain answers: refusals (403, 405, 413, 415), errors (400, 500), health probes. */
  | 'plain'
  /** 302, 303, 308: the status says whether a browser may keep it. */
  | 'redirect';

/**
 * How a body reaches the client: `stored`, brotli 11 and gzip 9 once, then sent from memory many times;
 * `response`, brotli 3 or gzip 3 once per response, whole (docs/decisions/007); `build`, the .br and .gz
 * files written by the build; `none`, sent as it is (images are compressed already; plain answers are a line).
 */
export type BodyEncoding = 'stored' | 'response' | 'build' | 'none';

export interface Policy {
  /** Kept in the page cache here, and answered from memory by the front door. */
  pageCache: boolean;
  /** The Cache-Control header; null sends none. */
  cacheControl: string | null;
  encoding: BodyEncoding;
}

/** Browsers keep a page but ask each time whether it changed (a 304 when it did not). */
const revalidate = 'no-cache';

/**
 * With HTML_CACHE_SECONDS, a shared cache (a CDN) may serve a page for that long, and a while longer stale
 * while it fetches a fresh copy; browsers still revalidate each time (max-age=0), and the ETag stays.
 */
function sharedPage(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${Math.max(seconds, 86_400)}`;
}

/** The kinds whose policy does not depend on the configuration (all but `page`). */
export const policies = {
  actionPage: { pageCache: true, cacheControl: revalidate, encoding: 'stored' },
  result: { pageCache: false, cacheControl: revalidate, encoding: 'response' },
  // What one visitor typed is kept by nobody: not a browser's history cache, not a proxy.
  echo: { pageCache: false, cacheControl: 'no-store, private', encoding: 'response' },
  // Its language menu names the address asked for, so it is rendered for each; no ETag, so a cache
  // revalidating a 404 is told again that it is missing.
  notFound: { pageCache: false, cacheControl: revalidate, encoding: 'response' },
  feed: { pageCache: false, cacheControl: 'public, max-age=3600', encoding: 'stored' },
  asset: { pageCache: false, cacheControl: 'public, max-age=31536000, immutable', encoding: 'build' },
  publicFile: { pageCache: false, cacheControl: 'public, max-age=3600', encoding: 'none' },
  plain: { pageCache: false, cacheControl: 'no-store', encoding: 'none' },
  redirect: { pageCache: false, cacheControl: null, encoding: 'none' },
} as const satisfies Record<Exclude<ResponseKind, 'page'>, Policy>;

/** The policy of every kind, for a server with or without HTML_CACHE_SECONDS. */
export function responsePolicies(htmlCacheSeconds: number | null): Record<ResponseKind, Policy> {
  const cacheControl = htmlCacheSeconds ? sharedPage(htmlCacheSeconds) : revalidate;
  return { page: { pageCache: true, cacheControl, encoding: 'stored' }, ...policies };
}

/**
 * The query strings under which a route's pages are the same for everyone ('' is the page without a
 * query); a route not listed is the same for everyone bare only.
 */
const cachedStates: Partial<Record<PageId, readonly string[]>> = {
  thankYou: ['', '?error=true'],
  // Results differ with every query.
  search: [],
};

/** Pages that answer one visitor's action: kept here, never by a shared cache. */
const actionPages: ReadonlySet<PageId> = new Set(['thankYou']);

/** What the server does with each response: the kinds' policies and which addresses the page cache takes. */
export class ResponsePolicy {
  readonly kinds: Record<ResponseKind, Policy>;
  /** Every address the page cache may hold, fixed at start-up: a client cannot add one of its own making. */
  private readonly cacheable: ReadonlySet<string>;

  constructor(blog: Blog, htmlCacheSeconds: number | null) {
    this.kinds = responsePolicies(htmlCacheSeconds);
    this.cacheable = new Set(
      languages.flatMap((lang) =>
        sitePages(lang, blog).flatMap((match) =>
          (cachedStates[match.page] ?? ['']).map((state) => pathOf(match) + state),
        ),
      ),
    );
  }

  /** The kind of a page answer: its route, the query as sent, and the status it is sent with. */
  pageKind(match: PageMatch, search: string, status: number): 'page' | 'actionPage' | 'result' | 'echo' {
    if (status !== 200) return 'echo';
    if (!this.cacheable.has(pathOf(match) + search)) return 'result';
    return actionPages.has(match.page) ? 'actionPage' : 'page';
  }

  /** The addresses the page cache may hold (for the tests and the bench). */
  cacheableUrls(): string[] {
    return [...this.cacheable];
  }
}

/** A short plain-text answer (a refusal, an error, a probe): never kept by anyone. */
export function sendPlain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', policies.plain.cacheControl);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
