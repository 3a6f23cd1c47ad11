import request from 'supertest';
import { glossary, typography } from '#content/i18n/sq/glossary.ts';
import { sq } from '#content/i18n/sq.ts';
import { cardSpecs } from '#scripts/build-cards.tsx';
import { serverErrorPage } from '#server/server-error-page.ts';
import { feedHref } from '#shared/routes.ts';
import { forbidden, forbiddenIn, readableText, typographyProblems, wordPattern } from './support/albanian-text';
import { testApp, testBlog } from './support/app';
import { readXml } from './support/dom';

const app = testApp();

describe('Albanian glossary', () => {
  it('is well formed: each term used is not also forbidden', () => {
    for (const term of glossary) {
      for (const variant of term.avoid)
        expect([term.use, wordPattern(variant).test(term.use)]).toEqual([term.use, false]);
    }
    expect(typography.apostrophe).toBe('’');
  });

  /**
   * The checks test/every-page.test.ts makes on every /sq/ page, on text that is not a page: the feed, the
   * 500 page, the dictionary, the social cards.
   */
  function expectClean(text: string) {
    expect(forbiddenIn(text)).toEqual([]);
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
        // Only the variant's own entries can report it (testing every entry was most of this suite's time).
        const reported = forbidden.some((entry) => entry.variant === variant && entry.pattern.test(text));
        expect([variant, reported]).toEqual([variant, true]);
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
