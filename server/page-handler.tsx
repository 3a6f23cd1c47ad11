import { type RequestHandler } from 'express';
import { messages } from '../content/i18n';
import { type Lang, defaultLang } from '../shared/languages';
import { type PageMatch, feedHref, href, inLanguage, langOfPath, matchPage, pathOf } from '../shared/routes';
import { assetManifest } from './assets';
import { feedXml } from './blog/feed';
import { type Blog } from './blog/load-blog';
import { type Config } from './config';
import { Document } from './document/document';
import { type Logger } from './logger';
import { type Crumb } from '../shared/breadcrumbs';
import { type Messages } from '../content/i18n';
import { type HeadData } from './page-types';
import { resolvePage } from './pages';
import { SearchIndex } from './search/search-index';
import { siteDocuments } from './search/site-documents';
import { NotFound } from './pages/not-found';
import { breadcrumbData, organizationData, websiteData } from './document/site-structured-data';
import { cardSpecFor } from './page-cards';
import { cardUrl } from './social-cards';
import { streamDocument } from './render-page';

const fileLike = /\.[a-z0-9]{1,8}$/i;

/** The raw query string ("?a=1" or ""), exactly as the client sent it. */
function rawSearch(originalUrl: string): string {
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

/** The head with its sharing image: the page's own, or its social card. */
function withImage(head: HeadData, lang: Lang, match: PageMatch | null, t: Messages) {
  return { ...head, image: head.image ?? { path: cardUrl(cardSpecFor(lang, match, head.title, t)), alt: head.title } };
}

/** The three site-wide JSON-LD blocks: the firm, the website with its search, the page's breadcrumbs. */
function siteStructuredData(lang: Lang, t: Messages, siteUrl: string, trail: Crumb[]) {
  const crumbs = trail.length > 0 ? trail : [{ name: t.nav.home, path: href(lang, 'home') }];
  return [organizationData(lang, siteUrl, t.meta.tagline), websiteData(lang, siteUrl), breadcrumbData(crumbs, siteUrl)];
}

/**
 * Every page request: canonical redirects, method checks, then resolution (status, head, body) and streaming.
 * Redirect targets are always built from the route table, never from the request, so none can leave the site.
 */
export function pageHandler(config: Config, log: Logger, blog: Blog): RequestHandler {
  const searchIndex = new SearchIndex(siteDocuments(blog));
  return (req, res) => {
    const path = req.path;
    const search = rawSearch(req.originalUrl);
    const match = isDecodable(path) ? matchPage(path) : null;

    if (path === '/' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.redirect(302, href(defaultLang, 'home'));
      return;
    }
    const feedLang = langOfPath(path);
    if (feedLang && path === feedHref(feedLang) && (req.method === 'GET' || req.method === 'HEAD')) {
      res.type('application/rss+xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(feedXml(blog, feedLang, config.siteUrl));
      return;
    }
    if (!match) {
      if (!langOfPath(path) && fileLike.test(path)) {
        res.status(404).type('text/plain').send('Not Found');
        return;
      }
      renderNotFound(langOfPath(path) ?? defaultLang);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const canonicalPath = pathOf(match);
    if (path !== canonicalPath) {
      res.redirect(308, canonicalPath + search);
      return;
    }
    renderPage(match, search);

    function renderPage(page: PageMatch, searchString: string) {
      const t = messages(page.lang);
      const now = new Date();
      const result = resolvePage({
        lang: page.lang,
        t,
        match: page,
        query: new URLSearchParams(searchString),
        now,
        blog,
        search: searchIndex,
        siteUrl: config.siteUrl,
      });
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      const languagePaths = { en: inLanguage(page, 'en'), sq: inLanguage(page, 'sq') };
      const document = (
        <Document
          lang={page.lang}
          t={t}
          head={withImage(result.head, page.lang, page, t)}
          page={page.page}
          structuredData={[
            ...siteStructuredData(page.lang, t, config.siteUrl, result.breadcrumbs),
            ...(result.structuredData ?? []),
          ]}
          siteUrl={config.siteUrl}
          canonicalPath={canonicalPath}
          languagePaths={languagePaths}
          search={searchString}
          breadcrumbs={result.breadcrumbs}
          assets={assetManifest()}
          now={now}
        >
          {result.body}
        </Document>
      );
      streamDocument(req, res, document, result.status, log);
    }

    function renderNotFound(lang: Lang) {
      const t = messages(lang);
      const head: HeadData = { title: t.notFound.title, description: t.notFound.description, noindex: true };
      const document = (
        <Document
          lang={lang}
          t={t}
          head={withImage(head, lang, null, t)}
          page={null}
          structuredData={siteStructuredData(lang, t, config.siteUrl, [])}
          siteUrl={config.siteUrl}
          canonicalPath={null}
          languagePaths={{ en: href('en', 'home'), sq: href('sq', 'home') }}
          search=""
          breadcrumbs={[]}
          assets={assetManifest()}
          now={new Date()}
        >
          <NotFound lang={lang} t={t} />
        </Document>
      );
      streamDocument(req, res, document, 404, log);
    }
  };
}
