import { type RequestListener, type Server } from 'node:http';
import { type Socket } from 'node:net';
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
   * Requests one connection may have waiting for their answers. Browsers and proxies do not pipeline; a
   * client that sends more without reading is dropped: each waiting answer is held in memory (1,400 of
   * them on one socket grew the server by ~100 MB, issue 24).
   */
  pipelinedMax: 16,
  /** Bytes of answers one connection may leave unsent (its client not reading) when it asks for more. */
  unsentBytesMax: 1024 * 1024,
  /**
   * An idle keep-alive connection is kept longer than load balancers keep theirs (AWS ALB and most proxies:
   * 60 s), so it is always the proxy that closes it: a proxy never sends a request on a connection the
   * server has just closed (a reset it would answer with 502).
   */
  keepAliveMs: 65_000,
};

/** Requests each connection has that are not yet answered (a pipelining client's queue). */
const answering = new WeakMap<Socket, number>();

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
      const { socket } = req;
      const waiting = (answering.get(socket) ?? 0) + 1;
      if (waiting > limits.pipelinedMax || socket.writableLength > limits.unsentBytesMax) {
        socket.destroy();
        return;
      }
      answering.set(socket, waiting);
      res.once('close', () => answering.set(socket, (answering.get(socket) ?? 1) - 1));
      // Idle time on the socket while this response is written: a client that does not read is dropped
      // (with no 'timeout' listener, Node destroys the socket).
      res.setTimeout(limits.responseIdleMs);
      listener(req, res);
    },
  );
  return server;
}
