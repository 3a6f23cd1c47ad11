import { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from 'proxy-addr';
import { type Logger } from './logger';

/**
 * One line per request, holding exactly what the privacy page discloses: the method, the path (no query
 * string: it can carry what a visitor typed), the status, the time taken and the client's IP. No headers
 * (cookies, referrer, user agent, forwarded-for chains), no ports, no form fields. Express and the fast path
 * both log through here, so the two can never differ.
 */
export interface RequestLine {
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/** The client's address, trusting as many proxy hops as TRUST_PROXY says (as Express's req.ip does). */
export function clientIp(req: IncomingMessage, trustedHops: number): string {
  return proxyAddr(req, (_address, hop) => hop < trustedHops);
}

function pathOnly(url: string | undefined): string {
  const path = (url ?? '').split('?', 1)[0] ?? '';
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}

/** Starts timing a request; the line is written when the response finishes or the client goes away. */
export function logRequest(log: Logger, trustedHops: number, req: IncomingMessage, res: ServerResponse): void {
  if (!log.isLevelEnabled('info')) return;
  const started = performance.now();
  // Read now: routers rewrite req.url on the way.
  const method = req.method ?? '';
  const path = pathOnly(req.url);
  const ip = clientIp(req, trustedHops);
  res.once('close', () => {
    const line: RequestLine = { method, path, status: res.statusCode, ms: Math.round(performance.now() - started), ip };
    if (res.statusCode >= 500) log.error(line, 'request failed');
    else log.info(line, res.writableFinished ? 'request completed' : 'request aborted');
  });
}

/**
 * With TRUST_PROXY=0 behind a proxy, every visitor has the proxy's address: one visitor's five messages lock
 * the contact form for all. Forwarded headers on a request say a proxy is there; the operator is told once.
 */
export function warnOnForwardedHeaders(log: Logger, trustedHops: number): (req: IncomingMessage) => void {
  let warned = trustedHops > 0;
  return (req) => {
    if (warned || (req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined)) return;
    warned = true;
    log.warn(
      'a request arrived with X-Forwarded-For or Forwarded while TRUST_PROXY=0: if a proxy is in front, set TRUST_PROXY to its number of hops (README, "Behind a proxy")',
    );
  };
}
