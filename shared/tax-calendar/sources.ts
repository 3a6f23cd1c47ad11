import { type LinkedSource } from '#shared/linked-source.ts';
import { type SourceId } from './rules';

/**
 * Where each of the calendar's rules is published, and the date it applies from or the date the summary we
 * checked it against was reviewed (the names, in each language, are in the dictionary: taxCalendar.sources).
 */
export interface CalendarSource extends LinkedSource {
  appliesFrom?: string;
  /** Where no date of application is cited: the summary the rule was checked against and its last review. */
  summary?: { name: string; reviewedOn: string };
}

export const calendarSources = {
  /** The ATK's notice on the VAT for March 2019 (Law No. 03/L-222, Article 17); Law No. 08/L-257 in force from 28 January 2024. */
  moveRule: {
    url: 'https://www.atk-ks.org/en/njoftim-per-tatimpagues-afati-i-deklarimit-te-tvsh-se-per-mars-2019/',
    language: 'en',
    appliesFrom: '2024-01-28',
  },
  /** Law No. 03/L-064, Articles 2 and 4, as the Government's calendar for 2019 applies them. */
  holidays: {
    url: 'https://www.rks-gov.net/AL/f332/festat-zyrtare-ne-republiken-e-kosoves/kalendari-i-festave-zyrtare-per-vitin-2019',
    language: 'sq',
  },
  rules: {
    wages: {
      url: 'https://taxsummaries.pwc.com/kosovo/individual/tax-administration',
      language: 'en',
      summary: { name: 'PwC Worldwide Tax Summaries', reviewedOn: '2023-01-17' },
    },
    withholding: {
      url: 'https://www.atk-ks.org/en/notice-to-taxpayers-the-wr-form-for-withholding-taxes-has-been-modified/',
      language: 'en',
      appliesFrom: '2025-01-01',
    },
    vat: {
      url: 'https://www.atk-ks.org/en/njoftim-per-tatimpagues-afati-i-deklarimit-te-tvsh-se-per-mars-2019/',
      language: 'en',
      appliesFrom: '2015-09-01',
    },
    corporate: {
      url: 'https://taxsummaries.pwc.com/kosovo/corporate/tax-administration',
      language: 'en',
      appliesFrom: '2019-01-01',
    },
    personal: {
      url: 'https://taxsummaries.pwc.com/kosovo/individual/tax-administration',
      language: 'en',
      summary: { name: 'PwC Worldwide Tax Summaries', reviewedOn: '2023-01-17' },
    },
    smallBusiness: {
      url: 'https://crmm.atk-ks.org/en/Public/CalculatorDetail?id=5',
      language: 'en',
      appliesFrom: '2019-01-01',
    },
  } satisfies Record<SourceId, CalendarSource>,
} as const;
