import { connect } from 'node:net';
import { createHttpServer, timeouts } from '#server/http-server.ts';
import { testApp } from './support/app';
import { listening, rawExchange } from './support/raw-http';

/** What a client can make the server hold or wait for, over raw sockets (issue 24). */

describe('a body larger than the form takes', () => {
  it('is refused at once with 413 when its declared length is over the limit, and the connection closed', async () => {
    const server = createHttpServer(testApp());
    const port = await listening(server);
    try {
      const { answer, closed, ms } = await rawExchange(
        port,
        'POST /en/contact/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
          'Content-Length: 999999999999\r\n\r\nname=Arta',
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('Payload Too Large');
      expect(closed).toBe(true);
      expect(ms).toBeLessThan(2_000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('pipelined requests', () => {
  const request = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

  it('drops a client that pipelines more than it reads, having answered at most the bound', async () => {
    let seen = 0;
    const server = createHttpServer((_req, res) => {
      seen += 1;
      res.end('x'.repeat(100_000));
    });
    const port = await listening(server);
    try {
      // Seen from the server's side: the client, not reading, would not notice.
      const dropped = new Promise<boolean>((resolve) => {
        server.once('connection', (socket) => socket.on('close', () => resolve(true)));
        setTimeout(() => resolve(false), 3_000);
      });
      const client = connect(port, '127.0.0.1', () => client.write(request.repeat(400)));
      client.pause();
      client.on('error', () => undefined);
      expect(await dropped).toBe(true);
      client.destroy();
      expect(seen).toBeLessThanOrEqual(timeouts.pipelinedMax);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('answers a client that pipelines within the bound, in order', async () => {
    const server = createHttpServer(testApp());
    const port = await listening(server);
    try {
      const count = timeouts.pipelinedMax;
      const { answer } = await rawExchange(
        port,
        request.repeat(count - 1) + request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'),
      );
      expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(count);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
