import request from 'supertest';
import { forbiddenPhrases, glossary, typography } from '#content/i18n/sq/glossary.ts';
import { sq } from '#content/i18n/sq.ts';
import { cardSpecs } from '#scripts/build-cards.tsx';
import { serverErrorPage } from '#server/server-error-page.ts';
import { sitePages } from '#server/site-paths.ts';
import { feedHref, pathOf } from '#shared/routes.ts';
import { testApp, testBlog } from './support/app';
import { readPage, readXml, visibleText } from './support/dom';

const app = testApp();

/** What a reader of a page sees and what a search result shows of it: the title, description and body text. */
function readableText(html: string): string {
  const { document } = readPage(html);
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, visibleText(document.body)].join('\n');
}

/** A term as a whole word or phrase, case-insensitively, letters of any script counting as word characters. */
function wordPattern(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

const forbidden = [
  ...glossary.flatMap((term) => term.avoid.map((variant) => ({ variant, use: term.use }))),
  ...forbiddenPhrases.map((entry) => ({ variant: entry.phrase, use: entry.use })),
].map((entry) => ({ ...entry, pattern: wordPattern(entry.variant) }));

/** The typography rule: curly quotes in pairs („…“), the curly apostrophe, nothing straight. */
function typographyProblems(text: string): string[] {
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

const pages = [...sitePages('sq', testBlog()).map(pathOf), '/sq/no-such-page/', '/sq/thank-you/?error=true'];

describe('Albanian glossary', () => {
  it('is well formed: each term used is not also forbidden', () => {
    for (const term of glossary) {
      for (const variant of term.avoid)
        expect([term.use, wordPattern(variant).test(term.use)]).toEqual([term.use, false]);
    }
    expect(typography.apostrophe).toBe('’');
  });

  it.each(pages)('%s uses no forbidden variant and keeps the typography rule', async (path) => {
    const res = await request(app).get(path);
    const text = readableText(res.text);
    const found = forbidden
      .filter((entry) => entry.pattern.test(text))
      .map((entry) => `“${entry.variant}” (use: ${entry.use})`);
    expect(found).toEqual([]);
    expect(typographyProblems(text)).toEqual([]);
  });

  /** The same two checks on text that is not a page: the feed, the 500 page, the social cards. */
  function expectClean(text: string) {
    expect(
      forbidden.filter((entry) => entry.pattern.test(text)).map((entry) => `“${entry.variant}” (use: ${entry.use})`),
    ).toEqual([]);
    expect(typographyProblems(text)).toEqual([]);
  }

  it('the feed: its title, description and every item', async () => {
    const res = await request(app).get(feedHref('sq'));
    const texts = [...readXml(res.text).querySelectorAll('title, description')].map((node) => node.textContent);
    expect(texts.length).toBeGreaterThan(8);
    expectClean(texts.join('\n'));
  });

  it('the 500 page', () => {
    expectClean(readableText(serverErrorPage('/sq/kontakt/')));
  });

  /** Every string in a dictionary, however deeply nested: labels that only scripts show are in it too. */
  function textsOf(value: unknown): string[] {
    if (typeof value === 'string') return [value];
    if (Array.isArray(value)) return value.flatMap(textsOf);
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(textsOf);
    return [];
  }

  it('every text of the Albanian dictionary, including the labels that only scripts show', () => {
    const texts = textsOf(sq);
    expect(texts.length).toBeGreaterThan(500);
    // A placeholder ({vat}, {n}) is a name in code, not Albanian text.
    expectClean(texts.join('\n').replace(/\{\w+\}/g, '0'));
  });

  it('the social cards: kicker and title of every Albanian card', () => {
    const cards = cardSpecs(testBlog()).filter((card) => card.lang === 'sq');
    expect(cards.length).toBeGreaterThan(20);
    expectClean(cards.map((card) => `${card.kicker}\n${card.title}`).join('\n'));
  });

  it('reports each sourced term’s replaced form when it is put back into a page', async () => {
    const page = readableText((await request(app).get('/sq/business-formation/')).text);
    const sourced = glossary.filter((term) => term.source !== undefined && term.avoid.length > 0);
    expect(sourced.length).toBeGreaterThan(8);
    for (const term of sourced) {
      for (const variant of term.avoid) {
        const text = `${page}\nNjë fjali me „${variant}“ në mes.`;
        const found = forbidden.filter((entry) => entry.pattern.test(text)).map((entry) => entry.variant);
        expect([variant, found.includes(variant)]).toEqual([variant, true]);
      }
    }
  });

  it('catches what it is meant to catch', () => {
    const sample = readableText(
      '<title>Na Kontaktoni</title><body><p>Kuptoni ku ndodheni sot. Ai tha "po" dhe s\'ka.</p></body>',
    );
    expect(forbidden.some((entry) => entry.pattern.test(sample))).toBe(true);
    expect(typographyProblems(sample).length).toBeGreaterThan(0);
    expect(typographyProblems('Ai tha „po“ dhe s’ka – 3–5 ditë.')).toEqual([]);
    expect(typographyProblems('Na Kontaktoni Sot — tani')).toHaveLength(3);
  });
});
