import { dictionary } from '#content/i18n/index.ts';
import { type Lang } from '#shared/languages.ts';
import { type PageMatch, href, pathOf } from '#shared/routes.ts';
import { type Blog } from '#server/blog/blog.ts';
import { type Config } from '#server/config.ts';
import { renderToHtml } from '#server/document/rendered-once.tsx';
import { loadIslands } from '#server/island.tsx';
import { resolvePage } from '#server/pages/index.ts';
import { indexablePages } from '#server/site-paths.ts';
import { ForSearch } from './unsearched';
import { SearchIndex, type SearchDocument } from './search-index';

/** What a block's text may end with to read as finished before the next one. */
// A closing bracket does not end a block: „(SH.P.K.)“ closes a card's title, not a sentence.
const finished = /[.!?:;…][“”"'’»]*$/;

/**
 * A block of a page's text (a heading, a paragraph, a cell…), plain; `setOff`: a heading, a list's item, a
 * question (a disclosure's summary), a table's caption or a term.
 */
interface Block {
  text: string;
  setOff: boolean;
}

/**
 * Blocks as one text for excerpts. A block set off, or one that does not end a sentence (a label, a cell, a
 * price), stands between „ · “ on both sides, so an excerpt never reads as one run-on sentence: „… një SH.P.K.
 * 2. Tatimi …“ read a numbered heading into the sentence (reader XL), „… dhe koha: Struktura: plani …“ a list's
 * item (XM), „… kontabiliteti i vazhdueshëm. Cilat janë normat …? Tatimi …“ a question, „… më të mirë:
 * Transformimi digjital me faza: …“ a table's caption and „… në afat. Çmimi nga 299 €/muaj“ a price (XN).
 */
export function joinBlocks(blocks: Block[]): string {
  const kept = blocks
    .map((block) => ({ ...block, text: block.text.replace(/\s+/g, ' ').trim() }))
    .filter((block) => block.text !== '');
  const apart = kept.map((block) => block.setOff || !finished.test(block.text));
  return kept
    .map(({ text }, at) => (at + 1 < kept.length && (apart[at] || apart[at + 1]) ? `${text} ·` : text))
    .join(' ');
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The blocks of rendered HTML as plain text: a closing block tag ends a block, and so does a link followed by
 * another block or link (a row of buttons); an inline tag (bold, a link in a sentence) is nothing, so
 * „**kontabël**:“ keeps its colon against the word; any other tag is a space. What a reader does not read is
 * left out: scripts, icons, forms and their controls, links drawn as buttons or set apart as calls to action
 * („Kërkoni ofertë“, „Mëso më shumë“: a snippet would read them as sentences), React's text separators, what
 * is hidden from assistive technology (a step's number drawn beside its heading) and the words added for it
 * alone („(hapet në skedë të re)“).
 */
function plainBlocks(html: string): Block[] {
  // Split at each closing block tag, its name kept: [text, tag, text, tag, …, text].
  const pieces = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|svg|form|button)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<a\b[^>]*class="[^"]*\b(?:button|read-more|share-link|deadline-add)\b[^"]*"[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<(span|div)\b[^>]*(?:aria-hidden="true"|class="visually-hidden")[^>]*>[^<]*<\/\1>/g, '')
    .replace(/<\/a>(?=<(?:a|p|div|ul|ol|h[1-6])\b)/g, '</a></p>')
    // Two runs of text set side by side (the days and the hours of the contact page) are two words;
    // „299 €“ and „/muaj“ are not.
    .replace(/<\/(span|strong)>(?=<(?:span|strong)\b[^>]*>[^/.,:;!?)])/g, '</$1> ')
    .split(/<\/(h[1-6]|p|li|td|th|caption|blockquote|figcaption|dt|dd|summary|label|legend|div|section)>/);
  return pieces
    .filter((_piece, at) => at % 2 === 0)
    .map((piece, at) => ({
      text: piece
        .replace(/<\/?(?:strong|em|b|i|a|code|span|abbr|bdi|time|small|sup|sub|q|cite|mark)\b[^>]*>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (e) => entities[e] ?? e),
      setOff: /^(?:h[1-6]|li|summary|caption|dt)$/.test(pieces[2 * at + 1] ?? ''),
    }));
}

/** Where a page's text is read for the index: its title and body as one language's visitor sees them. */
type Setting = Pick<Config, 'siteUrl' | 'analytics'>;

async function pageDocument(match: PageMatch, blog: Blog, setting: Setting): Promise<SearchDocument> {
  const { lang } = match;
  const path = pathOf(match);
  const result = resolvePage({
    lang,
    t: dictionary(lang),
    match,
    query: new URLSearchParams(),
    now: new Date(),
    blog,
    // Only the search page reads the index, and it is not searched.
    search: new SearchIndex({ en: [], sq: [] }),
    ...setting,
  });
  if (result.kind !== 'page') throw new Error(`${path} does not answer with a page`);
  const { title } = result.head;
  const html = await renderToHtml(<ForSearch>{result.body}</ForSearch>);
  // The title is the result's heading: a snippet starting with it (the page's <h1>) would say it twice.
  const blocks = plainBlocks(html).filter((block) => block.text.replace(/\s+/g, ' ').trim() !== title);
  return { title, path, text: joinBlocks(blocks) };
}

async function documents(lang: Lang, blog: Blog, setting: Setting): Promise<SearchDocument[]> {
  // The pages in the sitemap but the blog's categories (lists of posts) and the posts themselves, which are
  // quoted from their Markdown: the rendered article adds its share links and other posts.
  const pages = indexablePages(lang, blog).filter(
    (match) => match.page !== 'blogCategory' && match.page !== 'blogArticle',
  );
  const pageDocuments = await Promise.all(pages.map((match) => pageDocument(match, blog, setting)));
  const posts = blog.posts(lang).map((post) => ({
    title: post.title,
    path: href(lang, 'blogArticle', { slug: post.slug }),
    // The article as it reads: its summary is shown on the blog's list, not on the article (reader XD).
    text: joinBlocks(plainBlocks(post.html)),
  }));
  return [...pageDocuments, ...posts];
}

/**
 * The documents of each language, read from the pages as rendered with this configuration: the privacy page
 * names the visit statistics configured, or says nothing is measured.
 */
export async function siteDocuments(blog: Blog, setting: Setting): Promise<Record<Lang, SearchDocument[]>> {
  // The bodies hold islands (the questions' accordions), rendered from their loaded components.
  await loadIslands();
  const [en, sq] = await Promise.all([documents('en', blog, setting), documents('sq', blog, setting)]);
  return { en, sq };
}
