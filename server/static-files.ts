import path from 'node:path';
import { type RequestHandler, Router } from 'express';
import serveStatic from 'serve-static';
import { clientAssetsDir } from './assets';
import { precompressed } from './precompressed';
import { policies } from './response-policy';
import { isLang } from '#shared/languages.ts';

export const publicDir = path.resolve('public');

/**
 * Two cache tiers (server/response-policy.ts: `asset`, `publicFile`). Hashed build output under /assets/
 * never changes, and a missing file there is a plain 404 (no fall-through to pages); public files keep their
 * names, so browsers revalidate them with the ETag. Directory indexes and slash redirects are off, so no
 * folder in public/ can shadow a route.
 */
export function staticFiles(): RequestHandler {
  const router = Router();
  router.use(
    '/assets',
    precompressed(clientAssetsDir),
    serveStatic(clientAssetsDir, {
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', policies.asset.cacheControl),
      fallthrough: false,
      index: false,
      redirect: false,
    }),
  );
  const publicFiles = serveStatic(publicDir, {
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', policies.publicFile.cacheControl),
    etag: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
  });
  // Page paths never name a public file (a test guards that no folder shadows a route): skip the disk.
  router.use((req, res, next) => (isLang(req.path.split('/')[1]) ? next() : publicFiles(req, res, next)));
  return router;
}
