import { type AddressInfo, connect } from 'node:net';
import { type Server } from 'node:http';

/** Listens on a free loopback port. */
export async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Bytes written as they are over a raw socket (a client can send what fetch and supertest never do: a
 * fragment, the absolute form, a false Content-Length); what came back, and whether the server closed the
 * connection within `waitMs`.
 */
export function rawExchange(
  port: number,
  bytes: string,
  waitMs = 3_000,
): Promise<{ answer: string; closed: boolean; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
  });
}
