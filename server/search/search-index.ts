import { type Lang } from '#shared/languages.ts';
import { excerptAround } from './excerpt';
import { fold } from './fold';
import { highlight, matchesIn, phraseMatcher, type Segment, termMatcher } from './matching';

export type { Segment } from './matching';

export interface SearchDocument {
  title: string;
  path: string;
  /** The searchable text, plain. */
  text: string;
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
  /**
   * The documents holding every term (server/search/fold.ts's queryTerms() of the visitor's query), or, for a
   * phrase, the terms in their order.
   */
  search(lang: Lang, terms: readonly string[], { phrase = false } = {}): SearchResult[] {
    if (terms.length === 0) return [];
    if (!this.docs) throw new Error('searched before the index was built: await its ready');
    const together = terms.length > 1 ? phraseMatcher(terms) : null;
    const matchers = phrase && together ? [together] : terms.map(termMatcher);
    return this.docs[lang]
      .map((doc) => {
        // Pages where the words stand together, as typed, rank first: „paga minimale“ put a page with
        // „pagat“ and „kapital minimal“ apart above the one with „Paga minimale“.
        let score = together && !phrase && matchesIn(doc.text, doc.foldedText, together, 1).length > 0 ? 20 : 0;
        for (const matcher of matchers) {
          const inTitle = matchesIn(doc.title, doc.foldedTitle, matcher, 1).length > 0;
          // Counted up to 10: a score counts no further.
          const inText = matchesIn(doc.text, doc.foldedText, matcher, 10).length;
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
        titleSegments: highlight(doc.title, doc.foldedTitle, matchers),
        excerpt: excerptAround(doc.text, doc.foldedText, matchers, lang),
      }));
  }
}
