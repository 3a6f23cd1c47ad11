/**
 * Where a snippet may be cut: at a space that leaves neither a number, a name, a law's citation nor a phrase
 * that leans on its next word in pieces (server/search/excerpt.ts).
 */

/**
 * Short words that lean on the next one: a cut after them leaves „është e …“ or „tatimi në …“, or opens on
 * „… e Regjistrimit“ (reader XP).
 */
const leaning = new Set(
  [
    ...['e', 'i', 'të', 'së', 't’i', 't’u', 'a', 'në', 'për', 'me', 'nga', 'te', 'tek', 'deri', 'mbi', 'pa', 'nën'],
    ...['sipas', 'më', 'pas', 'para', 'prej', 'ndaj', 'rreth', 'gjatë', 'brenda', 'drejt', 'ndërmjet', 'midis'],
    ...['dhe', 'ose', 'apo', 'si', 'the', 'of', 'an', 'and', 'or', 'to', 'in', 'on', 'at', 'by', 'for', 'with'],
    ...['from', 'under', 'per', 'as'],
    // Words whose noun follows: „për një …“, „sipas tabelës …“ is still cut, but not „me … të njëjtën …“.
    ...['një', 'disa', 'çdo', 'kjo', 'ky', 'këtë', 'këtij', 'kësaj', 'këto', 'këtyre', 'njëjtën', 'njëjtin'],
  ].map((word) => word.normalize()),
);

/** Albanian's linking articles, which belong to the word before: „… e regjistrimit“ opens on a scrap. */
const articles = new Set(['e', 'i', 'të', 'së', 't’i', 't’u'].map((word) => word.normalize()));

/** The signs of a formula, which a snippet neither opens nor closes beside. */
const operators = /^[×=+−÷]$/u;
/** Words that finish the phrase before them: „të muajit pasues“. */
const following = new Set(['pasues', 'pasuese', 'vijues', 'vijuese']);

/** A word that begins with a capital: it may end a name („Group,“, „(ARBK);“). */
const startsName = (word: string) => /^[(„“"]?\p{Lu}/u.test(word);
/** A word that begins with a capital and does not end a sentence: part of a name („Administratës Tatimore“). */
const inName = (word: string) => startsName(word) && !/[.!?:;,)“”"]$/u.test(word);

/**
 * Whether an excerpt may begin or end at the space at `at`. Not inside a number's phrase, which a cut would
 * leave without its unit, month or number („90.000 €“, „më 25 nëntor“, „Ligji Nr. 06/L-105“, a heading's
 * „4.“; reader XL), nor after a rate or an amount („si dhe 5% …“; reader XR); not inside a name („… personale është Prishtina …“ read as the city, „Agjencinë e
 * Regjistrimit të …“; reader XP); not after a word that leans on the next, nor before a linking article.
 */
function breakable(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at).split(' ');
  const after = text.slice(at + 1, at + 40).split(' ');
  const [previous = '', earlier = ''] = [before.at(-1), before.at(-2)];
  const [next = '', later = ''] = after;
  if (/[\d€%]\.?$/.test(previous) || /^[\d€%]/.test(next)) return false;
  // Nor inside a formula („… × vlera mesatare …“) or a date's month („deri më 15 të muajit …“; reader XR).
  if (operators.test(previous) || operators.test(next) || following.has(next.replace(/[,.;:]$/u, ''))) return false;
  if (leaning.has(previous.toLowerCase()) || articles.has(next.toLowerCase())) return false;
  // Nor after a block's first word alone („… · Raportimi …“).
  if (earlier === '·') return false;
  if (startsName(next) && (inName(previous) || (leaning.has(previous) && inName(earlier)))) return false;
  return !(inName(previous) && leaning.has(next) && startsName(later));
}

/**
 * The space an excerpt may begin after: the first breakable one from `from` up to the match at `until`, else the
 * last one within 80 characters before `from` (a long name), else the first space at all.
 */
export function breakAfter(text: string, from: number, until: number): number {
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
export function breakBefore(text: string, from: number, after: number): number {
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

/** Where a law is cited with its number: „Ligji Nr. 06/L-105 …“, „Ligjit Nr. …“, „Law No. …“. */
const citations = /[\p{L}]+ (?:Nr|No)\. /gu;
/** What ends a citation's title for a snippet that begins: a semicolon, a colon, a parenthesis, a sentence. */
const citationEnds = /[;:(]|(?<!\b(?:Nr|No))[.!?](?= |$)| ·/u;

/**
 * Where the citation that `at` falls inside begins, or -1: within 120 characters of „Nr.“, with nothing that
 * ends it between. A snippet opened on „… raportim financiar dhe auditim: …“, the end of a law's title, and
 * closed on „… Ligji Nr. 05/L-028 për tatimin në të ardhurat …“ (readers XO, XR).
 */
export function citationStart(text: string, at: number): number {
  let begins = -1;
  citations.lastIndex = Math.max(0, at - 120);
  for (let found = citations.exec(text); found && found.index < at; found = citations.exec(text)) {
    begins = found.index;
  }
  if (begins === -1) return -1;
  const number = text.indexOf('. ', begins) + 2;
  return number < at && citationEnds.test(text.slice(number, at)) ? -1 : begins;
}

/**
 * Where the title of the citation beginning at `begins`, which `at` falls inside, ends (at a comma too), if
 * within 80 characters of `at`, or -1.
 */
export function citationEnd(text: string, at: number, begins: number): number {
  const from = Math.max(at, text.indexOf('. ', begins) + 2);
  const rest = text.slice(from, at + 80).search(/[,;:(]|(?<!\b(?:Nr|No))[.!?](?= |$)| ·/u);
  return rest === -1 ? -1 : from + rest;
}
