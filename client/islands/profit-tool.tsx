import { type ProfitToolContent } from '#content/i18n/tools-content.ts';
import { type FormEvent, useState } from 'react';
import { format } from '#shared/format.ts';
import { formatMoney, formatPercent } from '#shared/tax/amounts.ts';
import { type FieldError, readProfit } from '#shared/tax/forms.ts';
import { keptInKosovo, profitKept } from '#shared/tax/profit.ts';
import { averages } from '#shared/tax/rates.ts';
import { type ToolWidgetBase, ErrorSummary, Field, errorText } from '#client/tools/tool-parts.tsx';
import { showInAddressBar } from '#client/tools/tool-url.ts';

export interface ProfitToolProps extends ToolWidgetBase<ProfitToolContent> {
  profit: string;
  error?: FieldError;
}

/**
 * What a yearly profit leaves its owner: Kosovo beside the EU and US averages, as a table. A range where
 * the average is one (the EU's dividend taxes).
 */
export default function ProfitTool({
  lang,
  action,
  contactHref,
  profit: initial,
  error: serverError,
  labels,
}: ProfitToolProps) {
  const [profit, setProfit] = useState(initial);
  const [edited, setEdited] = useState(false);
  const request = readProfit(profit, lang);
  const error = edited ? undefined : serverError;
  const onChange = (value: string) => {
    setProfit(value);
    setEdited(true);
    if (readProfit(value, lang).ok) showInAddressBar(action, { profit: value });
  };
  const onSubmit = (event: FormEvent) => {
    if (!request.ok) return;
    event.preventDefault();
    showInAddressBar(action, { profit });
  };
  const money = (cents: number) => formatMoney(cents, lang);
  const r = labels.results;
  const span = (low: string, high: string) => (low === high ? low : format(r.range, { low, high }));
  const places = request.ok
    ? [
        { where: r.kosovo, low: keptInKosovo(request.cents), high: keptInKosovo(request.cents) },
        ...(['eu', 'us'] as const).map((area) => {
          const { corporate, dividends } = averages[area];
          const [lowRate, highRate] = dividends;
          // The labels write the % themselves: {corporate}%, {dividends}%.
          const bare = (rate: number | readonly [number, number]) => formatPercent(rate, lang).replace(/%$/, '');
          const label = format(r[area], {
            corporate: bare(corporate),
            dividends:
              lowRate === highRate ? bare(lowRate) : format(r.range, { low: bare(lowRate), high: bare(highRate) }),
          });
          // The highest dividend tax leaves the least.
          return {
            where: label,
            low: profitKept(request.cents, corporate, highRate),
            high: profitKept(request.cents, corporate, lowRate),
          };
        }),
      ]
    : [];
  const kosovo = places[0]?.low;
  const message = kosovo ? format(labels.message, { profit: money(kosovo.profit), kept: money(kosovo.kept) }) : '';
  return (
    <div className="tool tool-wide">
      <form className="tool-form" method="get" action={action} onSubmit={onSubmit} noValidate>
        <ErrorSummary
          heading={labels.common.fixErrors}
          errors={error ? [{ field: 'profit', text: errorText(labels.common, error) }] : []}
        />
        <Field
          name="profit"
          label={labels.fields.profit}
          hint={labels.fields.profitHint}
          value={profit}
          error={error && errorText(labels.common, error)}
          onChange={onChange}
        />
        <button type="submit" className="button">
          {labels.common.calculate}
        </button>
      </form>
      <section className="tool-result" aria-labelledby="tool-result-title">
        <h2 id="tool-result-title">{labels.common.resultHeading}</h2>
        <div aria-live="polite" aria-atomic="true">
          {places.length > 0 ? (
            <div className="table-scroll">
              <table className="tool-table tool-compare">
                <caption>{r.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{r.where}</th>
                    <th scope="col">{r.corporateTax}</th>
                    <th scope="col">{r.dividendTax}</th>
                    <th scope="col">{r.kept}</th>
                  </tr>
                </thead>
                <tbody>
                  {places.map((place) => (
                    <tr key={place.where}>
                      <th scope="row">{place.where}</th>
                      <td>{money(place.low.corporateTax)}</td>
                      <td>{span(money(place.high.dividendTax), money(place.low.dividendTax))}</td>
                      <td>{span(money(place.low.kept), money(place.high.kept))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="muted">{labels.common.prompt}</p>
          )}
        </div>
        {places.length > 0 ? (
          <>
            <p className="tool-rounding">{r.averagesNote}</p>
            <p className="tool-rounding">{labels.common.rounding}</p>
            <button type="button" className="button button-secondary js-only tool-print" onClick={() => window.print()}>
              {labels.common.print}
            </button>
          </>
        ) : null}
        {message ? (
          <div className="tool-cta">
            <h3>{labels.common.cta.heading}</h3>
            <p>{labels.common.cta.text}</p>
            <a className="button" href={`${contactHref}?${new URLSearchParams({ message }).toString()}`}>
              {labels.common.cta.button}
            </a>
          </div>
        ) : null}
      </section>
    </div>
  );
}
