import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';

/** One request as the collector received it: what a visitor's browser sent. */
export interface Received {
  at: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body of an event, or the raw text when it is not JSON. */
  body: unknown;
}

export interface Collector {
  /** Where it listens (http://127.0.0.1:<port>). */
  origin: string;
  received: Received[];
  /** The events (POST /api/event bodies) received, in order. */
  events(): Array<Record<string, unknown>>;
  clear(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for a Plausible server: it answers the event API as Plausible does (POST /api/event, a JSON
 * body sent as text/plain, 202 Accepted, readable cross-origin) and records every request it gets, whatever
 * its path, so a test sees all that a browser sent. Listens on 127.0.0.1 only: on `port`, or with 0 on a
 * free port of the system's choosing (a browser reaches it through a host mapping: test/e2e/visit-statistics.spec.ts).
 */
export async function startCollector(port: number): Promise<Collector> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Kept as text: the test sees exactly what came.
      }
      received.push({ at: Date.now(), method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('Access-Control-Allow-Origin', '*');
      const isEvent = req.method === 'POST' && req.url === '/api/event';
      res.writeHead(isEvent ? 202 : 404, { 'Content-Type': 'text/plain' }).end(isEvent ? 'ok' : 'not found');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const listening = typeof address === 'object' && address !== null ? address.port : port;
  return {
    origin: `http://127.0.0.1:${listening}`,
    received,
    events: () =>
      received
        .filter((r) => r.method === 'POST' && r.path === '/api/event')
        .map((r) => (typeof r.body === 'object' && r.body !== null ? { ...r.body } : { raw: r.body })),
    clear: () => {
      received.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
