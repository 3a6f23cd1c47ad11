import { type ServerResponse } from 'node:http';
import { type RequestHandler } from 'express';
import { defaultLang } from '#shared/languages.ts';
import { href, langOfPath, matchPage, pathOf } from '#shared/routes.ts';
import { type Blog } from './blog/blog';
import { type Config } from './config';
import { type PageRenderer } from './page-renderer';
import { sendPlain } from './response-policy';

const fileLike = /\.[a-z0-9]{1,8}$/i;

/** The raw query string ("?a=1" or ""), exactly as the client sent it. */
export function rawSearch(originalUrl: string): string {
  const index = originalUrl.indexOf('?');
  return index === -1 ? '' : originalUrl.slice(index);
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every page request: canonical redirects, method checks, then resolution (status, head, body) and streaming.
 * Redirect targets are always built from the route table, never from the request, so none can leave the site.
 */
export function pageHandler(
  config: Config,
  blog: Blog,
  render: PageRenderer,
  hint: (res: ServerResponse) => void = () => undefined,
): RequestHandler {
  return async (req, res) => {
    const path = req.path;
    const search = rawSearch(req.originalUrl);
    const match = isDecodable(path) ? matchPage(path) : null;
    const readOnly = req.method === 'GET' || req.method === 'HEAD';

    if (path === '/' && readOnly) {
      res.redirect(302, href(defaultLang, 'home'));
      return;
    }
    if (!match) {
      if (!langOfPath(path) && fileLike.test(path)) {
        sendPlain(res, 404, 'Not Found');
        return;
      }
      render.notFound(req, res, langOfPath(path) ?? defaultLang);
      return;
    }
    if (!readOnly) {
      res.setHeader('Allow', 'GET, HEAD');
      sendPlain(res, 405, 'Method Not Allowed');
      return;
    }
    const canonicalPath = pathOf(match);
    if (path !== canonicalPath) {
      res.redirect(308, canonicalPath + search);
      return;
    }
    // The index is built from the rendered pages once, at start; a search in the first moments waits for it.
    if (match.page === 'search') await render.search.ready;
    if (req.method === 'GET') hint(res);
    render.page(req, res, match, { search });
  };
}
