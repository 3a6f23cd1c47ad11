import closeWithGrace from 'close-with-grace';
import { createSite } from './app';
import { createHttpServer } from './http-server';
import { MailRelay } from './contact/mail-relay';
import { openMessageStore } from './contact/open-store';
import { schedulePurge } from './contact/retention';
import { loadConfigOrExit } from './config';
import { createLogger } from './logger';

/** Starts the server: parse configuration, listen, and shut down gracefully on SIGTERM/SIGINT. */
function main(): void {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const store = openMessageStore(config);
  const relay = config.mail ? new MailRelay(store, config.mail, log) : null;
  const stopPurge = schedulePurge(store, log);
  const site = createSite(config, log, { store, onMessageSaved: () => relay?.wake() });
  relay?.start();
  const server = createHttpServer(site).listen(config.port, config.host, () => {
    log.info({ port: config.port, host: config.host, siteUrl: config.siteUrl }, 'listening');
  });
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
    stopPurge();
    await relay?.stop();
    await store.close();
  });
}

main();
