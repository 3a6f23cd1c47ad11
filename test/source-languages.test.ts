import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { calendarSources } from '#shared/tax-calendar/sources.ts';
import { ruleSources } from '#shared/tax/sources.ts';
import { testApp } from './support/app';
import { readPage } from './support/dom';

/** The pages that cite linked sources: the four tools and the tax calendar. */
const citingPages = ['salaryTool', 'vatTool', 'profitTool', 'withholdingTool', 'taxCalendar'] as const;

/** Every address a cited source links to, with the language of the page it opens. */
const linked = new Map<string, Lang>([
  ...Object.values(ruleSources).flatMap((source) => ('url' in source ? [[source.url, source.language] as const] : [])),
  ...[calendarSources.moveRule, calendarSources.holidays, ...Object.values(calendarSources.rules)].map(
    (source) => [source.url, source.language] as const,
  ),
]);

describe('a cited source in the other language', () => {
  it.each(languages)('is named as such on the %s pages, and one in the language of the page is not', async (lang) => {
    const app = testApp();
    const note = dictionary(lang).sourceLanguage;
    const anyNote = new RegExp(Object.values(note).join('|'));
    const seen = new Set<string>();
    for (const page of citingPages) {
      const { document } = readPage((await request(app).get(href(lang, page)).expect(200)).text);
      const links = [...document.querySelectorAll('.tool-sources a, .calendar-sources > ul a')];
      for (const link of links) {
        const url = link.getAttribute('href') ?? '';
        // Linked with the language of the page it opens, as the sources' data says.
        const language = linked.get(url);
        expect([url, link.getAttribute('hreflang')]).toEqual([url, language]);
        // The line the reader sees, link and all.
        const line = link.closest('li')?.textContent ?? '';
        if (language === lang) expect(line).not.toMatch(anyNote);
        else if (language) expect(line).toContain(note[language]);
        seen.add(url);
      }
    }
    // Every linked source is cited on one of these pages.
    expect([...seen].sort()).toEqual([...linked.keys()].sort());
  });

  it('marks a source’s own title with its language where it stands in the other language’s text', async () => {
    const titled = Object.values(ruleSources).flatMap((source) =>
      'title' in source && source.title ? [{ title: source.title, language: source.language }] : [],
    );
    expect(titled.length).toBeGreaterThan(0);
    const profit = async (lang: Lang) =>
      readPage((await request(testApp()).get(href(lang, 'profitTool')).expect(200)).text).document;
    for (const lang of languages) {
      const spans = [...(await profit(lang)).querySelectorAll('.tool-sources a span[lang]')].map((span) => [
        span.getAttribute('lang'),
        span.textContent,
      ]);
      expect(spans).toEqual(
        titled.filter((source) => source.language !== lang).map((source) => [source.language, source.title]),
      );
    }
  });

  it('names the ATK notice on the Albanian salary page as English', async () => {
    const salary = readPage((await request(testApp()).get(href('sq', 'salaryTool')).expect(200)).text);
    const atk = salary.document.querySelector('.tool-sources a[href*="atk-ks.org/en/"]');
    expect(atk?.getAttribute('hreflang')).toBe('en');
    expect(atk?.textContent).toContain('(njoftimi i ATK-së, në anglisht)');
  });
});
