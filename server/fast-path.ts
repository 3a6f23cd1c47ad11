import { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { type Logger } from './logger';
import { type PageCache } from './page-cache';
import { logRequest, warnOnForwardedHeaders } from './request-log';

/** Probes an orchestrator sends every few seconds: answered, never logged. */
const probes = new Set(['/healthz', '/readyz']);

/**
 * The front door. Every request is logged here (server/request-log.ts), once. A GET or HEAD for a page in
 * the page cache is answered from memory, with the same security headers Express would add; everything else
 * goes on to the Express app. Express's stack (router, helmet) costs several times what sending
 * a cached page does, and cached pages are most of the traffic: this is what lets a rendered page be served
 * nearly as fast as a static file (docs/decisions/003-fast-path.md). This is the page cache's one reader:
 * what may be stored there is decided by server/response-policy.ts.
 */
export function withFastPath(
  app: RequestListener,
  cache: PageCache,
  securityHeaders: [string, string][],
  log: Logger,
  trustedHops: number,
  /** Sends 103 Early Hints for a page (server/early-hints.ts). */
  hint: (res: ServerResponse) => void = () => undefined,
): RequestListener {
  const checkProxy = warnOnForwardedHeaders(log, trustedHops);
  return (req: IncomingMessage, res: ServerResponse) => {
    req.url = originForm(req.url ?? '/');
    if (!probes.has(req.url)) {
      logRequest(log, trustedHops, req, res);
      checkProxy(req);
    }
    const page = req.method === 'GET' || req.method === 'HEAD' ? cache.get(req.url, new Date()) : undefined;
    if (!page) {
      app(req, res);
      return;
    }
    if (req.method === 'GET') hint(res);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    cache.send(req, res, page);
  };
}

/**
 * The request target as the page it names, so that it finds the page cache: the absolute form (`GET
 * http://host/en/`, which a server must accept: RFC 9112 §3.2.2) read as its path and query, and a fragment
 * (no part of a request target, RFC 9112 §3.2; browsers never send one) dropped. Each used to miss the cache
 * and render the page again (issue 24). Anything else (`*`, the authority form) goes on as it came.
 */
export function originForm(url: string): string {
  const hash = url.indexOf('#');
  const target = hash === -1 ? url : url.slice(0, hash);
  if (target.startsWith('/')) return target;
  const authority = /^https?:\/\/[^/?]*/i.exec(target)?.[0];
  if (authority === undefined) return url;
  const rest = target.slice(authority.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}
