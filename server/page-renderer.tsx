import { type Request, type Response } from 'express';
import { type ReactElement } from 'react';
import { type Messages, messages } from '../content/i18n';
import { type Crumb } from '../shared/breadcrumbs';
import { type Lang } from '../shared/languages';
import { type PageMatch, href, inLanguage, pathOf } from '../shared/routes';
import { assetManifest } from './assets';
import { type Blog } from './blog/load-blog';
import { type Config } from './config';
import { Document } from './document/document';
import { breadcrumbData, organizationData, websiteData } from './document/site-structured-data';
import { type Logger } from './logger';
import { PageCache, pageCacheKey } from './page-cache';
import { cardSpecFor } from './page-cards';
import { type ContactFormState, type HeadData } from './page-types';
import { resolvePage } from './pages';
import { NotFound } from './pages/not-found';
import { streamDocument } from './render-page';
import { SearchIndex } from './search/search-index';
import { siteDocuments } from './search/site-documents';
import { cardUrl } from './social-cards';

/** The head with its sharing image: the page's own, or its social card. */
function withImage(head: HeadData, lang: Lang, match: PageMatch | null, t: Messages) {
  return { ...head, image: head.image ?? { path: cardUrl(cardSpecFor(lang, match, head.title, t)), alt: head.title } };
}

/** The three site-wide JSON-LD blocks: the firm, the website with its search, the page's breadcrumbs. */
function siteStructuredData(lang: Lang, t: Messages, siteUrl: string, trail: Crumb[]) {
  const crumbs = trail.length > 0 ? trail : [{ name: t.nav.home, path: href(lang, 'home') }];
  return [organizationData(lang, siteUrl, t.meta.tagline), websiteData(lang, siteUrl), breadcrumbData(crumbs, siteUrl)];
}

export interface RenderOptions {
  search?: string;
  /** Overrides the page's status (422 for a rejected form). */
  status?: number;
  contactForm?: ContactFormState;
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * The cache key of a page that is the same for every visitor, or null. Search results and rejected forms are
 * per request; query strings other than the thank-you page's error flag are rare and not worth caching
 * (the language links repeat the query). The date is in the key: pages show the year, the privacy page today.
 */
function cacheKey(req: Request, match: PageMatch, search: string, options: RenderOptions, now: Date): string | null {
  const read = req.method === 'GET' || req.method === 'HEAD';
  if (!read || options.status !== undefined || options.contactForm || match.page === 'search') return null;
  if (search !== '' && !(match.page === 'thankYou' && search === '?error=true')) return null;
  return pageCacheKey(`${pathOf(match)}${search}`, now);
}

/** Renders pages (by route match) and the 404 page into whole streamed documents. */
export function createPageRenderer(config: Config, log: Logger, blog: Blog) {
  const searchIndex = new SearchIndex(siteDocuments(blog));
  const cache = new PageCache();

  function stream(req: Request, res: Response, status: number, document: ReactElement, onComplete?: (html: Buffer) => void) {
    streamDocument(req, res, document, status, log, onComplete);
  }

  return {
    cache,

    page(req: Request, res: Response, match: PageMatch, options: RenderOptions = {}) {
      const searchString = options.search ?? '';
      const t = messages(match.lang);
      const now = new Date();
      const key = cacheKey(req, match, searchString, options, now);
      const cached = key ? cache.get(key) : undefined;
      if (cached) {
        cache.send(req, res, cached);
        return;
      }
      const result = resolvePage({
        lang: match.lang,
        t,
        match,
        query: new URLSearchParams(searchString),
        now,
        blog,
        search: searchIndex,
        siteUrl: config.siteUrl,
        contactForm: options.contactForm,
      });
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      const status = options.status ?? result.status;
      stream(
        req,
        res,
        status,
        <Document
          lang={match.lang}
          t={t}
          head={withImage(result.head, match.lang, match, t)}
          page={match.page}
          structuredData={[...siteStructuredData(match.lang, t, config.siteUrl, result.breadcrumbs), ...(result.structuredData ?? [])]}
          siteUrl={config.siteUrl}
          canonicalPath={pathOf(match)}
          languagePaths={{ en: inLanguage(match, 'en'), sq: inLanguage(match, 'sq') }}
          search={searchString}
          breadcrumbs={result.breadcrumbs}
          assets={assetManifest()}
          now={now}
        >
          {result.body}
        </Document>,
        key && status === 200 ? (html) => cache.store(key, html) : undefined,
      );
    },

    /** A short page in the site's frame with a status of its own (404, 429). */
    message(req: Request, res: Response, lang: Lang, status: number, head: HeadData, body: ReactElement) {
      const t = messages(lang);
      stream(
        req,
        res,
        status,
        <Document
          lang={lang}
          t={t}
          head={withImage({ ...head, noindex: true }, lang, null, t)}
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
          {body}
        </Document>,
      );
    },

    notFound(req: Request, res: Response, lang: Lang) {
      const t = messages(lang);
      this.message(req, res, lang, 404, { title: t.notFound.title, description: t.notFound.description }, <NotFound lang={lang} t={t} />);
    },
  };
}
