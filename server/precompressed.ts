import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type RequestHandler } from 'express';
import { preferredEncoding } from './encoding';

/** The text types compressed at build (scripts/precompress.ts reads this list too) and served encoded. */
export const precompressedTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the brotli or gzip file made at build (scripts/precompress.ts) in place of a text asset, when the
 * client accepts it: the request is pointed at the compressed file, which the static middleware then sends
 * with the original type (send leaves a Content-Type already set alone).
 */
export function precompressed(dir: string): RequestHandler {
  let files = new Set<string>();
  try {
    files = new Set(readdirSync(dir, { recursive: true }).map((name) => `/${String(name).split(path.sep).join('/')}`));
  } catch {
    // No build yet: nothing to serve compressed.
  }
  return (req, res, next) => {
    const type = precompressedTypes[path.extname(req.path)];
    // A byte range is of the plain file (what browsers and download tools mean by it): an encoded file's
    // ranges, and a 416 claiming an encoding, would confuse them.
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range !== undefined) {
      next();
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(req);
    const suffix = encoding === 'br' ? '.br' : '.gz';
    if (encoding !== 'identity' && files.has(req.path + suffix)) {
      res.setHeader('Content-Type', type);
      res.setHeader('Content-Encoding', encoding);
      req.url = req.url.replace(req.path, req.path + suffix);
    }
    next();
  };
}
