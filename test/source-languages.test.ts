import request from 'supertest';
import { dictionary } from '#content/i18n/index.ts';
import { languages } from '#shared/languages.ts';
import { calendarSources } from '#shared/tax-calendar/sources.ts';
import { ruleSources } from '#shared/tax/sources.ts';
import { testApp } from './support/app';
import { readPage } from './support/dom';

/** Every cited source that links somewhere: its name in each language and the language of the page it opens. */
function linkedSources() {
  return languages.flatMap((lang) => {
    const t = dictionary(lang);
    const calendar = t.pages.taxCalendar.sources;
    const tools = Object.entries(ruleSources).flatMap(([id, source]) =>
      'language' in source
        ? [{ lang, id, name: t.pages.tools.common.sources[id as keyof typeof ruleSources], language: source.language }]
        : [],
    );
    const rules = Object.entries(calendarSources.rules).map(([id, source]) => ({
      lang,
      id,
      // A summary's bracket, with its language, comes from the template that dates it.
      name: `${calendar.rules[id as keyof typeof calendarSources.rules]}${'summary' in source ? calendar.reviewedOn : ''}`,
      language: source.language,
    }));
    return [
      ...tools,
      { lang, id: 'moveRule', name: calendar.moveRule, language: calendarSources.moveRule.language },
      { lang, id: 'holidays', name: calendar.holidays, language: calendarSources.holidays.language },
      ...rules,
    ];
  });
}

describe('a cited source in the other language', () => {
  it.each(linkedSources().map((s) => [s.lang, s.id, s] as const))(
    'is named as such on the %s page (%s)',
    (lang, _id, { name, language }) => {
      const note = dictionary(lang).sourceLanguage;
      if (language === lang) expect(name).not.toMatch(new RegExp(Object.values(note).join('|')));
      else expect(name).toContain(note[language]);
    },
  );

  it('is linked with the language of the page it opens, on the tools and the calendar', async () => {
    const app = testApp();
    for (const path of ['/sq/tools/salary/', '/en/tools/profit/', '/en/tax-calendar/']) {
      const page = readPage((await request(app).get(path).expect(200)).text);
      const links = [...page.document.querySelectorAll('.tool-sources a, .calendar-sources > ul a')];
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(link.getAttribute('hreflang')).toMatch(/^(en|sq)$/);
    }
    const salary = readPage((await request(app).get('/sq/tools/salary/').expect(200)).text);
    const atk = salary.document.querySelector('.tool-sources a[href*="atk-ks.org/en/"]');
    expect(atk?.getAttribute('hreflang')).toBe('en');
    expect(atk?.textContent).toContain('(njoftimi i ATK-së, në anglisht)');
  });
});
