import { type SalaryToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { formatDeduction, formatMoney, formatNumber, formatPercent } from '#shared/tax/amounts.ts';
import { formatDate } from '#shared/format-date.ts';
import { type SalaryValue } from '#shared/tax/forms.ts';
import { annualWageTaxBands, minimumWage } from '#shared/tax/rates.ts';
import { type BandTax, type SalaryBreakdown, annualTax, fromGross, fromNet } from '#shared/tax/salary.ts';
import { StackedBar } from './bar-chart';
import { type Row, ResultTable } from './result-panel';

type Results = SalaryToolContent['results'];

export function salaryResult(value: SalaryValue): SalaryBreakdown & { exact: boolean } {
  return value.direction === 'gross'
    ? { ...fromGross(value.cents, value.input), exact: true }
    : fromNet(value.cents, value.input);
}

/** The part of the taxable wage a band covers: up to its top, between its limits, or above its bottom. */
function bandSlice(band: BandTax, r: Results, money: (cents: number) => string): string {
  if (band.to === Number.POSITIVE_INFINITY) return format(r.slices.top, { from: money(band.from) });
  if (band.from === 0) return format(r.slices.first, { to: money(band.to) });
  // The band starts a cent above the one below it ends: 250.01–450.00.
  return format(r.slices.middle, { from: money(band.from + 1), to: money(band.to) });
}

/** The month, band by band: a band the wage does not reach is left out, a deduction of nothing has no minus. */
export function salaryRows(result: SalaryBreakdown, value: SalaryValue, r: Results, lang: Lang): Row[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const minus = (cents: number) => formatDeduction(cents, lang);
  const bandLabel = (band: BandTax) =>
    value.input.employerKind === 'secondary'
      ? format(r.secondaryBand, { rate: band.rate, amount: money(band.amount) })
      : format(r.band, { rate: band.rate, amount: money(band.amount), slice: bandSlice(band, r, money) });
  return [
    { label: r.gross, value: money(result.gross) },
    {
      label: format(r.employeePension, { rate: formatNumber(value.input.pension, lang) }),
      value: minus(result.employeePension),
    },
    { label: r.taxable, value: money(result.taxable) },
    ...result.bands
      .filter((band) => band.amount > 0)
      .map((band) => ({ label: bandLabel(band), value: money(band.tax) })),
    { label: r.tax, value: minus(result.tax) },
    { label: r.net, value: money(result.net), total: true },
    {
      label: format(r.employerPension, { rate: formatNumber(value.input.employer, lang) }),
      value: money(result.employerPension),
    },
    { label: r.employerCost, value: money(result.employerCost), total: true },
  ];
}

/**
 * The year: twelve months, with the same deductions as the month so the rows add up (gross − pension − tax =
 * net); the annual bands, the tax's share of the gross; a secondary employer's settling.
 */
export function SalaryYear({
  result,
  value,
  r,
  lang,
}: {
  result: SalaryBreakdown;
  value: SalaryValue;
  r: Results;
  lang: Lang;
}) {
  const money = (cents: number) => formatMoney(cents, lang);
  const minus = (cents: number) => formatDeduction(cents, lang);
  const a = r.annual;
  const year = (cents: number) => cents * 12;
  const rate = result.gross > 0 ? Math.round((result.tax / result.gross) * 1000) / 10 : 0;
  const banded = annualTax(year(result.taxable));
  const [, middle, top] = annualWageTaxBands;
  return (
    <div className="tool-year">
      <ResultTable
        caption={a.heading}
        rows={[
          { label: a.gross, value: money(year(result.gross)) },
          {
            label: format(r.employeePension, { rate: formatNumber(value.input.pension, lang) }),
            value: minus(year(result.employeePension)),
          },
          { label: a.tax, value: minus(year(result.tax)) },
          { label: a.net, value: money(year(result.net)), total: true },
          { label: a.employerCost, value: money(year(result.employerCost)) },
          { label: a.effectiveRate, value: formatPercent(rate, lang) },
        ]}
      />
      <p className="tool-rounding">
        {format(a.bands, { low: money(middle.from), from: money(middle.from + 1), high: money(top.from) })}
      </p>
      {/* Nothing withheld leaves nothing to settle: the comparison would read „0,00 € më pak“. */}
      {value.input.employerKind === 'secondary' && result.tax > 0 ? (
        <p className="notice">
          {format(a.secondary, {
            withheld: money(year(result.tax)),
            banded: money(banded),
            difference: money(Math.abs(year(result.tax) - banded)),
          })}
        </p>
      ) : null}
    </div>
  );
}

export function BelowMinimum({ gross, r, lang }: { gross: number; r: Results; lang: Lang }) {
  if (gross <= 0 || gross >= minimumWage.cents) return null;
  return (
    <p className="notice">
      {format(r.belowMinimum, {
        minimum: formatMoney(minimumWage.cents, lang),
        date: formatDate(lang, minimumWage.appliesFrom),
      })}
    </p>
  );
}

export function SalaryChart({ result, r, lang }: { result: SalaryBreakdown; r: Results; lang: Lang }) {
  const money = (cents: number) => formatMoney(cents, lang);
  const c = r.chart;
  return (
    <StackedBar
      title={c.title}
      parts={[
        { label: c.net, value: result.net, text: money(result.net), tone: 'tone-1' },
        { label: c.tax, value: result.tax, text: money(result.tax), tone: 'tone-2' },
        {
          label: c.employeePension,
          value: result.employeePension,
          text: money(result.employeePension),
          tone: 'tone-3',
        },
        {
          label: c.employerPension,
          value: result.employerPension,
          text: money(result.employerPension),
          tone: 'tone-4',
        },
      ]}
    />
  );
}
