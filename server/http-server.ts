import { type RequestListener, type Server } from 'node:http';
import { createServer } from './node-http';

/** How long each stage of a connection may take; a slow or stuck client cannot hold a connection open. */
export const timeouts = {
  /** The request's headers must arrive within this (else 408). */
  headersMs: 10_000,
  /** The whole request, body included, within this (else 408). */
  requestMs: 30_000,
  /** How often Node checks the two limits above; its default (30 s) would let a slow client stay 40 s. */
  checkEveryMs: 1_000,
  /** A response the client stops reading for this long is dropped. */
  responseIdleMs: 30_000,
  /**
   * An idle keep-alive connection is kept longer than load balancers keep theirs (AWS ALB and most proxies:
   * 60 s), so it is always the proxy that closes it: a proxy never sends a request on a connection the
   * server has just closed (a reset it would answer with 502).
   */
  keepAliveMs: 65_000,
};

/** The HTTP server with the limits above. */
export function createHttpServer(listener: RequestListener, limits = timeouts): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      connectionsCheckingInterval: limits.checkEveryMs,
      keepAliveTimeout: limits.keepAliveMs,
    },
    (req, res) => {
      // Idle time on the socket while this response is written: a client that does not read is dropped
      // (with no 'timeout' listener, Node destroys the socket).
      res.setTimeout(limits.responseIdleMs);
      listener(req, res);
    },
  );
  return server;
}
