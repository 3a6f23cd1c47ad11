import { type RequestHandler, Router } from 'express';
import { type Lang, languages } from '#shared/languages.ts';
import { type PageMatch, feedHref, inLanguage, pathOf } from '#shared/routes.ts';
import { feedXml } from './blog/feed';
import { compressedOnce, preferredEncoding, sendEncoded } from './encoding';
import { policies } from './response-policy';
import { type Blog } from './blog/blog';
import { indexablePages } from './site-paths';
import { speculationRules, speculationRulesPath } from './speculation-rules';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);
}

function lastmod(match: PageMatch, lang: Lang, blog: Blog): string | undefined {
  return match.page === 'blogArticle' ? blog.find(lang, match.params.slug)?.date : undefined;
}

/** Every indexable page in both languages, each with its alternates (en, sq, x-default). */
export function sitemapXml(blog: Blog, siteUrl: string): string {
  const entries = languages.flatMap((lang) =>
    indexablePages(lang, blog).map((match) => {
      const alternates = [
        ...languages.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${xml(siteUrl + inLanguage(match, other))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(siteUrl + inLanguage(match, 'en'))}"/>`,
      ];
      const modified = lastmod(match, lang, blog);
      return [
        '<url>',
        `<loc>${xml(siteUrl + pathOf(match))}</loc>`,
        ...(modified ? [`<lastmod>${modified}</lastmod>`] : []),
        ...alternates,
        '</url>',
      ].join('');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * /sitemap.xml, /robots.txt, the blog's feed in each language and the speculation rules: made once (content
 * changes only with a deploy) and sent as the response policy says of a feed.
 */
export function seoFiles(blog: Blog, siteUrl: string): RequestHandler {
  const router = Router();
  const files: Array<[path: string, type: string, body: string]> = [
    [speculationRulesPath, 'application/speculationrules+json', speculationRules()],
    ['/sitemap.xml', 'application/xml; charset=utf-8', sitemapXml(blog, siteUrl)],
    ['/robots.txt', 'text/plain; charset=utf-8', robotsTxt(siteUrl)],
    ...languages.map((lang): [string, string, string] => [
      feedHref(lang),
      'application/rss+xml; charset=utf-8',
      feedXml(blog, lang, siteUrl),
    ]),
  ];
  for (const [path, type, body] of files) {
    const encoded = compressedOnce(Buffer.from(body));
    router.get(path, (req, res) => {
      const encoding = preferredEncoding(req);
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', policies.feed.cacheControl);
      sendEncoded(res, encoding, encoded(encoding));
    });
  }
  return router;
}
