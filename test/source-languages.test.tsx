import { renderToStaticMarkup } from 'react-dom/server';
import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { type Lang, languages } from '#shared/languages.ts';
import { href } from '#shared/routes.ts';
import { type LinkedSource } from '#shared/linked-source.ts';
import { calendarSources } from '#shared/tax-calendar/sources.ts';
import { ruleSources } from '#shared/tax/sources.ts';
import { SourceLink } from '#server/pages/parts/source-link.tsx';
import { testApp } from './support/app';
import { readPage } from './support/dom';

/** The pages that cite linked sources: the four tools and the tax calendar. */
const citingPages = ['salaryTool', 'vatTool', 'profitTool', 'withholdingTool', 'taxCalendar'] as const;

/** Every source the pages link to, by its address. */
const linked = new Map<string, LinkedSource>(
  [
    ...Object.values(ruleSources).flatMap((source) => ('url' in source ? [source] : [])),
    calendarSources.moveRule,
    calendarSources.holidays,
    ...Object.values(calendarSources.rules),
  ].map((source) => [source.url, source]),
);

/** Each citing page's source links in one language. */
async function sourceLinks(lang: Lang) {
  const app = testApp();
  const links: Element[] = [];
  for (const page of citingPages) {
    const { document } = readPage((await request(app).get(href(lang, page)).expect(200)).text);
    links.push(...document.querySelectorAll('.tool-sources a, .calendar-sources > ul a'));
  }
  return links;
}

describe('a cited source in the other language', () => {
  it.each(languages)('is named as such on the %s pages, and one in the language of the page is not', async (lang) => {
    const note = dictionary(lang).sourceLanguage;
    const anyNote = new RegExp(Object.values(note).join('|'));
    const seen = new Set<string>();
    for (const link of await sourceLinks(lang)) {
      const url = link.getAttribute('href') ?? '';
      // Linked with the language of the page it opens, as the sources' data says.
      const language = linked.get(url)?.language;
      expect([url, link.getAttribute('hreflang')]).toEqual([url, language]);
      // The line the reader sees, link and all.
      const line = link.closest('li')?.textContent ?? '';
      if (language === lang) expect(line).not.toMatch(anyNote);
      else if (language) expect(line).toContain(note[language]);
      seen.add(url);
    }
    // Every linked source is cited on one of these pages.
    expect([...seen].sort()).toEqual([...linked.keys()].sort());
  });

  it.each(languages)('marks a source’s own title with its language where it stands in %s text', async (lang) => {
    expect([...linked.values()].some((source) => source.title)).toBe(true);
    const foreignTitles = new Set<string>();
    for (const link of await sourceLinks(lang)) {
      const source = linked.get(link.getAttribute('href') ?? '');
      const spans = [...link.querySelectorAll('span[lang]')].map((span) => [
        span.getAttribute('lang'),
        span.textContent,
      ]);
      const foreign = source?.title && source.language !== lang;
      expect(spans).toEqual(foreign ? [[source.language, source.title]] : []);
      if (foreign) foreignTitles.add(source.url);
    }
    // Every titled source in another language is cited, and marked, somewhere.
    expect([...foreignTitles].sort()).toEqual(
      [...linked.values()]
        .filter((source) => source.title && source.language !== lang)
        .map((source) => source.url)
        .sort(),
    );
  });

  it('names the ATK notice on the Albanian salary page as English', async () => {
    const salary = readPage((await request(testApp()).get(href('sq', 'salaryTool')).expect(200)).text);
    const atk = salary.document.querySelector('.tool-sources a[href*="atk-ks.org/en/"]');
    expect(atk?.getAttribute('hreflang')).toBe('en');
    expect(atk?.closest('li')?.textContent).toContain('(njoftimi i Administratës Tatimore të Kosovës, në anglisht)');
  });

  // A whole line of law, rates and dates as one link read badly aloud and promised a law where a notice opened
  // (readers ZC, ZK, ZG): each line links only the words the dictionary names for it.
  it.each(languages)('links only the words that name what opens, in every %s source line', async (lang) => {
    const t = dictionary(lang);
    const { links } = t.pages.taxCalendar.sources;
    const phrases = new Set([
      ...Object.values(t.pages.tools.common.sourceLinks),
      links.moveRule,
      links.holidays,
      ...Object.values(links.rules),
    ]);
    const found = await sourceLinks(lang);
    for (const link of found) {
      const text = link.textContent ?? '';
      expect(phrases).toContain(text);
      expect((link.closest('li')?.textContent ?? '').length).toBeGreaterThan(text.length + 20);
    }
    expect(new Set(found.map((link) => link.textContent))).toEqual(phrases);
  });

  // The tools' and the calendar's source lists both link through SourceLink.
  it('is marked by the one source link both lists use, whichever list cites it', () => {
    const source = { url: 'https://example.org/t', language: 'en', title: 'Tax Tables 2026' } as const;
    const link = (lang: Lang) =>
      renderToStaticMarkup(
        <SourceLink source={source} lang={lang}>
          {'Tabela „Tax Tables 2026“ (në anglisht).'}
        </SourceLink>,
      );
    expect(link('sq')).toBe(
      '<a href="https://example.org/t" hrefLang="en">Tabela „<span lang="en">Tax Tables 2026</span>“ (në anglisht).</a>',
    );
    expect(link('en')).toBe(
      '<a href="https://example.org/t" hrefLang="en">Tabela „Tax Tables 2026“ (në anglisht).</a>',
    );
  });
});
