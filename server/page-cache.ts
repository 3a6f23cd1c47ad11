import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { type Lang } from '#shared/languages.ts';
import { siteTimeZone } from '#shared/languages.ts';
import { compressHtml, preferredEncoding } from './html-encoding';

export interface CachedPage {
  status: 200 | 404;
  cacheControl: string;
  /**
   * The page as sent to clients that accept gzip; the rare client that accepts no encoding (a script, a
   * health check) is sent it unzipped. Not kept unencoded: that copy was three quarters of the cache's
   * memory (docs/decisions/005-memory.md).
   */
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** The Kosovo calendar day: pages show the year, and the privacy page today's date. */
const kosovoDay = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone });

/** Browsers keep a page but ask each time whether it changed (a 304 when it did not). */
export const privateCacheControl = 'no-cache';

/**
 * With HTML_CACHE_SECONDS, a shared cache (a CDN) may serve a page for that long, and a while longer stale
 * while it fetches a fresh copy; browsers still revalidate each time (max-age=0), and the ETag stays.
 */
export function sharedCacheControl(seconds: number): string {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${Math.max(seconds, 86_400)}`;
}

/** The 404 page of a language is one document whatever the path; a space never occurs in a request's URL. */
export function notFoundUrl(lang: Lang): string {
  return `404 /${lang}/`;
}

/**
 * Finished HTML of pages that are the same for every visitor, with its gzip and brotli encodings and a
 * strong ETag. Content only changes with a deploy (or the date, which is part of the key), so a page is
 * rendered once and then served from memory.
 *
 * Only the addresses it was built with are admitted (the site's known pages in their cacheable states, from
 * the route table, and the 404 page per language): a request for an address of its own making can never
 * make it compress, store or evict anything. The fast path (server/fast-path.ts) is its one reader, the page
 * renderer (server/page-renderer.tsx) its one writer (docs/decisions/004-page-cache-ownership.md).
 */
export class PageCache {
  private readonly admitted: ReadonlySet<string>;
  private readonly pages = new LRUCache<string, CachedPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.gzip.length + page.br.length,
  });

  constructor(admitted: Iterable<string>) {
    this.admitted = new Set(admitted);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Whether a page at this address (path and query, as requested) may be stored. */
  admits(url: string): boolean {
    return this.admitted.has(url);
  }

  get(url: string, now: Date): CachedPage | undefined {
    return this.pages.get(keyOf(url, now));
  }

  /** Stores a page's finished HTML; an address not admitted is refused (false). */
  store(
    url: string,
    now: Date,
    html: Buffer,
    options: { status?: CachedPage['status']; cacheControl?: string } = {},
  ): boolean {
    if (!this.admits(url)) return false;
    this.pages.set(keyOf(url, now), {
      status: options.status ?? 200,
      cacheControl: options.cacheControl ?? privateCacheControl,
      gzip: compressHtml(html, 'gzip', 'stored'),
      br: compressHtml(html, 'br', 'stored'),
      etag: createHash('sha256').update(html).digest('base64url').slice(0, 27),
    });
    return true;
  }

  /**
   * Sends a cached page in the best encoding the client accepts; 304 when its copy of that very encoding is
   * current. Plain node:http types, so the fast path and Express share it.
   */
  send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    res.statusCode = page.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', page.cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(req);
    // A 404 has no validator: a cache revalidating it must be told again that it is missing.
    if (page.status === 200) {
      // Each encoding is its own representation, so each has its own strong tag.
      const etag = `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
      res.setHeader('ETag', etag);
      if (matchesNoneMatch(req.headers['if-none-match'], etag)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    const body = encoding === 'identity' ? gunzipSync(page.gzip) : page[encoding];
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }
}

/** If-None-Match against the tag being served (RFC 9110 §13.1.2: weak comparison; "*" matches any). */
function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function keyOf(url: string, now: Date): string {
  return `${url}|${kosovoDay.format(now)}`;
}
