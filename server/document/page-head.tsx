import { site } from '../../content/site';
import { type Lang, languages } from '../../shared/languages';
import { themeScript } from '../../shared/theme-script';
import { type AssetManifest } from '../assets';
import { type HeadData } from '../page-types';

export interface PageHeadProps {
  head: HeadData;
  siteUrl: string;
  /** The page's path in each language; absent on pages with no twin (the 404 page). */
  alternates: Record<Lang, string> | null;
  canonicalPath: string | null;
  assets: AssetManifest;
}

/** Everything in <head>: decided before the first byte, because the page's data is resolved before rendering. */
export function PageHead({ head, siteUrl, alternates, canonicalPath, assets }: PageHeadProps) {
  const title = `${head.title} | ${site.name}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {canonicalPath && !head.noindex ? <link rel="canonical" href={siteUrl + canonicalPath} /> : null}
      {alternates && !head.noindex
        ? [
            ...languages.map((lang) => (
              <link key={lang} rel="alternate" hrefLang={lang} href={siteUrl + alternates[lang]} />
            )),
            <link key="x-default" rel="alternate" hrefLang="x-default" href={siteUrl + alternates.en} />,
          ]
        : null}
      {head.feed ? <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.path} /> : null}
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#0b1f3a" />
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <link rel="stylesheet" href={assets.css} />
      <script type="module" src={assets.entry} />
      {assets.preload.map((chunk) => (
        <link key={chunk} rel="modulepreload" href={chunk} />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </head>
  );
}
