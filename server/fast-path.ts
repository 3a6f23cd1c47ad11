import { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Logger } from './logger';
import { type PageCache, pageCacheKey } from './page-cache';

/**
 * The front door. A GET or HEAD for a page already in the page cache is answered here, from memory, with the
 * same security headers Express would add; everything else goes on to the Express app. Express's stack
 * (router, helmet, compression, request log) costs several times what sending a cached page does, and
 * cached pages are most of the traffic: this is what lets a rendered page be served nearly as fast as a
 * static file (docs/decisions/003-fast-path.md).
 */
export function withFastPath(app: RequestListener, cache: PageCache, securityHeaders: [string, string][], log: Logger): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const page = (req.method === 'GET' || req.method === 'HEAD') && req.url ? cache.get(pageCacheKey(req.url, new Date())) : undefined;
    if (!page) {
      app(req, res);
      return;
    }
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    cache.send(req, res, page);
    // The same line the request log (pino-http) writes for the rest, in brief.
    if (log.isLevelEnabled('info')) {
      log.info({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) }, 'request completed');
    }
  };
}
