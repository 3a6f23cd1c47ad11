import { dictionary } from '#content/i18n/index.ts';
import { countOf, pluralForm } from '#shared/plural.ts';

describe('counts before a noun', () => {
  it.each([
    [0, '0 artikuj', '0 posts'],
    [1, '1 artikull', '1 post'],
    [2, '2 artikuj', '2 posts'],
    [1250, '1.250 artikuj', '1,250 posts'],
  ])('%p: %p in Albanian, %p in English', (n, sq, en) => {
    expect(pluralForm('sq', n, dictionary('sq').blog.postsLabel)).toBe(sq.split(' ')[1]);
    expect(countOf('sq', n, { one: '{n} artikull', other: '{n} artikuj' })).toBe(sq);
    expect(countOf('en', n, { one: '{n} post', other: '{n} posts' })).toBe(en);
  });

  it('gives the dictionaries’ counted texts their singular', () => {
    expect(countOf('sq', 1, dictionary('sq').blog.minRead)).toBe('Lexohet për 1 minutë');
    expect(countOf('sq', 7, dictionary('sq').blog.minRead)).toBe('Lexohet për 7 minuta');
    expect(countOf('sq', 1, dictionary('sq').contactForm.characters)).toBe('1 karakter');
    expect(countOf('sq', 5000, dictionary('sq').contactForm.characters)).toBe('5.000 karaktere');
    expect(countOf('en', 1, dictionary('en').contactReveal.autoHide)).toBe('This contact will auto-hide in 1 second');
    expect(countOf('en', 30, dictionary('en').contactReveal.autoHide)).toBe(
      'This contact will auto-hide in 30 seconds',
    );
    expect(pluralForm('sq', 1, dictionary('sq').pages.taxCalendar.filter.showingAll)).toMatch(/^\{n\} afat /);
    expect(pluralForm('en', 1, dictionary('en').pages.taxCalendar.filter.showingAll)).toMatch(/^\{n\} deadline /);
    expect(pluralForm('sq', 1, dictionary('sq').pages.taxCalendar.feed.reminder)).toMatch(/^Afati pas \{days\} dite:/);
  });
});
