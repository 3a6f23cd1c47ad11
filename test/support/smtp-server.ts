import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail's Message-ID, as the relay wrote it (empty when it has none). */
export const messageIdOf = (mail: string) => /^Message-ID: (.+)$/im.exec(mail)?.[1]?.trim() ?? '';

/**
 * A mail server on loopback without TLS or login. `receive` gets each mail's text and answers it through
 * `done` (an error with a `responseCode` refuses it); `steps` may slow the conversation's other replies.
 */
export async function testSmtpServer(
  receive: (mail: string, done: (error?: Error | null) => void) => void,
  steps: Pick<SMTPServerOptions, 'onConnect' | 'onMailFrom' | 'onRcptTo'> = {},
) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    ...steps,
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => receive(data, callback));
    },
  });
  // A client killed or timed out mid-conversation resets its connection: the server notes it and carries on,
  // as a real one does (without a listener the error would be thrown into the test run).
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test mail server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
