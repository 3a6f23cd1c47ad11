import { percentOf } from './money';
import { type VatRate } from './rates';

export type VatMode = 'add' | 'extract';

export interface VatBreakdown {
  net: number;
  vat: number;
  gross: number;
}

/**
 * VAT on an amount in cents. "add": the amount is net, VAT is rate% of it. "extract": the amount includes
 * VAT; the net is amount × 100 / (100 + rate) rounded to the cent (half up) and VAT is the rest, so net +
 * VAT is always the amount given.
 */
export function vat(amount: number, rate: VatRate, mode: VatMode): VatBreakdown {
  if (mode === 'add') {
    const tax = percentOf(amount, rate);
    return { net: amount, vat: tax, gross: amount + tax };
  }
  const net = Math.floor((amount * 100 * 2 + (100 + rate)) / ((100 + rate) * 2));
  return { net, vat: amount - net, gross: amount };
}
