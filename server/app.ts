import compression from 'compression';
import { type RequestListener } from 'node:http';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { type Blog, loadBlog } from './blog/load-blog';
import { type Config } from './config';
import { contactRoute } from './contact/contact-route';
import { MessageStore } from './contact/message-store';
import { type PageRenderer, createPageRenderer } from './page-renderer';
import { errorHandler } from './error-handler';
import { withFastPath } from './fast-path';
import { type Logger } from './logger';
import { pageHandler } from './page-handler';
import { securityHeaderList, securityHeaders } from './security-headers';
import { seoFiles } from './seo-files';
import { staticFiles } from './static-files';

export interface AppParts {
  blog?: Blog;
  store?: MessageStore;
  /** Called after a contact message is stored (the email relay wakes up). */
  onMessageSaved?: () => void;
}

/** The whole site as a request listener: cached pages answered before Express, the rest by it. */
export function createSite(config: Config, log: Logger, parts: AppParts = {}): RequestListener {
  const blog = parts.blog ?? loadBlog();
  const render = createPageRenderer(config, log, blog);
  const app = createApp(config, log, { ...parts, blog, render });
  return withFastPath(app, render.cache, securityHeaderList({ https: config.siteUrl.startsWith('https:') }), log);
}

/**
 * Builds the application. Middleware order: proxy trust → security headers (so every response, redirects
 * and errors included, carries them) → health check (unlogged) → request log → compression → static files
 * → sitemap and robots.txt → contact form posts → pages (redirects, 404s) → error handler.
 */
export function createApp(config: Config, log: Logger, parts: AppParts & { render?: PageRenderer } = {}): Express {
  const blog = parts.blog ?? loadBlog();
  const store = parts.store ?? new MessageStore(config.dataDir);
  const render = parts.render ?? createPageRenderer(config, log, blog);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(securityHeaders({ https: config.siteUrl.startsWith('https:') }));
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('ok');
  });
  app.use(pinoHttp({ logger: log, customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info') }));
  app.use(compression());
  app.use(staticFiles());
  app.use(seoFiles(blog, config.siteUrl));
  app.use(contactRoute({ siteUrl: config.siteUrl, store, log, render, onSaved: parts.onMessageSaved }));
  app.use(pageHandler(config, blog, render));
  app.use(errorHandler(log));
  return app;
}
