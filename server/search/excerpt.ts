import { type Lang } from '#shared/languages.ts';
import { highlight, type Matcher, matchesIn, type Segment } from './matching';

/** How a result's snippet is cut from its page's text: around the query's words, where the text reads well. */

const excerptLength = 220;

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
 * Short words that lean on the next one: a cut after them leaves „është e …“ or „tatimi në …“, or opens on
 * „… e Regjistrimit“ (reader XP).
 */
const leaning = new Set(
  [
    ...['e', 'i', 'të', 'së', 't’i', 't’u', 'a', 'në', 'për', 'me', 'nga', 'te', 'tek', 'deri', 'mbi', 'pa', 'nën'],
    ...['dhe', 'ose', 'apo', 'si', 'the', 'of', 'an', 'and', 'or', 'to', 'in', 'on', 'at', 'by', 'for', 'with'],
  ].map((word) => word.normalize()),
);

/** Albanian's linking articles, which belong to the word before: „… e regjistrimit“ opens on a scrap. */
const articles = new Set(['e', 'i', 'të', 'së', 't’i', 't’u'].map((word) => word.normalize()));

/** A word that begins with a capital: it may end a name („Group,“, „(ARBK);“). */
const startsName = (word: string) => /^[(„“"]?\p{Lu}/u.test(word);
/** A word that begins with a capital and does not end a sentence: part of a name („Administratës Tatimore“). */
const inName = (word: string) => startsName(word) && !/[.!?:;,)“”"]$/u.test(word);

/**
 * Whether an excerpt may begin or end at the space at `at`. Not inside a number's phrase, which a cut would
 * leave without its unit, month or number („90.000 €“, „më 25 nëntor“, „Ligji Nr. 06/L-105“, a heading's
 * „4.“; reader XL); not inside a name („… personale është Prishtina …“ read as the city, „Agjencinë e
 * Regjistrimit të …“; reader XP); not after a word that leans on the next, nor before a linking article.
 */
function breakable(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at).split(' ');
  const after = text.slice(at + 1, at + 40).split(' ');
  const [previous = '', earlier = ''] = [before.at(-1), before.at(-2)];
  const [next = '', later = ''] = after;
  if (/\d\.?$/.test(previous) || /^[\d€%]/.test(next)) return false;
  if (leaning.has(previous.toLowerCase()) || articles.has(next.toLowerCase())) return false;
  if (startsName(next) && (inName(previous) || (leaning.has(previous) && inName(earlier)))) return false;
  return !(inName(previous) && leaning.has(next) && startsName(later));
}

/**
 * The space an excerpt may begin after: the first breakable one from `from` up to the match at `until`, else the
 * last one within 80 characters before `from` (a long name), else the first space at all.
 */
function breakAfter(text: string, from: number, until: number): number {
  for (let at = text.indexOf(' ', from); at !== -1 && at < until; at = text.indexOf(' ', at + 1)) {
    if (breakable(text, at)) return at;
  }
  for (let at = text.lastIndexOf(' ', from); at > 0 && from - at < 80; at = text.lastIndexOf(' ', at - 1)) {
    if (breakable(text, at)) return at;
  }
  return text.indexOf(' ', from);
}

/**
 * The space an excerpt may end at: the last breakable one from `from` back to the last match at `after`, else
 * the first one within 80 characters past `from`, else the last space at all.
 */
function breakBefore(text: string, from: number, after: number): number {
  // Nor after a colon, whose „…: …“ drops what it announces („…: Ligji …“; reader XO).
  const fits = (at: number) => breakable(text, at) && text.charAt(at - 1) !== ':';
  for (let at = text.lastIndexOf(' ', from); at > after; at = text.lastIndexOf(' ', at - 1)) {
    if (fits(at)) return at;
  }
  for (let at = text.indexOf(' ', from); at !== -1 && at - from < 80; at = text.indexOf(' ', at + 1)) {
    if (fits(at)) return at;
  }
  return text.lastIndexOf(' ', from);
}

/** Where a block (after its „ · “) or a sentence begins: the page's own starting points. */
const openings = /(?:· |[.!?] )(?=[„"“(]?\p{Lu})/gu;
/** Where a block or a sentence ends: just after its last mark. */
const closings = /(?:[.!?](?= [„"“(]?\p{Lu})|(?= ·))/gu;
/** Where a sentence ends: its mark, before another sentence, a block or the end. */
const sentenceEnds = /[.!?](?= [„"“(]?\p{Lu}| ·|$)/gu;

/**
 * Where the snippet is centred: the place where the most of the query's different words come together, a
 * longer word weighing more (reader XP: „paga minimale“ showed „paga bruto“, and „SNRF për NVM“ only „për“).
 */
function centreOf(text: string, folded: string, matchers: readonly Matcher[]): number {
  const hits = matchers
    .flatMap((matcher, term) => matchesIn(text, folded, matcher, 200).map(([start, end]) => ({ term, start, end })))
    .sort((a, b) => a.start - b.start);
  let best = { at: hits[0]?.start ?? 0, weight: 0, span: Infinity };
  for (const [i, hit] of hits.entries()) {
    const seen = new Map<number, number>();
    let span = 0;
    for (const other of hits.slice(i)) {
      if (other.end > hit.start + (excerptLength * 2) / 3) break;
      if (seen.has(other.term)) continue;
      seen.set(other.term, other.end - other.start);
      span = other.end - hit.start;
    }
    const weight = [...seen.values()].reduce((sum, length) => sum + length, 0);
    // Of places as good, the one where the words stand closest: „Biznesi individual“, not „Bizneseve … individual“.
    if (weight > best.weight || (weight === best.weight && span < best.span)) best = { at: hit.start, weight, span };
  }
  return best.at;
}

/** Where the parenthesis that `at` falls inside opens, or -1 when `at` is not inside one. */
function parenthesisOpening(text: string, at: number): number {
  const opened = text.lastIndexOf('(', at - 1);
  return opened > text.lastIndexOf(')', at - 1) ? opened : -1;
}

/** The first match of `pattern` from `from` that ends by `by`, as where it ends, or -1. */
function firstEnd(text: string, pattern: RegExp, from: number, by: number): number {
  pattern.lastIndex = Math.max(0, from);
  const found = pattern.exec(text);
  return found && found.index + found[0].length <= by ? found.index + found[0].length : -1;
}

/** A clause's beginning, after a comma, semicolon or colon: „… siç e zbatoi ATK-ja“, not „… procedurat, neni 17“ (reader XO). */
const clauseOpenings = /[,;:] (?!(?:e|i|të|së|t’i|t’u) )(?=[\p{L}„"“])/gu;

/** Where the snippet begins: a sentence's or a block's beginning before the match, else a clause's or a word's. */
function startOf(text: string, centre: number, lang: Lang): number {
  if (centre <= excerptLength / 3) return 0;
  // The match's own sentence, if it begins within reach (reader XP: not on a heading's last words).
  const sentence = firstEnd(text, openings, centre - (excerptLength * 3) / 5 - 2, centre);
  let start = sentence;
  if (start === -1) {
    start = breakAfter(text, centre - excerptLength / 3, centre) + 1;
    // The match's own clause: the last to begin before it.
    clauseOpenings.lastIndex = Math.max(0, start - 2);
    for (let found = clauseOpenings.exec(text); found; found = clauseOpenings.exec(text)) {
      const begins = found.index + found[0].length;
      if (begins > centre) break;
      start = begins;
    }
  }
  // Not inside a parenthesis, which left „… dhe ortodokse) i llogaritim“ (reader XO): from the word before it.
  const parenthesis = parenthesisOpening(text, start);
  if (parenthesis !== -1 && start - parenthesis < 80) start = text.lastIndexOf(' ', parenthesis - 2) + 1;
  // Nor inside a quotation: „… Europe, 2024“ quoted the end of a title, its closing mark alone (reader XI).
  const quoted = quotationOpening(text, start, lang);
  if (quoted !== -1 && start - quoted < excerptLength / 3) start = quoted;
  return start;
}

/** The snippet of a page's text around the query's matches, split into matching and plain runs. */
export function excerptAround(text: string, folded: string, matchers: readonly Matcher[], lang: Lang): Segment[] {
  const centre = centreOf(text, folded, matchers);
  const matchEnds = matchers.flatMap((matcher) => matchesIn(text, folded, matcher).map(([, end]) => end));
  /** Where the last match ending by `end` ends. */
  const lastMatchBefore = (end: number) => Math.max(centre, ...matchEnds.filter((at) => at <= end));
  let start = startOf(text, centre, lang);
  let end = Math.min(text.length, start + excerptLength);
  if (end < text.length) {
    // Where the sentence ends, if it ends soon after: „… në zbatim …“ had lost its date (reader XO).
    const soon = firstEnd(text, sentenceEnds, end, end + 50);
    if (soon !== -1) end = soon;
    else {
      end = Math.max(breakBefore(text, end, lastMatchBefore(end)), start + 1);
      // Else where a sentence or a block ends after the last match, if one ends near the cut; but not after a
      // heading's few words, which would close on „… · Zbatimi“.
      const ends: number[] = [];
      closings.lastIndex = lastMatchBefore(end);
      for (let found = closings.exec(text); found && found.index < end; found = closings.exec(text)) {
        ends.push(found.index + (found[0] === '' ? 0 : 1));
        if (found[0] === '') closings.lastIndex += 1;
      }
      const closing = ends.findLast((at, i) => /[.!?]/.test(text.charAt(at - 1)) || at - (ends[i - 1] ?? start) >= 40);
      if (closing !== undefined && closing > start && end - closing < excerptLength / 3) end = closing;
    }
  }
  // A parenthesis the end would cut closes within the snippet, or the snippet ends before it opens.
  const parenthesis = parenthesisOpening(text, end);
  if (parenthesis !== -1) {
    const closed = text.indexOf(')', end);
    if (closed !== -1 && closed - end < 60) end = closed + 1;
    else if (parenthesis > centre) end = Math.max(breakBefore(text, parenthesis - 1, centre), start + 1);
  }
  // A quotation the end would cut ends the excerpt before it opens, or, holding the match, where it closes.
  const cut = quotationOpening(text, end, lang);
  if (cut > centre) end = Math.max(breakBefore(text, cut - 1, centre), start + 1);
  else if (cut !== -1) {
    const closed = text.indexOf(quotationMarks[lang].close, end);
    if (closed !== -1 && closed - end < excerptLength / 2) end = closed + 1;
  }
  // Never open or close on a block separator (server/search/site-documents.tsx).
  if (text.startsWith('· ', start)) start += 2;
  if (text.slice(start, end).endsWith(' ·')) end -= 2;
  const segments = highlight(text.slice(start, end), folded.slice(start, end), matchers);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < text.length) segments.push({ text: ' …', match: false });
  return segments;
}
