/** How the terms of a query match the folded text of a page (server/search/fold.ts), and how matches are marked. */

export interface Segment {
  text: string;
  match: boolean;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
/** Letters only, long enough to lose a final vowel to a light stem. */
const stemmable = /^\p{L}{5,}$/u;

/**
 * A term as a pattern. It matches at the start of a word: „erp“ is not found in „përpara“, nor „18“ in „2018“,
 * and a number or a word of two letters matches only whole („30“ does not find „30.000“, nor „në“ „nëse“;
 * readers XK, XP). A word of five letters or more
 * loses a final vowel, so that „faturë“ finds „fatura“ and „rrjedha“ finds „rrjedhës“ (reader XP), and its
 * letters and digits may stand apart by a dot, so that „shpk“ finds „SH.P.K.“ and „30000“ finds „30.000“.
 * Folding keeps one character for one, so the dots are matched here, not folded away.
 */
export function termPattern(term: string): RegExp {
  return new RegExp(termSource(term), 'gu');
}

/**
 * The terms one after another, each to its word's end, apart only by spaces or marks within a sentence: a
 * query typed in quotation marks, which the page echoes as a phrase (reader XP, P1).
 */
export function phrasePattern(terms: readonly string[]): RegExp {
  // Words of one letter are not terms (fold.ts): one may stand between two („rrjedhën e parasë“).
  const gap = '\\.?[^\\p{L}\\p{N}·.!?]+(?:[\\p{L}\\p{N}][^\\p{L}\\p{N}·.!?]+)?';
  // A word runs on to its ending, also past a hyphen („SNRF-së“).
  const rest = "[\\p{L}\\p{N}]*(?:[-'’][\\p{L}\\p{N}]+)?";
  return new RegExp(terms.map((term) => `${termSource(term)}${rest}`).join(gap), 'gu');
}

function termSource(term: string): string {
  let chars = [...term.replaceAll('.', '')];
  if (stemmable.test(term) && /[aeiouy]$/.test(term)) chars = chars.slice(0, -1);
  const source = chars
    .map((char, i) => {
      // A rate is found written either way: „8%“ or „8 %“.
      const escaped = char === '%' ? ' ?%' : char.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
      const next = chars[i + 1];
      return next && letterOrDigit.test(char) && letterOrDigit.test(next) ? `${escaped}\\.?` : escaped;
    })
    .join('');
  const whole = /^\p{N}+$/u.test(chars.join('')) ? '(?!\\.?\\p{N})' : chars.length <= 2 ? '(?![\\p{L}\\p{N}])' : '';
  return `(?<![\\p{L}\\p{N}])${source}${whole}`;
}

/** Where `pattern` matches in `text`, as [start, end) pairs, at most `cap` of them. */
export function matchesIn(text: string, pattern: RegExp, cap = Infinity): [number, number][] {
  const found: [number, number][] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match && found.length < cap; match = pattern.exec(text)) {
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
export function highlight(original: string, folded: string, patterns: readonly RegExp[]): Segment[] {
  const marks = new Array<boolean>(original.length).fill(false);
  for (const pattern of patterns) {
    for (const [start, end] of matchesIn(folded, pattern)) marks.fill(true, start, markedEnd(folded, start, end));
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
