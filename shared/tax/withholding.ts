import { percentOf } from './money';
import { type WithholdingType, withholdingRates } from './rates';

export interface Withheld {
  /** The payment before tax, the tax withheld and paid over by the payer, and what the recipient receives. */
  gross: number;
  tax: number;
  net: number;
  rate: number;
}

/** Gross → tax and net: the tax is rate% of the gross, rounded to the cent (half up). */
export function withholdFromGross(gross: number, type: WithholdingType): Withheld {
  const rate = withholdingRates[type];
  const tax = percentOf(gross, rate);
  return { gross, tax, net: gross - tax, rate };
}

/**
 * Net → gross (grossing up): the smallest gross whose net is the net asked for. The exact inverse
 * net × 100 / (100 − rate) lands within a cent of it; the neighbours are checked with withholdFromGross so
 * the two directions always agree. Every net has one: a cent more of gross adds at most a cent of tax (the
 * rate is under 100%), so the net grows by nothing or by one cent and skips none (unlike a salary's, where
 * the pension and the tax can both round up on the same cent).
 */
export function withholdFromNet(net: number, type: WithholdingType): Withheld {
  const rate = withholdingRates[type];
  const estimate = Math.floor((net * 100) / (100 - rate));
  for (let gross = Math.max(0, estimate - 2); gross <= estimate + 2; gross += 1) {
    const result = withholdFromGross(gross, type);
    if (result.net >= net) return result;
  }
  throw new Error(`no gross found for a net of ${net} cents`);
}

/**
 * Whether a double taxation agreement can lower the tax on this payment to a non-resident: on interest,
 * royalties and services it can; rent from property in Kosovo stays Kosovo's to tax at its own rate under
 * agreements on the OECD Model (Article 6, income from immovable property), so the note would mislead there.
 */
export const treatyMayApply = (type: WithholdingType): boolean => type !== 'rent';
