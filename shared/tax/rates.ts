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
 * Corporate income tax 10% (Law No. 06/L-105 on Corporate Income Tax; the rate since 1 January 2009);
 * dividends paid to shareholders are exempt from personal income tax (Law No. 05/L-028).
 */
export const corporateTaxRate = 10;
export const dividendTaxRate = 0;

/**
 * The indicative averages the business-formation page compares Kosovo with (EU: corporate 21.3%, dividends
 * 15–30%; US: 25.8% combined federal and state, dividends 23.8%). One place, so the two pages agree.
 */
export const averages = {
  eu: { corporate: 21.3, dividends: [15, 30] },
  us: { corporate: 25.8, dividends: [23.8, 23.8] },
} as const;
