import { Writable } from 'node:stream';
import { type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { compressBody, preferredEncoding, sendEncoded } from './encoding';
import { type Logger } from './logger';
import { policies } from './response-policy';
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
  options: {
    /** From the response's kind (server/response-policy.ts). */
    cacheControl: string | null;
    /** Receives the complete HTML once it streamed without error (for the page cache). */
    onComplete?: (html: Buffer) => void;
  },
): void {
  const { cacheControl, onComplete } = options;
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (cacheControl !== null) res.setHeader('Cache-Control', cacheControl);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const waitForAll = isbot(req.get('user-agent') ?? '');
  let failed = false;
  const keep =
    onComplete &&
    ((html: Buffer) => {
      if (!failed) onComplete(html);
    });
  const start = () => pipe(whole(req, res, keep));
  const { pipe, abort } = renderToPipeableStream(document, {
    onShellReady() {
      if (!waitForAll) start();
    },
    onAllReady() {
      if (waitForAll) start();
    },
    onShellError(error) {
      log.error({ err: error, url: req.originalUrl }, 'page shell failed to render');
      res.status(500).setHeader('Cache-Control', policies.plain.cacheControl);
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

/**
 * Where React writes a document. A page without suspended parts is written whole in one synchronous flush:
 * it is then compressed once, in the encoding the client prefers, and sent with its length (brotli 3 or gzip
 * 3: docs/decisions/007-caches-and-encodings.md). Should a part still be pending after that flush
 * (no page has one today), what is there is sent and the rest streams, uncompressed, as it comes.
 * The complete HTML goes to `onComplete`.
 */
function whole(req: Request, res: Response, onComplete?: (html: Buffer) => void): Writable {
  const held: Buffer[] = [];
  const sent: Buffer[] = [];
  let streaming = false;
  const send = (data: Buffer) => {
    if (onComplete) sent.push(data);
    res.write(data);
  };
  const sink = new Writable({
    // React pauses at the high-water mark and waits for 'drain'; a page fits below it.
    highWaterMark: 1024 * 1024,
    write(chunk: Buffer, _encoding, done) {
      if (streaming) send(chunk);
      else held.push(chunk);
      done();
    },
    final(done) {
      if (streaming) {
        res.end();
        onComplete?.(Buffer.concat(sent));
      } else {
        const html = Buffer.concat(held);
        const encoding = preferredEncoding(req);
        sendEncoded(res, encoding, encoding === 'identity' ? html : compressBody(html, encoding, 'response'));
        onComplete?.(html);
      }
      done();
    },
  });
  // React's flush is synchronous: by the next tick a whole page has ended, and anything later streams.
  process.nextTick(() => {
    if (sink.writableEnded) return;
    streaming = true;
    if (held.length > 0) send(Buffer.concat(held.splice(0)));
  });
  return sink;
}
