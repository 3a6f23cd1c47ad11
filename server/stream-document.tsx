import { PassThrough } from 'node:stream';
import { type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { type Logger } from './logger';
import { serverErrorPage } from './server-error-page';

/** Longest a render may stream before it is aborted (React then sends what it has and closes). */
export const streamTimeoutMs = 10_000;

/**
 * Streams a React document. The status and headers were decided by the caller before this point; people get
 * the shell as soon as it is ready, crawlers the complete document.
 */
export function streamDocument(
  req: Request,
  res: Response,
  document: ReactElement,
  status: number,
  log: Logger,
  /** Receives the complete HTML once it streamed without error (for the page cache). */
  onComplete?: (html: Buffer) => void,
  cacheControl = 'no-cache',
): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const waitForAll = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const start = () => {
    if (!onComplete) {
      pipe(res);
      return;
    }
    // Stream to the visitor as usual while keeping a copy of what was sent.
    const tee = new PassThrough();
    const chunks: Buffer[] = [];
    tee.on('data', (chunk: Buffer) => chunks.push(chunk));
    tee.on('end', () => {
      if (!failed) onComplete(Buffer.concat(chunks));
    });
    tee.pipe(res);
    pipe(tee);
  };
  const { pipe, abort } = renderToPipeableStream(document, {
    onShellReady() {
      if (!waitForAll) start();
    },
    onAllReady() {
      if (waitForAll) start();
    },
    onShellError(error) {
      log.error({ err: error, url: req.originalUrl }, 'page shell failed to render');
      res.status(500).setHeader('Cache-Control', 'no-store');
      res.end(serverErrorPage(req.path));
    },
    onError(error) {
      failed = true;
      log.error({ err: error, url: req.originalUrl }, 'error while streaming a page');
    },
  });
  const timer = setTimeout(() => abort(new Error(`render exceeded ${streamTimeoutMs} ms`)), streamTimeoutMs);
  res.on('close', () => clearTimeout(timer));
}
