import { type LinkedSource } from '#shared/linked-source.ts';

/**
 * When each rule the tools apply took effect and where it is published (the names, in each language, are in
 * the dictionary: tools.common.sources). `checkedOn` is the day we last compared them with the sources.
 * `language` is the language of the page a link opens (server/pages/parts/source-link.tsx).
 */
export const ratesCheckedOn = '2026-11-25';

/** A rule's date and, where it links to its source, that source's page. */
export type RuleSourceEntry = { appliesFrom?: string } & ({ url?: never } | LinkedSource);

export const ruleSources = {
  wageTax: {
    appliesFrom: '2024-08-23',
    url: 'https://www.atk-ks.org/en/notice-to-taxpayers-personal-income-tax-rates-are-changed/',
    language: 'en',
  },
  secondary: {},
  pension: { url: 'https://trusti.org/en/contributors/payment-of-contributions', language: 'en' },
  // The source names both steps (1 January and 1 July 2026) itself.
  minimumWage: {},
  vat: { appliesFrom: '2015-09-01' },
  // The text names the rate's date (1 January 2009) itself: appended after the 2015 dividend law, it read as that law's.
  corporate: {},
  losses: { appliesFrom: '2019-01-01' },
  smallBusiness: {
    appliesFrom: '2019-01-01',
    url: 'https://www.atk-ks.org/njoftim-per-tatimpagues-pagesat-me-te-vogla-se-37-50e/',
    language: 'sq',
  },
  comparison: {
    url: 'https://taxfoundation.org/data/all/eu/integrated-tax-rates-corporate-income-europe/',
    language: 'en',
    title: 'Integrated Tax Rates on Corporate Income in Europe, 2024',
  },
  // The text dates the 2019 law itself: appended after the WR notice (2025) and the 2015 law, it read as theirs.
  withholding: {
    url: 'https://www.atk-ks.org/en/notice-to-taxpayers-the-wr-form-for-withholding-taxes-has-been-modified/',
    language: 'en',
  },
} as const satisfies Record<string, RuleSourceEntry>;

export type RuleSource = keyof typeof ruleSources;

/** The rules whose source is linked. */
export type LinkedRule = {
  [Rule in RuleSource]: (typeof ruleSources)[Rule] extends { url: string } ? Rule : never;
}[RuleSource];

export function isLinked(rule: RuleSource): rule is LinkedRule {
  return 'url' in ruleSources[rule];
}
