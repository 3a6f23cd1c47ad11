/**
 * Folds text for matching: lower case, diacritics removed ("këshillim" → "keshillim"), one character for one,
 * so positions in the folded text are positions in the original (needed to highlight the original words).
 */
export function fold(text: string): string {
  // Collected and joined once: `out += char` left a chain of one cons string per character (6.5 MB of
  // V8 string nodes for the site's search index) until the first search flattened it.
  const out: string[] = [];
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    out.push(base.length === char.length ? base : char.toLowerCase().slice(0, char.length).padEnd(char.length, ' '));
  }
  return out.join('');
}

/**
 * Search terms of a query: its words in lower case, with their diacritics (server/search/matching.ts folds
 * them), of at least two letters (or a rate, „8%“), at most eight.
 */
export function queryTerms(query: string): string[] {
  // A dot between letters keeps an abbreviation one word: „SH.P.K.“ is „sh.p.k“, not „sh“, „p“ and „k“. An
  // apostrophe or hyphen joins letters too, but a quotation mark around a word is not part of it: 'paga'.
  // A number keeps its per cent sign: „8%“ is a rate, searched as one (reader XO), not a digit too short to search.
  // A decimal comma stays in its number („2,1“), and thousands grouped by spaces are one number („30 000“;
  // reader XR, XQ).
  const words =
    query
      .normalize('NFC')
      .toLowerCase()
      .replace(/(?<=(?:^|\s)\p{N}{1,3}) (?=\p{N}{3}(?!\p{N}))/gu, '')
      .match(/[\p{L}\p{N}](?:[\p{L}\p{N}]|['’.-](?=[\p{L}\p{N}])|(?<=\p{N}),(?=\p{N}))*(?:(?<=\p{N}) ?%)?/gu) ?? [];
  return [...new Set(words.map((word) => word.replace(' %', '%')).filter((word) => word.length >= 2))].slice(0, 8);
}
