import { type Request, type Response } from 'express';
import { type ReactElement } from 'react';
import { type Dictionary, dictionary } from '#content/i18n/index.ts';
import { type Crumb } from '#shared/breadcrumbs.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageMatch, href, inLanguage, pathOf, samePathIn } from '#shared/routes.ts';
import { assetManifest } from './assets';
import { type Blog } from './blog/blog';
import { type Config } from './config';
import { Document } from './document/document';
import { breadcrumbData, organizationData, websiteData } from './document/site-structured-data';
import { type Logger } from './logger';
import { PageCache } from './page-cache';
import { cardSpecFor } from './page-cards';
import { type ContactFormState, type HeadData } from './page-types';
import { resolvePage } from './pages';
import { type ResponseKind, ResponsePolicy } from './response-policy';
import { NotFound } from './pages/not-found';
import { streamDocument } from './stream-document';
import { SearchIndex } from './search/search-index';
import { siteDocuments } from './search/site-documents';
import { cardUrl } from './social-cards';

/** The head with its sharing image: the page's own, or its social card, described by the title the card shows. */
function withImage(head: HeadData, lang: Lang, match: PageMatch | null, t: Dictionary) {
  if (head.image) return { ...head, image: head.image };
  const card = cardSpecFor(lang, match, head, t);
  return { ...head, image: { path: cardUrl(card), alt: card.title } };
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

/** Made by the renderer unless given: the tests share one search index and store pages at brotli 3. */
export interface RendererParts {
  cache?: PageCache;
  /** The index of siteDocuments(blog, config). */
  search?: SearchIndex;
}

/** What is sent: the status, the response's kind (server/response-policy.ts), its cache key and time. */
interface Answer {
  status: number;
  kind: ResponseKind;
  key: string;
  now: Date;
}

/** Renders pages (by route match) and the 404 page into whole streamed documents. */
export function createPageRenderer(config: Config, log: Logger, blog: Blog, parts: RendererParts = {}) {
  const cache = parts.cache ?? new PageCache();
  const searchIndex = parts.search ?? new SearchIndex(siteDocuments(blog, config));
  // The pages are served meanwhile; a search page waits for the index, or answers the error logged here.
  searchIndex.ready.catch((error: unknown) => log.error({ err: error }, 'the site search index could not be built'));
  const policy = new ResponsePolicy(blog, config.htmlCacheSeconds);

  /** Streams a document as its kind's policy says; a kind kept here is stored under `key` once complete. */
  function stream(req: Request, res: Response, answer: Answer, document: ReactElement) {
    const { pageCache, cacheControl } = policy.kinds[answer.kind];
    const keep =
      pageCache && cacheControl !== null
        ? (html: Buffer) => cache.store(answer.key, answer.now, html, cacheControl)
        : undefined;
    streamDocument(req, res, document, answer.status, log, { cacheControl, onComplete: keep });
  }

  return {
    cache,
    policy,
    search: searchIndex,

    page(req: Request, res: Response, match: PageMatch, options: RenderOptions = {}) {
      const searchString = options.search ?? '';
      const t = dictionary(match.lang);
      const now = new Date();
      const result = resolvePage({
        lang: match.lang,
        t,
        match,
        query: new URLSearchParams(searchString),
        now,
        blog,
        search: searchIndex,
        siteUrl: config.siteUrl,
        analytics: config.analytics,
        contactForm: options.contactForm,
      });
      if (result.kind === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      const status = options.status ?? result.status;
      // A form shown again with what the visitor typed is an echo whatever its status says.
      const kind = options.contactForm ? 'echo' : policy.pageKind(match, searchString, status);
      stream(
        req,
        res,
        { status, kind, key: pathOf(match) + searchString, now },
        <Document
          lang={match.lang}
          t={t}
          head={withImage(result.head, match.lang, match, t)}
          page={match.page}
          route={match.page}
          analytics={config.analytics}
          structuredData={[
            ...siteStructuredData(match.lang, t, config.siteUrl, result.breadcrumbs),
            ...(result.structuredData ?? []),
          ]}
          siteUrl={config.siteUrl}
          canonicalPath={result.head.canonical ?? pathOf(match)}
          languagePaths={{ en: inLanguage(match, 'en'), sq: inLanguage(match, 'sq') }}
          search={result.languageSearch ?? searchString}
          breadcrumbs={result.breadcrumbs}
          assets={assetManifest()}
          now={now}
        >
          {result.body}
        </Document>,
      );
    },

    /**
     * A short page in the site's frame with a status of its own (404, 429). Its language menu leads to the
     * same address under each prefix.
     */
    message(req: Request, res: Response, lang: Lang, status: 404 | 429, head: HeadData, body: ReactElement) {
      const t = dictionary(lang);
      const now = new Date();
      stream(
        req,
        res,
        { status, kind: status === 404 ? 'notFound' : 'echo', key: req.path, now },
        <Document
          lang={lang}
          t={t}
          head={withImage({ ...head, noindex: true }, lang, null, t)}
          page={null}
          route={String(status)}
          analytics={config.analytics}
          structuredData={siteStructuredData(lang, t, config.siteUrl, [])}
          siteUrl={config.siteUrl}
          canonicalPath={null}
          languagePaths={{ en: samePathIn(req.path, 'en'), sq: samePathIn(req.path, 'sq') }}
          search=""
          breadcrumbs={[]}
          assets={assetManifest()}
          now={now}
        >
          {body}
        </Document>,
      );
    },

    /** The 404 page, in the language of the address's prefix. */
    notFound(req: Request, res: Response, lang: Lang) {
      const t = dictionary(lang);
      const head = { title: t.notFound.title, description: t.notFound.description };
      this.message(req, res, lang, 404, head, <NotFound lang={lang} t={t} />);
    },
  };
}
