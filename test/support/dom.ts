import { within } from '@testing-library/dom';
import { type JSDOM as JsdomClass } from 'jsdom';

declare global {
  /** jsdom's class, put on each suite's global by the test environment (test/support/node-environment.ts). */
  var JSDOM: typeof JsdomClass | undefined;
}

/** jsdom, as the environment loaded it once for the worker. */
function jsdom(): typeof JsdomClass {
  if (!globalThis.JSDOM) throw new Error('test/support/dom.ts needs the node environment of jest.config.js');
  return globalThis.JSDOM;
}

/**
 * A page as a browser reads it: parsed once by jsdom, entities decoded, queried by role and accessible name
 * with Testing Library's queries (`getByRole('link', { name: 'Get a Quote' })`), and its visible text.
 */
export function readPage(html: string) {
  const { document } = new (jsdom())(html).window;
  return { document, ...within(document.body), text: () => visibleText(document.body) };
}

/**
 * What a page's POST form would send as it stands (the values given back to a visitor), as a browser reads it:
 * from its HTML, or from a page readPage() parsed already.
 */
export function postedFormValues(page: string | Document): Record<string, string> {
  const document = typeof page === 'string' ? new (jsdom())(page).window.document : page;
  const window = document.defaultView;
  if (!window) throw new Error('the page has no window');
  const form = document.querySelector('form[method="post"]');
  if (!(form instanceof window.HTMLFormElement)) throw new Error('the page has no POST form');
  const values: Record<string, string> = {};
  for (const [name, value] of new window.FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** An XML document (a feed, the sitemap), parsed as a browser's XML parser does: CDATA and entities read. */
export function readXml(xml: string): Document {
  return new (jsdom())(xml, { contentType: 'application/xml' }).window.document;
}

const unseen = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);
/** Elements a browser lays out as blocks: their edges read as spaces. */
const blocks = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'DT', 'DD', 'TD', 'TH', 'DIV', 'BR', 'SUMMARY', 'SECTION']);

/** The text a reader sees in a node: scripts, styles and templates left out, spaces collapsed (not no-break spaces). */
export function visibleText(node: Node): string {
  return collect(node)
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

function collect(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (unseen.has(node.nodeName)) return '';
  const inner = [...node.childNodes].map(collect).join('');
  return blocks.has(node.nodeName) ? ` ${inner} ` : inner;
}
