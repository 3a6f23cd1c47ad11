import { type ReactNode } from 'react';
import { type Thing, type WithContext } from 'schema-dts';
import { type Dictionary } from '#content/i18n/index.ts';
import { type Crumb } from '#shared/breadcrumbs.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageId } from '#shared/routes.ts';
import { writePageAnalytics } from '#shared/analytics.ts';
import { type AssetManifest } from '#server/assets.ts';
import { type Config } from '#server/config.ts';
import { type HeadData } from '#server/page-types.ts';
import { Breadcrumbs } from './breadcrumbs';
import { GlobalWidgets } from './global-widgets';
import { OnceRendered } from './rendered-once';
import { PageHead } from './page-head';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface DocumentProps {
  lang: Lang;
  t: Dictionary;
  head: HeadData & { image: NonNullable<HeadData['image']> };
  page: PageId | null;
  /** What visit statistics call the page: its route's name, or the status of a page outside the table ("404"). */
  route: string;
  /** Visit statistics, when configured: the page says where to send (for a visitor who allows it). */
  analytics: Config['analytics'];
  /** Site-wide and page JSON-LD blocks, written at the end of the footer. */
  structuredData: Array<WithContext<Thing>>;
  siteUrl: string;
  canonicalPath: string | null;
  /** The page in each language: hreflang alternates and the language menu's links. */
  languagePaths: Record<Lang, string>;
  /** The language menu's links keep the query string. */
  search: string;
  breadcrumbs: Crumb[];
  assets: AssetManifest;
  now: Date;
  children: ReactNode;
}

/** The whole HTML document of a page: head, skip link, header, main landmark, footer. */
export function Document(props: DocumentProps) {
  const { lang, t, page, languagePaths, search, analytics } = props;
  const languageLinks: Record<Lang, string> = { en: languagePaths.en + search, sq: languagePaths.sq + search };
  return (
    <html
      lang={lang}
      dir="ltr"
      data-analytics={
        analytics
          ? writePageAnalytics({ endpoint: analytics.endpoint, domain: analytics.site, route: props.route })
          : undefined
      }
    >
      <PageHead
        lang={lang}
        head={props.head}
        siteUrl={props.siteUrl}
        alternates={page ? languagePaths : null}
        canonicalPath={props.canonicalPath}
        assets={props.assets}
      />
      <body>
        <a className="skip-link" href="#main">
          {t.a11y.skipToContent}
        </a>
        <SiteHeader lang={lang} t={t} page={page} languageLinks={languageLinks} />
        <Breadcrumbs trail={props.breadcrumbs} label={t.a11y.breadcrumb} />
        <main id="main" tabIndex={-1}>
          {props.children}
        </main>
        <SiteFooter
          lang={lang}
          t={t}
          now={props.now}
          structuredData={props.structuredData}
          consent={analytics !== null}
        />
        {/* The same on every page of a language: rendered once (server/document/rendered-once.tsx). */}
        <OnceRendered
          className="global-widgets"
          cacheKey={`widgets|${lang}|${analytics ? `${analytics.provider} ${analytics.origin}` : ''}`}
          part={() => <GlobalWidgets lang={lang} t={t} analytics={analytics} />}
        />
      </body>
    </html>
  );
}
