import { type ProfitToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { type Lang } from '#shared/languages.ts';
import { formatDeduction, formatMoney, formatPercent, formatWholeEuros } from '#shared/tax/amounts.ts';
import { type ProfitValue } from '#shared/tax/forms.ts';
import { keptAtIntegratedRate, keptInKosovo, smallBusinessTax } from '#shared/tax/profit.ts';
import { integratedRates, lossCarryForwardYears, smallBusiness } from '#shared/tax/rates.ts';
import { CompareBars } from './bar-chart';
import { type Row, ResultTable } from './result-panel';

type Results = ProfitToolContent['results'];

export function profitRows(value: ProfitValue, r: Results, lang: Lang): Row[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const kosovo = keptInKosovo(value.cents);
  const minus = (cents: number) => formatDeduction(cents, lang);
  return [
    kosovo.profit < 0
      ? { label: r.lossBeforeTax, value: money(-kosovo.profit) }
      : { label: r.profit, value: money(kosovo.profit) },
    { label: r.corporateTax, value: minus(kosovo.corporateTax) },
    { label: r.dividendTax, value: minus(kosovo.dividendTax) },
    { label: r.kept, value: money(kosovo.kept), total: true },
  ];
}

export function LossNote({ value, r }: { value: ProfitValue; r: Results }) {
  return value.cents < 0 ? (
    <p className="notice">{format(r.loss, { years: r.lossYears[lossCarryForwardYears] })}</p>
  ) : null;
}

/** What each place leaves of the same profit: Kosovo's own figures beside the sourced averages. */
export function ProfitChart({ value, r, lang }: { value: ProfitValue; r: Results; lang: Lang }) {
  if (value.cents <= 0) return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const c = r.chart;
  const europe = keptAtIntegratedRate(value.cents, integratedRates.europe);
  const us = keptAtIntegratedRate(value.cents, integratedRates.us);
  const kosovo = keptInKosovo(value.cents).kept;
  return (
    <CompareBars
      title={c.title}
      note={c.note}
      bars={[
        { label: c.kosovo, value: kosovo, text: money(kosovo), tone: 'tone-1' },
        {
          label: format(c.europe, { rate: formatPercent(integratedRates.europe, lang) }),
          value: europe,
          text: money(europe),
          tone: 'tone-3',
        },
        {
          label: format(c.us, { rate: formatPercent(integratedRates.us, lang) }),
          value: us,
          text: money(us),
          tone: 'tone-4',
        },
      ]}
    />
  );
}

/** The small-business regime beside the profit tax, when the year's gross receipts were given. */
export function SmallBusiness({ value, r, lang }: { value: ProfitValue; r: Results; lang: Lang }) {
  if (value.turnover === null) return null;
  const money = (cents: number) => formatMoney(cents, lang);
  const s = r.small;
  const tax = smallBusinessTax(value.turnover, value.activity);
  const minimum = money(smallBusiness.quarterlyMinimumCents);
  if (!tax.eligible) {
    return (
      <p className="notice">{format(s.over, { threshold: formatWholeEuros(smallBusiness.thresholdCents, lang) })}</p>
    );
  }
  return (
    <div className="tool-year">
      <ResultTable
        caption={s.heading}
        rows={[
          { label: s.receipts, value: money(value.turnover) },
          {
            label: tax.atMinimum
              ? format(s.taxMinimum, { minimum })
              : format(s.tax, { rate: formatPercent(tax.rate, lang) }),
            value: money(tax.yearly),
            total: true,
          },
          {
            label: tax.atMinimum ? format(s.minimum, { minimum }) : s.quarterly,
            value: money(tax.quarterly),
          },
          { label: s.onProfit, value: money(keptInKosovo(value.cents).corporateTax) },
        ]}
      />
      <p className="tool-rounding">{s.note}</p>
    </div>
  );
}
