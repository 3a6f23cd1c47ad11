import { percentOf } from './money';
import { corporateTaxRate, dividendTaxRate, type SmallBusinessActivity, smallBusiness } from './rates';

export interface ProfitKept {
  profit: number;
  corporateTax: number;
  dividends: number;
  dividendTax: number;
  /** What reaches the owner. */
  kept: number;
}

/**
 * A yearly profit taxed at a corporate rate, the rest paid out as dividends taxed at a dividend rate (cents).
 * A loss pays no tax and pays out nothing.
 */
export function profitKept(profit: number, corporateRate: number, dividendRate: number): ProfitKept {
  if (profit <= 0) return { profit, corporateTax: 0, dividends: 0, dividendTax: 0, kept: 0 };
  const corporateTax = percentOf(profit, corporateRate);
  const dividends = profit - corporateTax;
  const dividendTax = percentOf(dividends, dividendRate);
  return { profit, corporateTax, dividends, dividendTax, kept: dividends - dividendTax };
}

/** Kosovo: 10% corporate income tax, 0% on dividends. */
export function keptInKosovo(profit: number): ProfitKept {
  return profitKept(profit, corporateTaxRate, dividendTaxRate);
}

/** A profit paid out where tax takes an integrated rate of it, corporate and dividend tax together. */
export function keptAtIntegratedRate(profit: number, rate: number): number {
  return profit <= 0 ? 0 : profit - percentOf(profit, rate);
}

export interface SmallBusinessTax {
  /** Whether the year's gross receipts are within the regime's €30,000. */
  eligible: boolean;
  rate: number;
  /** A quarter's tax when receipts are even through the year, rounded to the cent, and the year's four of them. */
  yearly: number;
  quarterly: number;
  /** Whether a quarter's rate came to less than the regime's minimum payment, which is paid instead. */
  atMinimum: boolean;
}

/**
 * The small-business regime: a rate of gross receipts by activity, paid each quarter, at least the minimum
 * for a quarter with receipts. Receipts are taken as even through the year.
 */
export function smallBusinessTax(turnover: number, activity: SmallBusinessActivity): SmallBusinessTax {
  const rate = smallBusiness.rates[activity];
  const eligible = turnover <= smallBusiness.thresholdCents;
  // The tax is paid by the quarter, so the year is what its four payments add up to.
  const quarterly = percentOf(turnover / 4, rate);
  if (turnover > 0 && quarterly < smallBusiness.quarterlyMinimumCents) {
    const minimum = smallBusiness.quarterlyMinimumCents;
    return { eligible, rate, yearly: 4 * minimum, quarterly: minimum, atMinimum: true };
  }
  return { eligible, rate, yearly: 4 * quarterly, quarterly, atMinimum: false };
}
