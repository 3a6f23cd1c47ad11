import { dictionary } from '#content/i18n/index.ts';
import { type Template, format, formatWhole } from '#shared/format.ts';

describe('format', () => {
  it('fills each placeholder and keeps a visitor’s "$&" literal', () => {
    expect(format(dictionary('en').search.results.other, { n: 3, q: '$& vat' })).toBe('3 results for “$& vat”');
  });

  it('leaves a placeholder without a value visible rather than inventing one', () => {
    const text: Template<'n'> = '{n} of {total}';
    expect(format(text, { n: 1 })).toBe('1 of {total}');
  });

  it('holds translations to their placeholders at compile time', () => {
    // @ts-expect-error -- a translation that dropped {q} is not a Template<'n' | 'q'>
    const dropped: Template<'n' | 'q'> = '{n} rezultate';
    // @ts-expect-error -- format asks for every value its text names
    format(dictionary('sq').search.results.other, { n: 2 });
    expect(dropped).toBe('{n} rezultate');
  });
});

describe('formatWhole', () => {
  it.each([
    [5000, '5,000', '5.000'],
    [254, '254', '254'],
    [1234567, '1,234,567', '1.234.567'],
  ])('%p: %p in English, %p in Albanian', (value, en, sq) => {
    expect(formatWhole(value, 'en')).toBe(en);
    expect(formatWhole(value, 'sq')).toBe(sq);
  });
});
