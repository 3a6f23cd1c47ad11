import closeWithGrace from 'close-with-grace';
import { createSite } from './app';
import { startingBlog } from './blog/compiled-blog';
import { loadIslands } from './island';
import { createHttpServer } from './http-server';
import { MailRelay } from './contact/mail-relay';
import { openStorage } from './contact/open-store';
import { schedulePurge } from './contact/retention';
import { StoreHealth } from './contact/store-health';
import { loadConfigOrExit } from './config';
import { createServerLogger, flushLogs } from './logger';

/** Starts the server: parse configuration, listen, and shut down gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = createServerLogger(config.logLevel);
  await loadIslands();
  // Nothing is connected yet: a store that cannot be reached does not keep the pages from being served.
  const storage = await openStorage(config);
  const store = storage.messages;
  const health = new StoreHealth(store, log);
  health.start();
  const relay = config.mail ? new MailRelay(store, config.mail, log) : null;
  const stopPurge = schedulePurge(store, log, storage.rateLimits);
  const blog = await startingBlog(() =>
    log.info('the posts changed after the build (or it has none): reading the Markdown'),
  );
  const site = createSite(config, log, {
    blog,
    store,
    rateLimits: storage.rateLimits,
    health,
    onMessageSaved: () => relay?.wake(),
  });
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
    health.stop();
    await relay?.stop();
    await store.close();
    await flushLogs(log);
  });
}

await main();
