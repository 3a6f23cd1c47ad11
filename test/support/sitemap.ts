import { type RequestListener } from 'node:http';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';

interface Alternate {
  '@_hreflang': string;
  '@_href': string;
}
export interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Alternate[];
}

/** The site's sitemap.xml, checked to be XML sent as XML, read into its entries. */
export async function sitemapEntries(app: RequestListener): Promise<UrlEntry[]> {
  const res = await request(app).get('/sitemap.xml').expect(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'url' || name === 'xhtml:link',
  }).parse(res.text) as {
    urlset: { url: UrlEntry[] };
  };
  return parsed.urlset.url;
}
