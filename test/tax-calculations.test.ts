import { keptAtIntegratedRate, keptInKosovo, profitKept, smallBusinessTax } from '#shared/tax/profit.ts';
import {
  integratedRates,
  lossCarryForwardYears,
  minimumWage,
  smallBusiness,
  withholdingRates,
} from '#shared/tax/rates.ts';
import { type SalaryInput, annualTax, fromGross, fromNet } from '#shared/tax/salary.ts';
import { vat } from '#shared/tax/vat.ts';
import { withholdFromGross, withholdFromNet } from '#shared/tax/withholding.ts';
import { withholdingTypes } from '#shared/tax/forms.ts';

/**
 * Worked by hand from Law No. 08/L-142 (monthly bands: 0% to €250, 8% to €450, 10% above, on the wage
 * after the employee's pension contribution) and the pension rules (5% + 5% by default). Cents throughout.
 */
const standard: SalaryInput = { pension: 5, employer: 5, employerKind: 'primary' };
const euros = (value: number) => Math.round(value * 100);

describe('salary: gross to net', () => {
  it.each([
    // gross, employee pension, taxable, tax, net, employer cost
    [1000, 50, 950, 66, 884, 1050], // 0 + 8% of 200 (16.00) + 10% of 500 (50.00)
    [0, 0, 0, 0, 0, 0],
    [250, 12.5, 237.5, 0, 237.5, 262.5], // all in the 0% band
    [263.16, 13.16, 250, 0, 250, 276.32], // taxable exactly €250.00: the top of the 0% band
    [263.17, 13.16, 250.01, 0, 250.01, 276.33], // 8% of €0.01 is €0.0008: rounds to nothing
    [350, 17.5, 332.5, 6.6, 325.9, 367.5], // 8% of 82.50
    [473.68, 23.68, 450, 16, 434, 497.36], // taxable exactly €450.00: the 8% band full
    [500, 25, 475, 18.5, 456.5, 525], // 16.00 + 10% of 25.00
    [333.33, 16.67, 316.66, 5.33, 311.33, 350], // pension 16.6665 → 16.67; 8% of 66.66 = 5.3328 → 5.33
    [1_000_000, 50_000, 950_000, 94_971, 855_029, 1_050_000], // 16.00 + 10% of 949,550.00
  ])(
    '%p € gross: pension %p, taxable %p, tax %p, net %p, employer cost %p',
    (gross, pension, taxable, tax, net, cost) => {
      const result = fromGross(euros(gross), standard);
      expect([result.employeePension, result.taxable, result.tax, result.net, result.employerCost]).toEqual(
        [pension, taxable, tax, net, cost].map(euros),
      );
    },
  );

  it('shows the tax band by band', () => {
    expect(fromGross(euros(1000), standard).bands.map(({ rate, amount, tax }) => [rate, amount, tax])).toEqual([
      [0, euros(250), 0],
      [8, euros(200), euros(16)],
      [10, euros(500), euros(50)],
    ]);
  });

  it('takes other contribution rates: 10% employee, 15% employer', () => {
    const result = fromGross(euros(2000), { pension: 10, employer: 15, employerKind: 'primary' });
    // pension 200; taxable 1,800; tax 16 + 10% of 1,350 = 151; net 1,649; employer 300; cost 2,300
    expect([result.employeePension, result.tax, result.net, result.employerPension, result.employerCost]).toEqual(
      [200, 151, 1649, 300, 2300].map(euros),
    );
  });

  it('withholds 10% on the whole taxable wage for a secondary employer', () => {
    const result = fromGross(euros(1000), { ...standard, employerKind: 'secondary' });
    expect([result.taxable, result.tax, result.net]).toEqual([950, 95, 855].map(euros));
    expect(fromGross(euros(200), { ...standard, employerKind: 'secondary' }).tax).toBe(euros(19));
  });
});

describe('salary: net to gross', () => {
  it.each([
    // net, gross (the smallest gross that gives it), the gross one cent lower gives a cent less
    [884, 1000],
    [237.5, 250],
    [250, 263.16],
    [434, 473.68],
    [456.5, 500],
    [311.33, 333.33],
    [855_029, 1_000_000],
    [0, 0],
  ])('a net of %p € needs a gross of %p €', (net, gross) => {
    const result = fromNet(euros(net), standard);
    expect(result.gross).toBe(euros(gross));
    expect(result.exact).toBe(true);
    if (gross > 0) expect(fromGross(euros(gross) - 1, standard).net).toBeLessThan(euros(net));
  });

  it('inverts the secondary employer’s flat 10% as well', () => {
    expect(fromNet(euros(855), { ...standard, employerKind: 'secondary' }).gross).toBe(euros(1000));
  });
});

describe('VAT', () => {
  it.each([
    [100, 18, 'add', 100, 18, 118],
    [118, 18, 'extract', 100, 18, 118],
    [100, 18, 'extract', 84.75, 15.25, 100], // 100 / 1.18 = 84.7457… → 84.75
    [50, 8, 'add', 50, 4, 54],
    [54, 8, 'extract', 50, 4, 54],
    [0.05, 18, 'add', 0.05, 0.01, 0.06], // 18% of 5 cents = 0.9 cent → 1 cent
    [0, 18, 'add', 0, 0, 0],
    [1_000_000, 18, 'extract', 847_457.63, 152_542.37, 1_000_000], // 847,457.627… → .63
  ] as const)('%p € at %p%% (%s): net %p, VAT %p, gross %p', (amount, rate, mode, net, tax, gross) => {
    expect(vat(euros(amount), rate, mode)).toEqual({ net: euros(net), vat: euros(tax), gross: euros(gross) });
  });
});

describe('profit kept by the owner', () => {
  it('keeps 90% in Kosovo: 10% corporate income tax, 0% on dividends', () => {
    expect(keptInKosovo(euros(100_000))).toEqual({
      profit: euros(100_000),
      corporateTax: euros(10_000),
      dividends: euros(90_000),
      dividendTax: 0,
      kept: euros(90_000),
    });
  });

  it('applies a corporate rate, then a dividend rate on what is paid out', () => {
    // 100,000 − 25.8% = 74,200; dividends taxed at 23.8%: 17,659.60; kept 56,540.40
    expect(profitKept(euros(100_000), 25.8, 23.8)).toMatchObject({
      corporateTax: euros(25_800),
      dividendTax: euros(17_659.6),
      kept: euros(56_540.4),
    });
  });
});

describe('the year’s bands', () => {
  it.each([
    [0, 0],
    [3_000, 0], // the 0% band full
    [5_400, 192], // 8% of 2,400
    [11_400, 792], // 192 + 10% of 6,000
  ])('a year’s taxable wages of %p € bear %p € under the annual bands', (taxable, tax) => {
    expect(annualTax(euros(taxable))).toBe(euros(tax));
  });
});

describe('small businesses, losses and the comparison', () => {
  it('pins the regime: up to €30,000 of receipts, 3% for trade, 9% for services', () => {
    expect(smallBusiness).toEqual({
      thresholdCents: euros(30_000),
      rates: { trade: 3, services: 9 },
      quarterlyMinimumCents: euros(37.5),
    });
    expect(smallBusinessTax(euros(25_000), 'services')).toEqual({
      eligible: true,
      rate: 9,
      yearly: euros(2_250),
      quarterly: euros(562.5),
      atMinimum: false,
    });
    expect(smallBusinessTax(euros(30_000), 'trade')).toMatchObject({ eligible: true, yearly: euros(900) });
    expect(smallBusinessTax(euros(30_000.01), 'trade').eligible).toBe(false);
  });

  it('pays at least €37.50 a quarter with receipts, and nothing without', () => {
    // €4,000 of trade: a quarter's €1,000 at 3% is €30.00, under the minimum, so €37.50 a quarter, €150 a year.
    expect(smallBusinessTax(euros(4_000), 'trade')).toEqual({
      eligible: true,
      rate: 3,
      yearly: euros(150),
      quarterly: euros(37.5),
      atMinimum: true,
    });
    // €5,000 of trade: €1,250 a quarter at 3% is exactly €37.50, the rate itself.
    expect(smallBusinessTax(euros(5_000), 'trade')).toMatchObject({ quarterly: euros(37.5), atMinimum: false });
    // €1,600 of services: €400 a quarter at 9% is €36.00, so the minimum.
    expect(smallBusinessTax(euros(1_600), 'services')).toMatchObject({ quarterly: euros(37.5), yearly: euros(150) });
    expect(smallBusinessTax(0, 'services')).toMatchObject({ yearly: 0, quarterly: 0, atMinimum: false });
  });

  it('makes the year the sum of its four payments, each rounded to the cent', () => {
    // €25,000.50 of trade: a quarter's €6,250.125 at 3% is €187.50375, paid as €187.50; four of them are
    // €750.00, not the €750.02 that 3% of the year's receipts rounds to.
    expect(smallBusinessTax(euros(25_000.5), 'trade')).toMatchObject({ quarterly: euros(187.5), yearly: euros(750) });
    // €10,000.10 of services: a quarter's €2,500.025 at 9% is €225.00225, paid as €225.00; the year €900.00.
    expect(smallBusinessTax(euros(10_000.1), 'services')).toMatchObject({ quarterly: euros(225), yearly: euros(900) });
  });

  it('pays no tax on a loss, which is carried forward four years', () => {
    expect(keptInKosovo(euros(-5_000))).toMatchObject({ corporateTax: 0, kept: 0 });
    expect(lossCarryForwardYears).toBe(4);
  });

  it('takes the Tax Foundation’s integrated rates from the same profit', () => {
    expect(integratedRates).toEqual({ europe: 40.9, us: 47 });
    expect(keptAtIntegratedRate(euros(100_000), integratedRates.europe)).toBe(euros(59_100));
    expect(keptAtIntegratedRate(euros(100_000), integratedRates.us)).toBe(euros(53_000));
  });

  it('pins the minimum wage: €500 gross a month from 1 July 2026', () => {
    expect(minimumWage).toEqual({ cents: euros(500), appliesFrom: '2026-07-01' });
  });
});

describe('withholding', () => {
  it('pins the rates: 9% rent, 10% interest and royalties, 5% services of non-residents', () => {
    expect(withholdingRates).toEqual({ rent: 9, interest: 10, royalties: 10, nonResident: 5 });
  });

  it.each([
    // gross, type, tax, net
    [1000, 'rent', 90, 910],
    [1000, 'interest', 100, 900],
    [1000, 'royalties', 100, 900],
    [1000, 'nonResident', 50, 950],
    [333.33, 'rent', 30, 303.33], // 9% of 333.33 = 29.9997 → 30.00
    [0.05, 'nonResident', 0, 0.05], // 5% of 5 cents = 0.25 cent → 0
  ] as const)('%p € of %s: %p € withheld, %p € received', (gross, type, tax, net) => {
    expect(withholdFromGross(euros(gross), type)).toMatchObject({ tax: euros(tax), net: euros(net) });
  });

  it('grosses up from what the recipient receives', () => {
    expect(withholdFromNet(euros(910), 'rent')).toMatchObject({ gross: euros(1000), net: euros(910) });
  });

  it.each(withholdingTypes)('finds a gross for every net, cent by cent, at the rate for %s', (type) => {
    for (let net = 0; net <= euros(2000); net += 1) {
      const { gross, net: received } = withholdFromNet(net, type);
      if (received !== net) throw new Error(`a net of ${net} cents gave ${received} from ${gross}`);
    }
  });
});
