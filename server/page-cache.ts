import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { siteTimeZone } from '#shared/languages.ts';
import { type Effort, compressBody, preferredEncoding, sendEncoded } from './encoding';

export interface CachedPage {
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

/**
 * Finished HTML of pages that are the same for every visitor, with its gzip and brotli encodings and a
 * strong ETag. Content only changes with a deploy (or the date, which is part of the key), so a page is
 * rendered once and then served from memory. What may be stored, and under which key, is decided by
 * server/response-policy.ts; the front door (server/fast-path.ts) is the one reader, the page renderer
 * (server/page-renderer.tsx) the one writer (docs/decisions/004-page-cache-ownership.md).
 */
export class PageCache {
  private readonly pages = new LRUCache<string, CachedPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.gzip.length + page.br.length,
  });

  /** The Kosovo day the stored pages were rendered on. */
  private day = '';

  /**
   * How hard stored pages are compressed: `stored` (brotli 11) in the server. The HTTP tests pass `response`
   * (brotli 3): they check what is stored and that it decodes to the page, and brotli 11 on every page they
   * render was a fifth of the fast test tier's time.
   */
  constructor(private readonly effort: Effort = 'stored') {}

  get size(): number {
    return this.pages.size;
  }

  /** Bytes held (both encodings of every page). */
  get bytes(): number {
    return this.pages.calculatedSize;
  }

  get(key: string, now: Date): CachedPage | undefined {
    const stored = this.keyOf(key, now);
    return stored === null ? undefined : this.pages.get(stored);
  }

  /**
   * Stores a page's finished HTML, compressed as the response policy says stored bodies are. A page already
   * held is kept as it is: compressing it again at the stored levels would be work for nothing.
   */
  store(key: string, now: Date, html: Buffer, cacheControl: string): void {
    const stored = this.keyOf(key, now);
    if (stored === null || this.pages.has(stored)) return;
    this.pages.set(stored, {
      cacheControl,
      gzip: compressBody(html, 'gzip', this.effort),
      br: compressBody(html, 'br', this.effort),
      etag: createHash('sha256').update(html).digest('base64url').slice(0, 27),
    });
  }

  /**
   * The key of a page on a given day. A later day drops every page of the days before: their keys can never be
   * asked for again, and each day's set would otherwise stay until the size cap pushed it out. A request that
   * began before midnight and ends after it finds its day gone (null): it is neither served nor stored.
   */
  private keyOf(url: string, now: Date): string | null {
    const day = kosovoDay.format(now); // YYYY-MM-DD: compares as it sorts
    if (day > this.day) {
      this.pages.clear();
      this.day = day;
    }
    return day === this.day ? `${url}|${day}` : null;
  }

  /**
   * Sends a cached page in the best encoding the client accepts; 304 when its copy of that very encoding is
   * current. Plain node:http types, so the fast path and Express share it.
   */
  send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', page.cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(req);
    // Each encoding is its own representation, so each has its own strong tag.
    const etag = `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
    res.setHeader('ETag', etag);
    if (matchesNoneMatch(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    sendEncoded(res, encoding, encoding === 'identity' ? gunzipSync(page.gzip) : page[encoding]);
  }
}

/** If-None-Match against the tag being served (RFC 9110 §13.1.2: weak comparison; "*" matches any). */
export function matchesNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
