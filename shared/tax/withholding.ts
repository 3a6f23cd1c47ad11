import { percentOf } from './money';
import { type WithholdingType, withholdingRates } from './rates';

export interface Withheld {
  /** The payment before tax, the tax withheld and paid over by the payer, and what the recipient receives. */
  gross: number;
  tax: number;
  net: number;
  rate: number;
  /** False when no gross gives exactly the net asked for (rounding to the cent skips it). */
  exact: boolean;
}

/** Gross → tax and net: the tax is rate% of the gross, rounded to the cent (half up). */
export function withholdFromGross(gross: number, type: WithholdingType): Withheld {
  const rate = withholdingRates[type];
  const tax = percentOf(gross, rate);
  return { gross, tax, net: gross - tax, rate, exact: true };
}

/**
 * Net → gross (grossing up): the smallest gross whose net is at least the net asked for. The exact inverse
 * net × 100 / (100 − rate) lands within a cent of it; the neighbours are checked with withholdFromGross so
 * the two directions always agree.
 */
export function withholdFromNet(net: number, type: WithholdingType): Withheld {
  const rate = withholdingRates[type];
  const estimate = Math.floor((net * 100) / (100 - rate));
  for (let gross = Math.max(0, estimate - 2); gross <= estimate + 2; gross += 1) {
    const result = withholdFromGross(gross, type);
    if (result.net >= net) return { ...result, exact: result.net === net };
  }
  throw new Error(`no gross found for a net of ${net} cents`);
}
