/** Money is counted in integer euro cents; a rate in percent. */

/**
 * rate% of an amount in cents, rounded to the cent, half up (as payroll and invoices round). The amount may be
 * a quarter of a whole one (a quarter's share of a year, shared/tax/profit.ts): quarters of a cent are exact in
 * binary, so the arithmetic stays exact.
 */
export function percentOf(cents: number, rate: number): number {
  // Exact arithmetic on hundredths of a cent: rates have at most two decimals.
  const hundredths = Math.round(rate * 100);
  return Math.floor((cents * hundredths + 5_000) / 10_000);
}

/** The largest amount a cents value may be in the tools: €100 million. */
export const maxCents = 10_000_000_000;
