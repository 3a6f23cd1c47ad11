/**
 * Kosovo's tax rules the tools apply, each with its source and the date it applies from. Amounts are in
 * euro cents; rates in percent.
 */

/**
 * Personal income tax on monthly taxable wages: Law No. 05/L-028 on Personal Income Tax, Article 6, as
 * amended by Law No. 08/L-142, Article 5 (Official Gazette, 23 August 2024; in force the same day). Annual
 * bands €3,000 and €5,400, i.e. €250 and €450 a month, as the Tax Administration's notice tabulates them.
 */
export const wageTaxBands = [
  { from: 0, to: 25_000, rate: 0 },
  { from: 25_000, to: 45_000, rate: 8 },
  { from: 45_000, to: Number.POSITIVE_INFINITY, rate: 10 },
] as const;

/**
 * A secondary employer (one the employee has not named as primary employer on the ATK's form) withholds
 * tax at the highest rate, 10%, on the whole taxable wage, without the 0% and 8% bands (Law No. 05/L-028,
 * withholding on wages; the ATK's guide for employers on wage tax and pension contributions).
 */
export const secondaryEmployerRate = 10;

/**
 * Pension contributions to the Kosovo Pension Savings Trust (KPST): 5–15% of the gross wage withheld from
 * the employee before wage tax, and 5–15% more paid by the employer (Law No. 04/L-101 on Pension Funds of
 * Kosovo, as amended by Law No. 05/L-116; the Trust's rules for contributors).
 */
export const pensionRates = { minimum: 5, maximum: 15, default: 5 } as const;

/** VAT: 18% standard, 8% reduced for the supplies in the law's Annex I (Law No. 05/L-037 on Value Added Tax). */
export const vatRates = [18, 8] as const;
export type VatRate = (typeof vatRates)[number];

/**
 * The annual bands the monthly ones are twelfths of (Law No. 05/L-028, Article 6, as amended by Law No.
 * 08/L-142): 0% up to €3,000 a year, 8% to €5,400, 10% above. The annual return applies them to all wages.
 */
export const annualWageTaxBands = [
  { from: 0, to: 300_000, rate: 0 },
  { from: 300_000, to: 540_000, rate: 8 },
  { from: 540_000, to: Number.POSITIVE_INFINITY, rate: 10 },
] as const;

/**
 * The minimum wage for full-time work: €500 gross a month from 1 July 2026 (€425 from 1 January 2026),
 * Government of Kosovo Decision No. 10/273 of 31 October 2025 (before it, €350 from 1 October 2024).
 */
export const minimumWage = { cents: 50_000, appliesFrom: '2026-07-01' } as const;

/**
 * Corporate income tax 10%: the rate since 1 January 2009, kept by Law No. 06/L-105 on Corporate Income Tax
 * (Official Gazette No. 15, 19 July 2019; for tax periods from 1 January 2019). Dividends paid to
 * shareholders are exempt from personal income tax (Law No. 05/L-028).
 */
export const corporateTaxRate = 10;
export const dividendTaxRate = 0;

/** A loss is carried forward and set against the profits of the next four tax periods (Law No. 06/L-105, Article 24). */
export const lossCarryForwardYears = 4;

/**
 * Small businesses (Law No. 06/L-105, Article 35): a taxpayer whose gross annual income is at most €30,000
 * may pay, each quarter, 3% of its gross income from trade, transport, agriculture and similar activities,
 * or 9% of that from services, professional, vocational and entertainment activities, instead of 10% of
 * its profit (it may choose the profit instead). A quarter with receipts pays at least €37.50; a quarter
 * without any pays nothing but is still declared (the Tax Administration's notice on payments under €37.50).
 */
export const smallBusiness = {
  thresholdCents: 3_000_000,
  rates: { trade: 3, services: 9 },
  quarterlyMinimumCents: 3_750,
} as const;
export type SmallBusinessActivity = keyof typeof smallBusiness.rates;

/**
 * Tax a payer withholds and pays over by the 15th of the next month (Law No. 06/L-105 on Corporate Income
 * Tax and Law No. 05/L-028 on Personal Income Tax; the Tax Administration's WR form): 9% on rent, 10% on
 * interest and on royalties, 5% on payments to non-residents for services. A double taxation agreement can
 * lower the rate for a non-resident.
 */
export const withholdingRates = { rent: 9, interest: 10, royalties: 10, nonResident: 5 } as const;
export type WithholdingType = keyof typeof withholdingRates;

/**
 * What tax takes from a company's profit paid out as dividends, corporate and dividend tax together (the
 * "integrated tax rate" on distributed profit): 40.9% on average in the European OECD countries, 47% in the
 * United States (Tax Foundation, Integrated Tax Rates on Corporate Income in Europe, 2024, 19 November 2024).
 */
export const integratedRates = { europe: 40.9, us: 47 } as const;
