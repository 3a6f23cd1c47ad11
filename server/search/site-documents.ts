import { type Dictionary } from '#content/i18n/dictionary.ts';
import { dictionary } from '#content/i18n/index.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { legal } from '#content/legal.ts';
import { type Blog } from '#server/blog/blog.ts';
import { controllerText } from '#server/legal-details.ts';
import { type SearchDocument } from './search-index';

const searchablePages = [
  'home',
  'services',
  'pricing',
  'businessFormation',
  'about',
  'contact',
  'faq',
  'privacy',
  'blog',
] as const;

/**
 * Keys of the page texts (content/i18n/page-content.ts) that hold names for the code, never shown: an icon, a
 * service's anchor and contact topic ("tax" would otherwise turn up in an Albanian result's snippet).
 */
const internalKeys = new Set(['icon', 'id', 'service']);

/** Every visible string in a page's texts, in order ("{placeholders}" and the internal names left out). */
function strings(value: unknown): string[] {
  // A dropped placeholder leaves no space before the punctuation that followed it.
  if (typeof value === 'string') return [value.replace(/\{\w+\}/g, '').replace(/\s+(?=[.,:;!?])/g, '')];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (internalKeys.has(key) ? [] : strings(inner)));
  }
  return [];
}

/** What a block's text may end with to read as finished before the next one. */
// A closing bracket does not end a block: „(SH.P.K.)“ closes a card's title, not a sentence.
const finished = /[.!?:;…][“”"'’»]*$/;

/**
 * Blocks (strings, headings, paragraphs, table cells) as one text for excerpts: a block that does not end a
 * sentence, such as a heading or a cell, is set off from the next by " · ", so an excerpt never reads as one
 * run-on sentence.
 */
export function joinBlocks(blocks: string[]): string {
  const texts = blocks.map((block) => block.replace(/\s+/g, ' ').trim()).filter((block) => block !== '');
  return texts.map((text, at) => (at === texts.length - 1 || finished.test(text) ? text : `${text} ·`)).join(' ');
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The blocks of an article's HTML as plain text: a closing block tag ends a block; an inline tag (bold, a
 * link) is nothing, so „**kontabël**:“ keeps its colon against the word; any other tag is a space.
 */
function plainBlocks(html: string): string[] {
  return html.split(/<\/(?:h[1-6]|p|li|td|th|caption|blockquote|figcaption|dt|dd)>/).map((block) =>
    block
      .replace(/<\/?(?:strong|em|b|i|a|code|span|abbr)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e),
  );
}

const joined = (value: unknown) => joinBlocks(strings(value));

/** What every calculator's texts hold besides its fields and results. */
interface ToolAbout {
  description: string;
  heading: string;
  intro: string;
  questions: unknown;
}

/**
 * The calculators and the tax calendar, by what a visitor would look for them with: their titles, intros and
 * questions, and the calendar's kinds of deadline. Not their field labels, results or error messages.
 */
function toolDocuments(lang: Lang, t: Dictionary): SearchDocument[] {
  const { index, salary, vat, profit, withholding } = t.pages.tools;
  const { title: _title, ...indexTexts } = index;
  const about = ({ heading, intro, questions }: ToolAbout) => [heading, intro, questions];
  const calendar = t.pages.taxCalendar;
  return [
    { title: index.title, path: href(lang, 'tools'), text: joined(indexTexts) },
    { title: salary.title, path: href(lang, 'salaryTool'), text: joined(about(salary)) },
    { title: vat.title, path: href(lang, 'vatTool'), text: joined(about(vat)) },
    { title: profit.title, path: href(lang, 'profitTool'), text: joined(about(profit)) },
    { title: withholding.title, path: href(lang, 'withholdingTool'), text: joined(about(withholding)) },
    {
      title: calendar.title,
      path: href(lang, 'taxCalendar'),
      text: joined([calendar.heading, calendar.intro, calendar.deadline.titles]),
    },
  ];
}

/**
 * The privacy page's texts as the page shows them: with visit statistics configured or without, and the
 * controller's sentence filled in (its templates, placeholders dropped, left empty slots in a snippet).
 */
function privacyAsShown(lang: Lang, t: Dictionary, statistics: boolean) {
  const { storedInBrowser, statistics: section, controller: _controller, ...rest } = t.pages.privacy;
  return {
    controller: controllerText(legal, lang, t),
    ...rest,
    storedInBrowser: statistics ? storedInBrowser.withStatistics : storedInBrowser.withoutStatistics,
    statistics: { heading: section.heading, text: statistics ? section.on : section.off },
  };
}

/** The business formation page's texts with each form's minimum capital under its label, as the cards show it. */
function businessFormationAsShown(t: Dictionary) {
  const page = t.pages.businessFormation;
  const { capitalLabel, items, ...options } = page.options;
  return {
    ...page,
    options: { ...options, items: items.map((item) => ({ ...item, capital: `${capitalLabel}: ${item.capital}` })) },
  };
}

function documents(lang: Lang, blog: Blog, statistics: boolean): SearchDocument[] {
  const t = dictionary(lang);
  const pages = searchablePages.map((page) => {
    // The title is the result's heading: a snippet starting with it would say it twice. The description is
    // the search engines' summary, not the page's text: quoted before the lead, it said the lead twice.
    const {
      title,
      description: _description,
      ...texts
    } = page === 'privacy'
      ? privacyAsShown(lang, t, statistics)
      : page === 'businessFormation'
        ? businessFormationAsShown(t)
        : t.pages[page];
    return { title, path: href(lang, page), text: joined(texts) };
  });
  const posts = blog.posts(lang).map((post) => ({
    title: post.title,
    path: href(lang, 'blogArticle', { slug: post.slug }),
    text: joinBlocks([post.excerpt, ...plainBlocks(post.html)]),
  }));
  return [...pages, ...toolDocuments(lang, t), ...posts];
}

/** The documents of each language; `statistics`: whether visit statistics are configured (the privacy page says so). */
export function siteDocuments(blog: Blog, statistics: boolean): Record<Lang, SearchDocument[]> {
  return Object.fromEntries(languages.map((lang) => [lang, documents(lang, blog, statistics)])) as Record<
    Lang,
    SearchDocument[]
  >;
}
