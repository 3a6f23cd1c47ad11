import { maxCents, percentOf } from './money';
import { annualWageTaxBands, secondaryEmployerRate, wageTaxBands } from './rates';

export type Employer = 'primary' | 'secondary';

export interface SalaryInput {
  /** Employee pension contribution, percent of gross (5–15). */
  pension: number;
  /** Employer pension contribution, percent of gross (5–15). */
  employer: number;
  employerKind: Employer;
}

export interface BandTax {
  /** The band's lower and upper limits in cents (the upper one Infinity for the top band). */
  from: number;
  to: number;
  rate: number;
  /** How much of the taxable wage falls in the band, and the tax on it (cents). */
  amount: number;
  tax: number;
}

export interface SalaryBreakdown {
  gross: number;
  employeePension: number;
  taxable: number;
  bands: BandTax[];
  tax: number;
  net: number;
  employerPension: number;
  employerCost: number;
}

/** The wage tax band by band. A secondary employer withholds the top rate on the whole taxable wage. */
function taxBands(taxable: number, kind: Employer): BandTax[] {
  if (kind === 'secondary') {
    return [
      {
        from: 0,
        to: Number.POSITIVE_INFINITY,
        rate: secondaryEmployerRate,
        amount: taxable,
        tax: percentOf(taxable, secondaryEmployerRate),
      },
    ];
  }
  return wageTaxBands.map((band) => {
    const amount = Math.max(0, Math.min(taxable, band.to) - band.from);
    return { ...band, amount, tax: percentOf(amount, band.rate) };
  });
}

/**
 * Gross → net for one month, all in cents. Each contribution and each band's tax is rounded to the cent
 * (half up); the wage tax is the sum of the bands' taxes.
 */
export function fromGross(gross: number, input: SalaryInput): SalaryBreakdown {
  const employeePension = percentOf(gross, input.pension);
  const taxable = gross - employeePension;
  const bands = taxBands(taxable, input.employerKind);
  const tax = bands.reduce((sum, band) => sum + band.tax, 0);
  const employerPension = percentOf(gross, input.employer);
  return {
    gross,
    employeePension,
    taxable,
    bands,
    tax,
    net: taxable - tax,
    employerPension,
    employerCost: gross + employerPension,
  };
}

/**
 * The taxable wage that leaves `net` after tax, solved band by band in exact rational arithmetic (before
 * rounding): in a band from F at rate r, with tax T(F) below it, net = x − T(F) − r·(x − F), so
 * x = (net + T(F) − r·F) / (1 − r).
 */
function taxableFor(net: number, kind: Employer): number {
  if (kind === 'secondary') return (net * 100) / (100 - secondaryEmployerRate);
  let below = 0;
  for (const band of wageTaxBands) {
    const x = (net * 100 + below * 100 - band.rate * band.from) / (100 - band.rate);
    if (x <= band.to) return x;
    below += ((band.to - band.from) * band.rate) / 100;
  }
  throw new Error('unreachable: the top band is unbounded');
}

/**
 * Net → gross: the smallest gross wage in cents whose net is exactly `net`. The exact inversion of the
 * formula (band by band, then the pension) lands within a cent or two of it; the rounding of contributions
 * and band taxes is then settled by checking those few neighbours with fromGross itself, so the answer and
 * the gross → net calculation can never disagree. When rounding skips the net asked for (a cent no gross
 * produces), the smallest gross that gives at least that net is returned, and `exact` is false.
 */
export function fromNet(net: number, input: SalaryInput): SalaryBreakdown & { exact: boolean } {
  const estimate = Math.floor((taxableFor(net, input.employerKind) * 100) / (100 - input.pension));
  const first = Math.max(0, estimate - 5);
  if (first > 0 && fromGross(first, input).net >= net)
    throw new Error(`the inversion overshot for a net of ${net} cents`);
  for (let gross = first; gross <= estimate + 5; gross += 1) {
    const result = fromGross(gross, input);
    if (result.net >= net) return { ...result, exact: result.net === net };
  }
  throw new Error(`no gross wage found for a net of ${net} cents`);
}

/** The tax the annual bands put on a year's taxable wages (cents): what the annual return settles against. */
export function annualTax(taxable: number): number {
  return annualWageTaxBands.reduce(
    (sum, band) => sum + percentOf(Math.max(0, Math.min(taxable, band.to) - band.from), band.rate),
    0,
  );
}

export { maxCents };
