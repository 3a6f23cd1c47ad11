import { canonicalAmount, formatMoney, parseAmount, parsePercent } from '#shared/tax/amounts.ts';

describe('amounts as visitors write them', () => {
  it.each([
    ['1000', 'en', 100_000],
    ['1,000.50', 'en', 100_050],
    ['1,000', 'en', 100_000],
    ['€1,234,567.89', 'en', 123_456_789],
    ['1000.5', 'en', 100_050],
    ['1,5', 'en', 150],
    ['1000', 'sq', 100_000],
    ['1.000,50', 'sq', 100_050],
    ['1.000', 'sq', 100_000],
    ['1000,5', 'sq', 100_050],
    ['1000.50', 'sq', 100_050],
    ['1 000 000 €', 'sq', 100_000_000],
    ['884 EUR', 'sq', 88_400],
    ['1000EUR', 'en', 100_000],
    ['1000 euro', 'sq', 100_000],
    ['EUR 12', 'en', 1_200],
    ['0', 'en', 0],
    ['+250', 'en', 25_000],
  ] as const)('reads %p on /%s/ as %p cents', (text, lang, cents) => {
    expect(parseAmount(text, lang)).toEqual({ cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['1.000', 'decimals'], // on /en/ a point is the decimal mark: three decimals
    ['12,34,567', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1,000.505', 'decimals'],
    ['0.005', 'decimals'],
    ['-5', 'negative'],
    ['−5', 'negative'],
    ['100000000.01', 'tooLarge'],
    ['9'.repeat(30), 'tooLarge'],
  ])('refuses %p on /en/ as %s', (text, error) => {
    expect(parseAmount(text, 'en')).toEqual({ error });
  });

  it('tells a loss past the limit that its limit is a loss', () => {
    expect(parseAmount('-100000000', 'en', { allowNegative: true })).toEqual({ cents: -10_000_000_000 });
    expect(parseAmount('-100000000.01', 'en', { allowNegative: true })).toEqual({ error: 'lossTooLarge' });
    expect(parseAmount('100000000.01', 'en', { allowNegative: true })).toEqual({ error: 'tooLarge' });
    expect(parseAmount('-abc', 'en', { allowNegative: true })).toEqual({ error: 'invalid' });
    // A second minus is a mistyped number, not a refused negative: the field takes a loss (reader ZA E1).
    for (const twice of ['--5', '-−5', '−−5']) {
      expect(parseAmount(twice, 'en', { allowNegative: true })).toEqual({ error: 'invalid' });
      // Told the same in a field that takes no loss (reader ZJ P12).
      expect(parseAmount(twice, 'en')).toEqual({ error: 'invalid' });
    }
  });

  it('reads percentages within their limits', () => {
    expect(parsePercent('5', 5, 15)).toEqual({ value: 5 });
    expect(parsePercent('7,5 %', 5, 15)).toEqual({ value: 7.5 });
    expect(parsePercent('16', 5, 15)).toEqual({ error: 'outOfRange' });
    expect(parsePercent('4.99', 5, 15)).toEqual({ error: 'outOfRange' });
    expect(parsePercent('five', 5, 15)).toEqual({ error: 'invalid' });
    // Told what is wrong with a number to a thousandth (reader ZB E2).
    for (const precise of ['7,555', '10.125', '20,555'])
      expect(parsePercent(precise, 5, 15)).toEqual({ error: 'decimals' });
    for (const number of ['100', '-5', '−5', '250,5'])
      expect(parsePercent(number, 5, 15)).toEqual({ error: 'outOfRange' });
  });
});

describe('amounts written into a link', () => {
  it.each([
    [100_050, '1000.5'],
    [100_005, '1000.05'],
    [100_000, '1000'],
    [-500_000, '-5000'],
    [5, '0.05'],
  ])('writes %p cents as %p, which both languages read back', (cents, written) => {
    expect(canonicalAmount(cents)).toBe(written);
    expect(parseAmount(written, 'en', { allowNegative: true })).toEqual({ cents });
    expect(parseAmount(written, 'sq', { allowNegative: true })).toEqual({ cents });
  });
});

describe('money as each language writes it', () => {
  it.each([
    [88_400, '€884.00', '884,00\u00a0€'],
    [105_000, '€1,050.00', '1.050,00\u00a0€'],
    [5, '€0.05', '0,05\u00a0€'],
    [123_456_789_00, '€123,456,789.00', '123.456.789,00\u00a0€'],
  ])('%p cents: %p in English, %p in Albanian', (cents, en, sq) => {
    expect(formatMoney(cents, 'en')).toBe(en);
    expect(formatMoney(cents, 'sq')).toBe(sq);
  });
});
