import { type Lang } from '#shared/languages.ts';
import { breakAfter, breakBefore, citationEnd, citationStart } from './cut-points';
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

// A heading's number („· 2. Tatimi“) ends no sentence: a snippet closed on „… · 2.“ (reader XR).
/** Where a block (after its „ · “) or a sentence begins: the page's own starting points. */
const openings = /(?:· |(?<!(?:^|· )\d{1,2})[.!?] )(?=[„"“(]?\p{Lu})/gu;
/** Where a block or a sentence ends: just after its last mark. */
const closings = /(?:(?<!(?:^|· )\d{1,2})[.!?](?= [„"“(]?\p{Lu})|(?= ·))/gu;
/** Where a sentence ends: its mark, before another sentence, a block or the end. */
const sentenceEnds = /(?<!(?:^|· )\d{1,2})[.!?](?= [„"“(]?\p{Lu}| ·|$)/gu;

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
      // Not inside a law's title: „… raportim financiar dhe auditim: …“ (reader XR).
      if (citationStart(text, begins) === -1) start = begins;
    }
  }
  // Not inside a law's citation, but from its beginning: „Ligji Nr. 03/L-222 …“ (readers XO, XR).
  const citation = citationStart(text, start);
  if (citation !== -1 && centre - citation < (excerptLength * 7) / 10) start = citation;
  // Nor inside a formula: from its block's or sentence's beginning („… × vlera mesatare …“; reader XR).
  const block = Math.max(text.lastIndexOf('· ', start - 1) + 2, 0);
  if (/[=×]/u.test(text.slice(block, start)) && centre - block < (excerptLength * 7) / 10) start = block;
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
      // Nor after a table's number cell („· 30.000 …“).
      const closing = ends.findLast(
        (at, i) =>
          /[.!?]/.test(text.charAt(at - 1)) || (at - (ends[i - 1] ?? start) >= 40 && !/\d/.test(text.charAt(at - 1))),
      );
      if (closing !== undefined && closing > start && end - closing < excerptLength / 3) end = closing;
    }
  }
  // A law's citation the end would cut ends with its title, or the snippet ends before it (reader XR).
  const cited = citationStart(text, end);
  if (cited !== -1 && end < text.length) {
    const titled = citationEnd(text, end, cited);
    if (titled !== -1) end = titled;
    else if (cited > centre) end = Math.max(breakBefore(text, cited - 1, centre), start + 1);
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
  // Nor on a heading's bare number („… · 2. …“; reader XR) or a short block's first words („… · Modelimi …“).
  const lastBlock = text.lastIndexOf(' · ', end - 1);
  const scrap = end < text.length && lastBlock > start && end - lastBlock < 25;
  if (scrap && !/[.!?]$/u.test(text.slice(lastBlock, end).replace(/^ · \d{1,2}\.$/u, ''))) end = lastBlock;
  const segments = highlight(text.slice(start, end), folded.slice(start, end), matchers);
  if (start > 0) segments.unshift({ text: '… ', match: false });
  if (end < text.length) segments.push({ text: ' …', match: false });
  return segments;
}
