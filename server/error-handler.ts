import { type ErrorRequestHandler } from 'express';
import { langOfPath } from '#shared/routes.ts';
import { type Logger } from './logger';
import { policies, sendPlain } from './response-policy';
import { serverErrorPage } from './server-error-page';

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  return 500;
}

/** The last handler: a short plain answer with the right status, never a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = statusOf(error);
    if (status >= 500) log.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      next(error);
      return;
    }
    // The answer is this, whatever a middleware had planned to send.
    res.removeHeader('Content-Encoding');
    // A page asked for by a browser gets the 500 page in its language; anything else, a short plain answer.
    if (status >= 500 && req.accepts(['text/plain', 'html']) === 'html' && langOfPath(req.path)) {
      res.status(status).setHeader('Cache-Control', policies.plain.cacheControl);
      res.type('html').send(serverErrorPage(req.path));
      return;
    }
    sendPlain(res, status, status >= 500 ? 'Internal Server Error' : status === 404 ? 'Not Found' : 'Bad Request');
  };
}
