/**
 * What is due when: the deadlines the Tax Administration of Kosovo (ATK) sets for businesses, each with who
 * owes it, the ATK form filed in its electronic declaration system (EDI), its schedule and the laws it comes
 * from (sources.ts). The dates are the legal last days; shared/tax-calendar/deadlines.ts moves them past
 * weekends and holidays.
 */

/** Who a deadline concerns; also the calendar's filter values in its URLs (?for=employer,vat). */
export const audiences = ['employer', 'vat', 'corporation', 'sole-trader', 'small-business'] as const;
export type Audience = (typeof audiences)[number];

export type Schedule =
  /** For each month, on this day of the next month. */
  | { every: 'month'; day: number }
  /** For each calendar quarter, on this day of the month after it. */
  | { every: 'quarter'; day: number }
  /** For each year, on this day of the next year. */
  | { every: 'year'; month: number; day: number };

export interface Rule {
  audiences: readonly Audience[];
  forms: readonly string[];
  schedule: Schedule;
  sources: readonly SourceId[];
}

export type SourceId = 'wages' | 'withholding' | 'vat' | 'corporate' | 'personal' | 'smallBusiness';

export const rules = {
  /** Wage tax withheld (WM) and the employee's and employer's pension contributions (CM), 1st–15th. */
  wages: { audiences: ['employer'], forms: ['WM', 'CM'], schedule: { every: 'month', day: 15 }, sources: ['wages'] },
  /** Tax withheld on rent, interest, royalties, winnings and payments to non-residents (WR), 1st–15th. */
  withholding: {
    audiences: ['corporation', 'sole-trader', 'small-business'],
    forms: ['WR'],
    schedule: { every: 'month', day: 15 },
    sources: ['withholding'],
  },
  /** VAT return and payment (TV), 1st–20th. */
  vat: { audiences: ['vat'], forms: ['TV'], schedule: { every: 'month', day: 20 }, sources: ['vat'] },
  /** Quarterly advance payment of corporate income tax (QL), over €30,000 a year. */
  'cit-advance': {
    audiences: ['corporation'],
    forms: ['QL'],
    schedule: { every: 'quarter', day: 15 },
    sources: ['corporate'],
  },
  /** Quarterly advance payment of personal income tax on business income (IL), over €50,000 or by choice. */
  'pit-advance': {
    audiences: ['sole-trader'],
    forms: ['IL'],
    schedule: { every: 'quarter', day: 15 },
    sources: ['personal'],
  },
  /** The small-business regime's quarterly tax on gross income, 3% or 9% (QS for companies, IS for individuals). */
  'small-business': {
    audiences: ['small-business'],
    forms: ['QS', 'IS'],
    schedule: { every: 'quarter', day: 15 },
    sources: ['smallBusiness'],
  },
  /** Annual corporate income tax return and final payment (CD). */
  'cit-annual': {
    audiences: ['corporation'],
    forms: ['CD'],
    schedule: { every: 'year', month: 3, day: 31 },
    sources: ['corporate'],
  },
  /** Annual personal income tax return and final payment (PD). */
  'pit-annual': {
    audiences: ['sole-trader'],
    forms: ['PD'],
    schedule: { every: 'year', month: 3, day: 31 },
    sources: ['personal'],
  },
} as const satisfies Record<string, Rule>;

export type RuleId = keyof typeof rules;
export const ruleIds = Object.keys(rules) as RuleId[];
