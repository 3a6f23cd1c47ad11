import closeWithGrace from 'close-with-grace';
import { createServer } from 'node:http';
import { createSite } from './app';
import { MailRelay } from './contact/mail-relay';
import { MessageStore } from './contact/message-store';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/** Starts the server: parse configuration, listen, and shut down gracefully on SIGTERM/SIGINT. */
function main(): void {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const store = new MessageStore(config.dataDir);
  const relay = config.mail ? new MailRelay(store, config.mail, log) : null;
  const site = createSite(config, log, { store, onMessageSaved: () => relay?.wake() });
  relay?.start();
  const server = createServer(site).listen(config.port, config.host, () => {
    log.info({ port: config.port, host: config.host, siteUrl: config.siteUrl }, 'listening');
  });
  // Slow clients may not hold a connection open: headers within 10 s, a whole request within 30 s.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  server.on('error', (error) => {
    log.fatal({ err: error }, 'server failed');
    process.exit(1);
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await relay?.stop();
    store.close();
  });
}

main();
