import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import accepts from 'accepts';
import { LRUCache } from 'lru-cache';
import { siteTimeZone } from '../shared/languages';

interface CachedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/**
 * Finished HTML of pages that are the same for every visitor, with its gzip and brotli encodings and a
 * strong ETag. Content only changes with a deploy (or the date, which is part of the key), so a page is
 * rendered once and then served from memory. Bounded by total size.
 */
export class PageCache {
  private readonly pages = new LRUCache<string, CachedPage>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.identity.length + page.gzip.length + page.br.length,
  });

  get size(): number {
    return this.pages.size;
  }

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  store(key: string, html: Buffer): void {
    this.pages.set(key, {
      identity: html,
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      etag: createHash('sha256').update(html).digest('base64url').slice(0, 27),
    });
  }

  /**
   * Sends a cached page in the best encoding the client accepts; 304 when its copy is current. Plain
   * node:http types, so the fast path (server/fast-path.ts) and Express share it.
   */
  send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    // Brotli is smaller: preferred whenever accepted, whatever order the client listed.
    const accepted = accepts(req);
    const encoding = accepted.encoding('br') ? 'br' : accepted.encoding('gzip') ? 'gzip' : 'identity';
    const compressed = encoding === 'br' || encoding === 'gzip';
    // Each encoding is its own representation, so each has its own strong tag.
    const tagOf = (suffix: string) => `"${page.etag}${suffix}"`;
    res.setHeader('ETag', tagOf(compressed ? `-${encoding}` : ''));
    const known = new Set([tagOf(''), tagOf('-br'), tagOf('-gzip')]);
    const tags = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.some((tag) => known.has(tag))) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    if (compressed) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }
}

/** The Kosovo calendar day: pages show the year, and the privacy page today's date. */
const kosovoDay = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone });

/**
 * A cached page's key: its canonical address (with the only query string worth caching) and the day.
 * The fast path looks a request's raw URL up with it; a non-canonical URL simply finds nothing.
 */
export function pageCacheKey(url: string, now: Date): string {
  return `${url}|${kosovoDay.format(now)}`;
}
