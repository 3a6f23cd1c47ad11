import { type ErrorRequestHandler } from 'express';
import { type Logger } from './logger';

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
    res.status(status).setHeader('Cache-Control', 'no-store');
    // The answer is this plain text, whatever a middleware had planned to send.
    res.removeHeader('Content-Encoding');
    res.type('text/plain').send(status >= 500 ? 'Internal Server Error' : status === 404 ? 'Not Found' : 'Bad Request');
  };
}
