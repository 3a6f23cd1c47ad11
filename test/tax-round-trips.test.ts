import { type SalaryInput, fromGross, fromNet } from '#shared/tax/salary.ts';
import { withholdFromGross, withholdFromNet } from '#shared/tax/withholding.ts';

/**
 * Exhaustive sweeps: every cent of the common range through a calculation and back. Seconds of pure arithmetic,
 * so they run in `npm test`, not in the fast tier; tax-calculations.test.ts holds the hand-worked examples.
 */
const standard: SalaryInput = { pension: 5, employer: 5, employerKind: 'primary' };

describe('round trips', () => {
  it('round-trips gross → net → gross for every cent from €0 to €1,200 and at large amounts, at several rates', () => {
    const inputs: SalaryInput[] = [
      standard,
      { pension: 15, employer: 5, employerKind: 'primary' },
      { pension: 7, employer: 9, employerKind: 'secondary' },
    ];
    const grosses = [...Array.from({ length: 120_001 }, (_, cents) => cents), 987_654_321, 10_000_000_000];
    for (const input of inputs) {
      for (const gross of grosses) {
        const { net } = fromGross(gross, input);
        const back = fromNet(net, input);
        // The same net, from the smallest gross that gives it (rounding can make neighbours share a net).
        if (back.net !== net || back.gross > gross)
          throw new Error(`round trip failed at ${gross} cents (${JSON.stringify(input)})`);
      }
    }
  });

  it('withholding: grosses up every cent to €500 back to the same net, from the smallest gross', () => {
    for (const type of ['rent', 'interest', 'nonResident'] as const) {
      for (let gross = 0; gross <= 50_000; gross += 1) {
        const { net } = withholdFromGross(gross, type);
        const back = withholdFromNet(net, type);
        if (back.net !== net || back.gross > gross) throw new Error(`round trip failed at ${gross} (${type})`);
      }
    }
  });
});
