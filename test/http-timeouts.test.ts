import { type AddressInfo, connect } from 'node:net';
import { type Server } from 'node:http';
import { createHttpServer, timeouts } from '#server/http-server.ts';
import { testApp } from './support/app';

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connection timeouts', () => {
  it('answers slow headers with 408 within about 10 s, and keeps an idle keep-alive connection past 60 s proxies', async () => {
    const server = createHttpServer(testApp());
    const port = await listening(server);
    try {
      expect(server.keepAliveTimeout).toBe(65_000);
      const slowHeaders = new Promise<{ ms: number; answer: string }>((resolve) => {
        const started = Date.now();
        let answer = '';
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /en/ HTTP/1.1\r\nHost: localhost\r\n'));
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
      });
      // Meanwhile a keep-alive connection idles for 6 s (Node's default of 5 s would have closed it).
      const keepAlive = new Promise<boolean>((resolve) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        );
        socket.once('data', () => setTimeout(() => resolve(!socket.destroyed && socket.readyState === 'open'), 6_000));
        socket.on('close', () => resolve(false));
      });
      const [slow, stillOpen] = await Promise.all([slowHeaders, keepAlive]);
      expect(slow.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slow.ms).toBeGreaterThanOrEqual(timeouts.headersMs - 100);
      expect(slow.ms).toBeLessThan(timeouts.headersMs + 2 * timeouts.checkEveryMs + 500);
      expect(stillOpen).toBe(true);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 20_000);

  it('drops a client that stops reading its response', async () => {
    const big = Buffer.alloc(50_000_000, 'x');
    let dropped: (ms: number) => void = () => undefined;
    const droppedAfter = new Promise<number>((resolve) => (dropped = resolve));
    const server = createHttpServer(
      (req, res) => {
        const started = Date.now();
        req.socket.on('close', () => dropped(Date.now() - started));
        res.end(big);
      },
      { ...timeouts, responseIdleMs: 300 },
    );
    const port = await listening(server);
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      socket.pause();
    });
    try {
      const ms = await Promise.race([droppedAfter, sleep(5_000).then(() => Infinity)]);
      expect(ms).toBeLessThan(3_000);
    } finally {
      socket.destroy();
      server.close();
    }
  });
});
