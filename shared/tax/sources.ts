/**
 * When each rule the tools apply took effect and where it is published (the names, in each language, are in
 * the dictionary: tools.common.sources).
 */
export const ruleSources = {
  wageTax: {
    appliesFrom: '2024-08-23',
    url: 'https://www.atk-ks.org/en/notice-to-taxpayers-personal-income-tax-rates-are-changed/',
  },
  secondary: {},
  pension: { url: 'https://trusti.org/en/contributors/payment-of-contributions' },
  vat: { appliesFrom: '2015-09-01' },
  corporate: { appliesFrom: '2009-01-01' },
} as const satisfies Record<string, { appliesFrom?: string; url?: string }>;

export type RuleSource = keyof typeof ruleSources;
