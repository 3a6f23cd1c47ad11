import { type RequestListener, type ServerResponse } from 'node:http';
import express, { type Express } from 'express';
import { type Store as RateLimitStore } from 'express-rate-limit';
import { type Blog } from './blog/blog';
import { type Config } from './config';
import { contactRoute } from './contact/contact-route';
import { type MessageStore } from './contact/message-store';
import { SqliteMessageStore } from './contact/sqlite-store';
import { StoreHealth } from './contact/store-health';
import { type PageRenderer, createPageRenderer } from './page-renderer';
import { assetManifest } from './assets';
import { earlyHints } from './early-hints';
import { errorHandler } from './error-handler';
import { withFastPath } from './fast-path';
import { type Logger } from './logger';
import { pageHandler } from './page-handler';
import { sendPlain } from './response-policy';
import { securityHeaderList, securityHeaders, securityOptions } from './security-headers';
import { seoFiles } from './seo-files';
import { staticFiles } from './static-files';
import { taxCalendarFeeds } from './tax-calendar/feed-routes';

export interface AppParts {
  /** The posts (server/blog/compiled-blog.ts at start-up, and in the tests while it is current). */
  blog: Blog;
  store?: MessageStore;
  /** Shared rate-limit counts (PostgreSQL); absent: counted in this process. */
  rateLimits?: RateLimitStore;
  /** What /readyz answers from (server/index.ts starts its background checks); absent: made for the store. */
  health?: StoreHealth;
  /** Called after a contact message is stored (the email relay wakes up). */
  onMessageSaved?: () => void;
  /** The page renderer and its cache (tests look at the cache). */
  render?: PageRenderer;
  /** Sends 103 Early Hints before a page. */
  hint?: (res: ServerResponse) => void;
}

/** The whole site as a request listener: each request logged once, cached pages answered before Express, the rest by it. */
export function createSite(config: Config, log: Logger, parts: AppParts): RequestListener {
  const { blog } = parts;
  const render = parts.render ?? createPageRenderer(config, log, blog);
  const hint = earlyHints(assetManifest());
  const app = createApp(config, log, { ...parts, blog, render, hint });
  return withFastPath(app, render.cache, securityHeaderList(securityOptions(config)), log, config.trustProxy, hint);
}

/**
 * Builds the application. Middleware order: proxy trust → security headers (so every response, redirects
 * and errors included, carries them) → health checks → static files → sitemap and robots.txt → the tax
 * calendar's feeds → contact form posts → pages (redirects, 404s) → error handler. Each answers as server/response-policy.ts says its kind
 * is cached and encoded. Requests are logged in front of it
 * (server/request-log.ts, called by the front door in server/fast-path.ts).
 */
export function createApp(config: Config, log: Logger, parts: AppParts): Express {
  const { blog } = parts;
  const store = parts.store ?? defaultStore(config);
  const render = parts.render ?? createPageRenderer(config, log, blog);
  const app = express();
  app.disable('x-powered-by');
  // 0 hops is Express's `false`, which is what express-rate-limit's proxy check looks for.
  app.set('trust proxy', config.trustProxy === 0 ? false : config.trustProxy);
  app.set('query parser', 'simple');

  app.use(securityHeaders(securityOptions(config)));
  // Liveness: the process answers. Cheap, touches nothing.
  app.get('/healthz', (_req, res) => sendPlain(res, 200, 'ok'));
  // Readiness: a visitor's message could be saved now (the store's small real write, at most 2 s ago). For
  // alerting, not routing: pages are served either way (README, "Health").
  const health = parts.health ?? new StoreHealth(store, log);
  app.get('/readyz', async (_req, res) => {
    if (await health.ready()) sendPlain(res, 200, 'ready');
    else sendPlain(res, 503, 'not ready: the message store cannot save messages');
  });
  app.use(staticFiles());
  app.use(seoFiles(blog, config.siteUrl));
  app.use(taxCalendarFeeds(config.siteUrl));
  app.use(
    contactRoute({
      siteUrl: config.siteUrl,
      store,
      rateLimits: parts.rateLimits,
      log,
      render,
      onSaved: parts.onMessageSaved,
    }),
  );
  app.use(pageHandler(config, blog, render, parts.hint));
  app.use(errorHandler(log));
  return app;
}

/** Tests and tools that pass no store get SQLite under DATA_DIR; PostgreSQL is opened (asynchronously) by the caller. */
function defaultStore(config: Config): MessageStore {
  if (config.databaseUrl)
    throw new Error('createApp: with DATABASE_URL set, open the store with openStorage() and pass it');
  return new SqliteMessageStore(config.dataDir);
}
