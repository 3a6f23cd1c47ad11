import { type Request, type Response } from 'express';
import { type ReactElement } from 'react';
import { type Dictionary, dictionary } from '#content/i18n/index.ts';
import { type Crumb } from '#shared/breadcrumbs.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { type PageMatch, href, inLanguage, pathOf, sharedCacheable } from '#shared/routes.ts';
import { assetManifest } from './assets';
import { type Blog } from './blog/blog';
import { type Config } from './config';
import { Document } from './document/document';
import { breadcrumbData, organizationData, websiteData } from './document/site-structured-data';
import { type Logger } from './logger';
import { PageCache, notFoundUrl, privateCacheControl, sharedCacheControl } from './page-cache';
import { cardSpecFor } from './page-cards';
import { type ContactFormState, type HeadData } from './page-types';
import { resolvePage } from './pages';
import { NotFound } from './pages/not-found';
import { streamDocument } from './stream-document';
import { SearchIndex } from './search/search-index';
import { siteDocuments } from './search/site-documents';
import { cacheableUrls } from './site-paths';
import { cardUrl } from './social-cards';

/** The head with its sharing image: the page's own, or its social card. */
function withImage(head: HeadData, lang: Lang, match: PageMatch | null, t: Dictionary) {
  return { ...head, image: head.image ?? { path: cardUrl(cardSpecFor(lang, match, head.title, t)), alt: head.title } };
}

/** The three site-wide JSON-LD blocks: the firm, the website with its search, the page's breadcrumbs. */
function siteStructuredData(lang: Lang, t: Dictionary, siteUrl: string, trail: Crumb[]) {
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

/** Renders pages (by route match) and the 404 page into whole streamed documents. */
export function createPageRenderer(config: Config, log: Logger, blog: Blog) {
  const searchIndex = new SearchIndex(siteDocuments(blog));
  const cache = new PageCache([...cacheableUrls(blog), ...languages.map(notFoundUrl)]);

  function stream(
    req: Request,
    res: Response,
    status: number,
    document: ReactElement,
    onComplete?: (html: Buffer) => void,
    cacheControl?: string,
  ) {
    streamDocument(req, res, document, status, log, onComplete, cacheControl);
  }

  return {
    cache,

    page(req: Request, res: Response, match: PageMatch, options: RenderOptions = {}) {
      const searchString = options.search ?? '';
      const t = dictionary(match.lang);
      const now = new Date();
      // A rejected form or an overridden status is this request's own; only the plain page is kept.
      const url = options.status === undefined && !options.contactForm ? `${pathOf(match)}${searchString}` : null;
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
      const storable = url !== null && status === 200 && cache.admits(url);
      // Only a page the same for everyone, and not the answer to one visitor's action, goes to a CDN.
      const cacheControl =
        storable && config.htmlCacheSeconds && sharedCacheable(match.page)
          ? sharedCacheControl(config.htmlCacheSeconds)
          : privateCacheControl;
      stream(
        req,
        res,
        status,
        <Document
          lang={match.lang}
          t={t}
          head={withImage(result.head, match.lang, match, t)}
          page={match.page}
          structuredData={[
            ...siteStructuredData(match.lang, t, config.siteUrl, result.breadcrumbs),
            ...(result.structuredData ?? []),
          ]}
          siteUrl={config.siteUrl}
          canonicalPath={result.head.canonical ?? pathOf(match)}
          languagePaths={{ en: inLanguage(match, 'en'), sq: inLanguage(match, 'sq') }}
          search={searchString}
          breadcrumbs={result.breadcrumbs}
          assets={assetManifest()}
          now={now}
        >
          {result.body}
        </Document>,
        storable ? (html) => cache.store(url, now, html, { cacheControl }) : undefined,
        cacheControl,
      );
    },

    /** A short page in the site's frame with a status of its own (404, 429). */
    message(
      req: Request,
      res: Response,
      lang: Lang,
      status: number,
      head: HeadData,
      body: ReactElement,
      onComplete?: (html: Buffer) => void,
    ) {
      const t = dictionary(lang);
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
        onComplete,
      );
    },

    /** The 404 page: the same document for every unknown path of a language, so it is rendered once. */
    notFound(req: Request, res: Response, lang: Lang) {
      const now = new Date();
      const cached = cache.get(notFoundUrl(lang), now);
      if (cached) {
        cache.send(req, res, cached);
        return;
      }
      const t = dictionary(lang);
      const head = { title: t.notFound.title, description: t.notFound.description };
      this.message(req, res, lang, 404, head, <NotFound lang={lang} t={t} />, (html) =>
        cache.store(notFoundUrl(lang), now, html, { status: 404 }),
      );
    },
  };
}
