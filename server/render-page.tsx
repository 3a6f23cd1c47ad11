import { type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type Logger } from './logger';

/** Longest a render may stream before it is aborted (React then sends what it has and closes). */
export const streamTimeoutMs = 10_000;

const shellErrorPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Server error</title>' +
  '<h1>Something went wrong</h1><p>Please try again in a moment.</p></html>';

/**
 * Streams a React document. The status and headers were decided by the caller before this point; people get
 * the shell as soon as it is ready, crawlers the complete document.
 */
export function streamDocument(req: Request, res: Response, document: ReactElement, status: number, log: Logger): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const waitForAll = isbot(req.get('user-agent') ?? '');
  const { pipe, abort } = renderToPipeableStream(document, {
    onShellReady() {
      if (!waitForAll) pipe(res);
    },
    onAllReady() {
      if (waitForAll) pipe(res);
    },
    onShellError(error) {
      log.error({ err: error, url: req.originalUrl }, 'page shell failed to render');
      res.status(500).setHeader('Cache-Control', 'no-store');
      res.end(shellErrorPage);
    },
    onError(error) {
      log.error({ err: error, url: req.originalUrl }, 'error while streaming a page');
    },
  });
  const timer = setTimeout(() => abort(new Error(`render exceeded ${streamTimeoutMs} ms`)), streamTimeoutMs);
  res.on('close', () => clearTimeout(timer));
}
