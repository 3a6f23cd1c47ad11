import { type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import accepts from 'accepts';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The one negotiation of Accept-Encoding: brotli is smaller, so preferred whenever accepted. */
export function preferredEncoding(req: IncomingMessage): ContentEncoding {
  const accepted = accepts(req);
  return accepted.encoding('br') ? 'br' : accepted.encoding('gzip') ? 'gzip' : 'identity';
}

/**
 * How hard a body is compressed (server/response-policy.ts says which, per kind): once, for a body sent
 * from memory thousands of times (brotli 11, gzip 9), or for the one response of an uncached render
 * (brotli 3, gzip 3). Figures in docs/decisions/007-caches-and-encodings.md.
 */
const effort = {
  stored: { br: 11, gzip: 9 },
  response: { br: 3, gzip: 3 },
} as const;

export type Effort = keyof typeof effort;

export function compressBody(body: Buffer, encoding: 'br' | 'gzip', use: Effort): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: effort[use].gzip });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort[use].br,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
    },
  });
}

/**
 * The smallest brotli window that holds the whole body (2^10 to 2^24 bytes): the same compression as the
 * default 4 MB window for a page of tens of kilobytes, without allocating the big window and its hash
 * tables for every page, memory the process would keep.
 */
function windowBits(bytes: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(bytes + 1))));
}

/** Sends a whole body in the encoding chosen for it, with its length. */
export function sendEncoded(res: ServerResponse, encoding: ContentEncoding, body: Buffer): void {
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  // node:http sends no body for HEAD whatever is passed here.
  res.end(body);
}

/** A body made once (a feed, the sitemap), compressed the first time each encoding is asked for. */
export function compressedOnce(body: Buffer): (encoding: ContentEncoding) => Buffer {
  const made = new Map<ContentEncoding, Buffer>([['identity', body]]);
  return (encoding) => {
    const known = made.get(encoding);
    if (known) return known;
    const compressed = encoding === 'identity' ? body : compressBody(body, encoding, 'stored');
    made.set(encoding, compressed);
    return compressed;
  };
}
