import { fold } from './fold';

/** How the terms of a query match the folded text of a page (server/search/fold.ts), and how matches are marked. */

export interface Segment {
  text: string;
  match: boolean;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Letters only, long enough to lose a final vowel to a light stem. */
const stemmable = /^\p{L}{5,}$/u;

/**
 * A term or a phrase to find: a pattern over the folded text and, where the query wrote a letter with its
 * diacritic („në“), a check that the page wrote it too, not „ne“ (readers XO, XP). A query without diacritics
 * finds words with or without them („cmim“ finds „çmim“).
 */
export interface Matcher {
  folded: RegExp;
  exact: RegExp | null;
}

/**
 * A term as a matcher. It matches at the start of a word: „erp“ is not found in „përpara“, nor „18“ in „2018“,
 * and a number or a word of two letters matches only whole („30“ does not find „30.000“, nor „në“ „nëse“;
 * readers XK, XP). A word of five letters or more loses a final vowel, so that „faturë“ finds „fatura“ and
 * „rrjedha“ finds „rrjedhës“ (reader XP), and its letters and digits may stand apart by a dot, so that „shpk“
 * finds „SH.P.K.“ and „30000“ finds „30.000“. Folding keeps one character for one, so the dots are matched
 * here, not folded away.
 */
export function termMatcher(term: string): Matcher {
  const folded = fold(term);
  const exact = folded === term ? null : new RegExp(charsOf(term, folded).map(exactChar).join(''), 'iuy');
  return { folded: new RegExp(termSource(folded), 'gu'), exact };
}

/**
 * The terms one after another, each to its word's end, apart only by spaces or marks within a sentence: a
 * query typed in quotation marks, which the page echoes as a phrase (reader XP, P1).
 */
export function phraseMatcher(terms: readonly string[]): Matcher {
  // Words of one letter are not terms (fold.ts): one may stand between two („rrjedhën e parasë“).
  const gap = '\\.?[^\\p{L}\\p{N}·.!?]+(?:[\\p{L}\\p{N}][^\\p{L}\\p{N}·.!?]+)?';
  // A word runs on to its ending, also past a hyphen („SNRF-së“).
  const rest = "[\\p{L}\\p{N}]*(?:[-'’][\\p{L}\\p{N}]+)?";
  return { folded: new RegExp(terms.map((term) => `${termSource(fold(term))}${rest}`).join(gap), 'gu'), exact: null };
}

/** A number as typed: „30.000“, „37,50“ (not a rate, „8%“). */
const numeric = /^\p{N}[\p{N}.,]*$/u;

/**
 * Whether a term's last vowel is dropped: a word of five letters or more, whose stem then finds endings of up
 * to four letters („faturë“ finds „faturat“, „tatimi“ „tatimeve“, but „parasë“ not „parashikimi“; reader XR).
 */
const stemmed = (folded: string) => stemmable.test(folded) && /[aeiouy]$/.test(folded);

/**
 * A term's characters as matched: a long word's last vowel dropped (`folded` decides), and dots left out but
 * where a number is typed with them („10.000“ is not the postcode „10000“; reader XQ).
 */
function charsOf(term: string, folded: string): string[] {
  const chars = [...(numeric.test(folded) ? term : term.replaceAll('.', ''))];
  return stemmed(folded) ? chars.slice(0, -1) : chars;
}

const escape = (char: string) => char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

function termSource(term: string): string {
  const chars = charsOf(term, term);
  const dotted = numeric.test(term) && term.includes('.');
  const source = chars
    .map((char, i) => {
      // A rate is found written either way: „8%“ or „8 %“.
      const escaped = char === '%' ? ' ?%' : escape(char);
      const next = chars[i + 1];
      const apart = !dotted && next && letterOrDigit.test(char) && letterOrDigit.test(next);
      return apart ? `${escaped}\\.?` : escaped;
    })
    .join('');
  const number = /^\p{N}/u.test(term);
  // A number is not part of another („9%“ in „40,9%“, „500“ in „31.500 €“; readers XQ, XR).
  const before = number ? '(?<![\\p{L}\\p{N}]|\\p{N}[.,])' : "(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}][-'’])";
  const whole = numeric.test(term)
    ? '(?![.,]?\\p{N})'
    : chars.length <= 2
      ? '(?![\\p{L}\\p{N}])'
      : stemmed(term)
        ? '(?!\\p{L}{5})'
        : '';
  return `${before}${source}${whole}`;
}

/**
 * One character of the exact check, run where the folded pattern matched: a letter with a diacritic as
 * written, any other as the folded match already found it, a dot between two where the page has one.
 */
function exactChar(char: string, i: number, chars: readonly string[]): string {
  const own = char === '%' ? ' ?%' : fold(char) === char ? '[^]' : escape(char);
  const next = chars[i + 1];
  return next && letterOrDigit.test(char) && letterOrDigit.test(next) ? `${own}\\.?` : own;
}

/** Where `matcher` matches `text` (its folded form is `folded`), as [start, end) pairs, at most `cap`. */
export function matchesIn(text: string, folded: string, matcher: Matcher, cap = Infinity): [number, number][] {
  const found: [number, number][] = [];
  const { folded: pattern, exact } = matcher;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(folded); match && found.length < cap; match = pattern.exec(folded)) {
    if (exact) {
      exact.lastIndex = match.index;
      if (!exact.test(text)) continue;
    }
    found.push([match.index, match.index + match[0].length]);
  }
  return found;
}

/**
 * Where a match is marked: to the end of its word („[fatura]“, not „[fatur]a“), and with the last dot of a
 * dotted abbreviation („[SH.P.K.]“, reader XP).
 */
function markedEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at < text.length && letterOrDigit.test(text.charAt(at))) at += 1;
  if (text.slice(start, at).includes('.') && text.charAt(at) === '.' && !letterOrDigit.test(text.charAt(at + 1))) {
    at += 1;
  }
  return at;
}

/** The original text split into runs that match a pattern and runs that do not. */
export function highlight(original: string, folded: string, matchers: readonly Matcher[]): Segment[] {
  const marks = new Array<boolean>(original.length).fill(false);
  for (const matcher of matchers) {
    for (const [start, end] of matchesIn(original, folded, matcher)) {
      marks.fill(true, start, markedEnd(folded, start, end));
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
