import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';

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

  /** Sends a cached page in the best encoding the client accepts; 304 when its copy is current. */
  send(req: Request, res: Response, page: CachedPage): void {
    res.status(200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    // Brotli is smaller: preferred whenever accepted, whatever order the client listed.
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : 'identity';
    const compressed = encoding === 'br' || encoding === 'gzip';
    // Each encoding is its own representation, so each has its own strong tag.
    const tagOf = (suffix: string) => `"${page.etag}${suffix}"`;
    res.setHeader('ETag', tagOf(compressed ? `-${encoding}` : ''));
    const known = new Set([tagOf(''), tagOf('-br'), tagOf('-gzip')]);
    const tags = req.get('if-none-match')?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.some((tag) => known.has(tag))) {
      res.status(304).end();
      return;
    }
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    if (compressed) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }
}
