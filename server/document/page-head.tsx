import { site } from '#content/site.ts';
import { type Lang, languages, locales, otherLang } from '#shared/languages.ts';
import { themeScript } from '#shared/theme-script.ts';
import { type AssetManifest } from '#server/assets.ts';
import { type HeadData } from '#server/page-types.ts';

export interface PageHeadProps {
  lang: Lang;
  head: HeadData & { image: NonNullable<HeadData['image']> };
  siteUrl: string;
  /** The page's path in each language; absent on pages with no twin (the 404 page). */
  alternates: Record<Lang, string> | null;
  canonicalPath: string | null;
  assets: AssetManifest;
}

/** Everything in <head>: decided before the first byte, because the page's data is resolved before rendering. */
export function PageHead({ lang, head, siteUrl, alternates, canonicalPath, assets }: PageHeadProps) {
  const title = `${head.title} | ${site.name}`;
  const image = siteUrl + head.image.path;
  const robots = head.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large';
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
      <meta name="robots" content={robots} />
      {/* A noindexed page names a canonical only when it points elsewhere (an unknown blog category). */}
      {canonicalPath && (!head.noindex || head.canonical) ? (
        <link rel="canonical" href={siteUrl + canonicalPath} />
      ) : null}
      {alternates && !head.noindex
        ? [
            ...languages.map((lang) => (
              <link key={lang} rel="alternate" hrefLang={lang} href={siteUrl + alternates[lang]} />
            )),
            <link key="x-default" rel="alternate" hrefLang="x-default" href={siteUrl + alternates.en} />,
          ]
        : null}
      {head.feed ? (
        <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.path} />
      ) : null}
      <meta property="og:type" content={head.article ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {canonicalPath ? <meta property="og:url" content={siteUrl + canonicalPath} /> : null}
      <meta property="og:locale" content={locales[lang].og} />
      <meta property="og:locale:alternate" content={locales[otherLang(lang)].og} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={head.image.alt} />
      {head.article
        ? [
            <meta key="published" property="article:published_time" content={head.article.publishedTime} />,
            <meta key="modified" property="article:modified_time" content={head.article.modifiedTime} />,
            <meta key="author" property="article:author" content={head.article.author} />,
            <meta key="section" property="article:section" content={head.article.section} />,
            ...head.article.tags.map((tag) => <meta key={`tag-${tag}`} property="article:tag" content={tag} />),
          ]
        : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={head.image.alt} />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content="#0b1f3a" />
      <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      <link rel="stylesheet" href={assets.css} integrity={assets.integrity[assets.css]} />
      <script type="module" src={assets.entry} integrity={assets.integrity[assets.entry]} />
      {assets.preload.map((chunk) => (
        <link key={chunk} rel="modulepreload" href={chunk} integrity={assets.integrity[chunk]} />
      ))}
      {/* PNG, not SVG: Chrome builds a whole isolated document on the main thread to draw an SVG icon. */}
      <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
      <link rel="icon" href="/favicon-192.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </head>
  );
}
