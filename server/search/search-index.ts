import { type Lang } from '#shared/languages.ts';
import { fold } from './fold';

export interface SearchDocument {
  title: string;
  path: string;
  /** The searchable text, plain. */
  text: string;
}

export interface Segment {
  text: string;
  match: boolean;
}

export interface SearchResult {
  title: string;
  path: string;
  /** The title and an excerpt around the first match, split into matching and plain runs. */
  titleSegments: Segment[];
  excerpt: Segment[];
}

interface Indexed extends SearchDocument {
  foldedTitle: string;
  foldedText: string;
}

const excerptLength = 220;

function highlight(original: string, folded: string, terms: readonly string[]): Segment[] {
  const marks = new Array<boolean>(original.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      marks.fill(true, at, at + term.length);
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < original.length;) {
    let j = i;
    while (j < original.length && marks[j] === marks[i]) j += 1;
    segments.push({ text: original.slice(i, j), match: marks[i] === true });
    i = j;
  }
  return segments;
}

/** How often `term` occurs in `text`, counted up to `cap` (a score counts no further; split() allocated every piece). */
function occurrences(text: string, term: string, cap: number): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1 && count < cap; at = text.indexOf(term, at + term.length)) count += 1;
  return count;
}

/** Each language's quotation marks, opening and closing: „…“ in Albanian, “…” in English. */
const quotationMarks: Record<Lang, { open: string; close: string }> = {
  sq: { open: '„', close: '“' },
  en: { open: '“', close: '”' },
};

/** Where the quotation that `at` falls inside opens, or -1 when `at` is not inside one. */
function quotationOpening(text: string, at: number, lang: Lang): number {
  const { open, close } = quotationMarks[lang];
  const opened = text.lastIndexOf(open, at - 1);
  return opened > text.lastIndexOf(close, at - 1) ? opened : -1;
}

/**
 * Whether an excerpt may begin or end at the space at `at`: not inside a number's phrase, which a cut would
 * leave without its unit, month or number („90.000 €“, „më 25 nëntor“, „Ligji Nr. 06/L-105“, a heading's
 * „4.“; reader XL).
 */
function breakable(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 12), at);
  return !/\d\.?$/.test(before) && !/^[\d€%]/.test(text.slice(at + 1, at + 2));
}

/** The first space at or after `from` an excerpt may begin after, or the first space at all past 40 characters. */
function breakAfter(text: string, from: number): number {
  for (let at = text.indexOf(' ', from); at !== -1 && at - from < 40; at = text.indexOf(' ', at + 1)) {
    if (breakable(text, at)) return at;
  }
  return text.indexOf(' ', from);
}

/** The last space at or before `from` an excerpt may end at, or the last space at all within 40 characters. */
function breakBefore(text: string, from: number): number {
  for (let at = text.lastIndexOf(' ', from); at > 0 && from - at < 40; at = text.lastIndexOf(' ', at - 1)) {
    if (breakable(text, at)) return at;
  }
  return text.lastIndexOf(' ', from);
}

function excerptAround(doc: Indexed, terms: readonly string[], lang: Lang): Segment[] {
  const first = Math.min(...terms.map((term) => doc.foldedText.indexOf(term)).filter((at) => at >= 0));
  const centre = Number.isFinite(first) ? first : 0;
  let start = Math.max(0, centre - excerptLength / 3);
  // Start and end on word boundaries.
  if (start > 0) start = breakAfter(doc.text, start) + 1;
  // Nor inside a quotation: „… Europe, 2024“ quoted the end of a title, its closing mark alone (reader XI).
  const quoted = quotationOpening(doc.text, start, lang);
  if (quoted !== -1 && start - quoted < excerptLength / 3) start = quoted;
  let end = Math.min(doc.text.length, start + excerptLength);
  if (end < doc.text.length) end = Math.max(breakBefore(doc.text, end), start + 1);
  // A quotation the end would cut ends the excerpt before it opens, or, holding the match, where it closes.
  const cut = quotationOpening(doc.text, end, lang);
  if (cut > centre) end = Math.max(doc.text.lastIndexOf(' ', cut - 1), start + 1);
  else if (cut !== -1) {
    const closed = doc.text.indexOf(quotationMarks[lang].close, end);
    if (closed !== -1 && closed - end < excerptLength / 2) end = closed + 1;
  }
  // Never open or close on a block separator (server/search/site-documents.tsx).
  if (doc.text.startsWith('· ', start)) start += 2;
  if (doc.text.slice(start, end).endsWith(' ·')) end -= 2;
  const segments = highlight(doc.text.slice(start, end), doc.foldedText.slice(start, end), terms);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < doc.text.length) segments.push({ text: ' …', match: false });
  return segments;
}

/** A language's documents, or the promise of them (the pages are rendered for the index at start). */
type Documents = Record<Lang, SearchDocument[]>;

/** A small in-memory full-text index per language: every term must match; title matches rank higher. */
export class SearchIndex {
  private docs: Record<Lang, Indexed[]> | null = null;
  /** Settles once the documents are indexed; the search page waits for it (server/page-handler.tsx). */
  readonly ready: Promise<void>;

  constructor(documents: Documents | Promise<Documents>) {
    const index = (docs: SearchDocument[]) =>
      docs.map((doc) => ({ ...doc, foldedTitle: fold(doc.title), foldedText: fold(doc.text) }));
    this.ready = Promise.resolve(documents).then((all) => {
      this.docs = { en: index(all.en), sq: index(all.sq) };
    });
    // A failure is the search page's to answer (and the renderer logs it), not an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  // Every match is listed: the site has a few dozen pages a language, and a count that stopped at 20 hid some.
  /** The documents holding every term (server/search/fold.ts's queryTerms() of the visitor's query). */
  search(lang: Lang, terms: readonly string[]): SearchResult[] {
    if (terms.length === 0) return [];
    if (!this.docs) throw new Error('searched before the index was built: await its ready');
    return this.docs[lang]
      .map((doc) => {
        let score = 0;
        for (const term of terms) {
          const inTitle = doc.foldedTitle.includes(term);
          const inText = occurrences(doc.foldedText, term, 10);
          if (!inTitle && inText === 0) return null;
          score += (inTitle ? 10 : 0) + Math.min(inText, 10);
        }
        return { doc, score };
      })
      .filter((hit): hit is { doc: Indexed; score: number } => hit !== null)
      .sort((a, b) => b.score - a.score)
      .map(({ doc }) => ({
        title: doc.title,
        path: doc.path,
        titleSegments: highlight(doc.title, doc.foldedTitle, terms),
        excerpt: excerptAround(doc, terms, lang),
      }));
  }
}
