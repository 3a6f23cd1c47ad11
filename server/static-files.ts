import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import serveStatic from 'serve-static';
import { clientAssetsDir } from './assets';
import { precompressed } from './precompressed';
import { isLang } from '#shared/languages.ts';

export const publicDir = path.resolve('public');

/**
 * Two cache tiers. Hashed build output under /assets/ never changes: cached for a year, immutable, and a
 * missing file is a plain 404 (no fall-through to pages). Other public files get a short max-age with ETag.
 * Directory indexes and slash redirects are off, so no folder in public/ can shadow a route.
 */
export function staticFiles(): RequestHandler {
  const router = Router();
  router.use(
    '/assets',
    precompressed(clientAssetsDir),
    serveStatic(clientAssetsDir, {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
      index: false,
      redirect: false,
    }),
  );
  const publicFiles = serveStatic(publicDir, {
    maxAge: '1h',
    etag: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
  });
  // Page paths never name a public file (a test guards that no folder shadows a route): skip the disk.
  router.use((req, res, next) => (isLang(req.path.split('/')[1]) ? next() : publicFiles(req, res, next)));
  return router;
}
