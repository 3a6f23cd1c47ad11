import { percentOf } from './money';
import { corporateTaxRate, dividendTaxRate } from './rates';

export interface ProfitKept {
  profit: number;
  corporateTax: number;
  dividends: number;
  dividendTax: number;
  /** What reaches the owner. */
  kept: number;
}

/** A yearly profit taxed at a corporate rate, the rest paid out as dividends taxed at a dividend rate (cents). */
export function profitKept(profit: number, corporateRate: number, dividendRate: number): ProfitKept {
  const corporateTax = percentOf(profit, corporateRate);
  const dividends = profit - corporateTax;
  const dividendTax = percentOf(dividends, dividendRate);
  return { profit, corporateTax, dividends, dividendTax, kept: dividends - dividendTax };
}

/** Kosovo: 10% corporate income tax, 0% on dividends. */
export function keptInKosovo(profit: number): ProfitKept {
  return profitKept(profit, corporateTaxRate, dividendTaxRate);
}
