import { forbiddenPhrases, glossary, typography } from '#content/i18n/sq/glossary.ts';
import { readPage, visibleText } from './dom';

/**
 * The Albanian glossary's checks on a text (content/i18n/sq/glossary.ts): test/albanian-glossary.test.ts
 * applies them to the dictionary, the feed, the cards and the 500 page, test/every-page.test.ts to every
 * /sq/ page.
 */

/** What a reader of a page sees and what a search result shows of it: the title, description and body text. */
export function readableText(html: string): string {
  const { document } = readPage(html);
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, visibleText(document.body)].join('\n');
}

/** A term as a whole word or phrase, case-insensitively, letters of any script counting as word characters. */
export function wordPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

export const forbidden = [
  ...glossary.flatMap((term) => term.avoid.map((variant) => ({ variant, use: term.use }))),
  ...forbiddenPhrases.map((entry) => ({ variant: entry.phrase, use: entry.use })),
].map((entry) => ({ ...entry, pattern: wordPattern(entry.variant) }));

/** Each forbidden variant the text holds, with the term to use instead. */
export function forbiddenIn(text: string): string[] {
  return forbidden.filter((entry) => entry.pattern.test(text)).map((entry) => `“${entry.variant}” (use: ${entry.use})`);
}

/** The typography rule: curly quotes in pairs („…“), the curly apostrophe, nothing straight. */
export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  for (const line of text.split('\n')) {
    if (/["']/.test(line)) problems.push(`straight quote or apostrophe: ${line.trim().slice(0, 120)}`);
    if (/[«»”‘]/.test(line)) problems.push(`quotation mark outside the rule: ${line.trim().slice(0, 120)}`);
    if (line.includes('—')) problems.push(`em dash (the rule is an en dash): ${line.trim().slice(0, 120)}`);
    for (const form of typography.titleCaseForbidden)
      if (line.includes(form)) problems.push(`title case „${form}“: ${line.trim().slice(0, 120)}`);
    // Every opening „ is closed by “ before the next opens; a “ never opens.
    let open = false;
    for (const char of line) {
      if (char === typography.openQuote) {
        if (open) problems.push(`„ opened twice: ${line.trim().slice(0, 120)}`);
        open = true;
      } else if (char === typography.closeQuote) {
        if (!open) problems.push(`“ without its „: ${line.trim().slice(0, 120)}`);
        open = false;
      }
    }
  }
  return problems;
}
