import { type ProfitToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { formatMoney } from '#shared/tax/amounts.ts';
import { type Errors, type ProfitFields, readProfit } from '#shared/tax/forms.ts';
import { keptInKosovo } from '#shared/tax/profit.ts';
import { LossNote, ProfitChart, SmallBusiness, profitRows } from '#client/tools/profit-result.tsx';
import { type ToolWidgetBase, Choice, Field, KeyResult, ResultPanel, ToolForm } from '#client/tools/tool-parts.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export interface ProfitToolProps extends ToolWidgetBase<ProfitToolContent> {
  fields: ProfitFields;
  errors: Errors<ProfitFields>;
}

/**
 * What a yearly profit leaves its owner in Kosovo, a loss carried forward, the small-business regime on
 * gross receipts, and the same profit beside the European and US averages.
 */
export default function ProfitTool(props: ProfitToolProps) {
  const { lang, action, labels } = props;
  const { fields, reading, message, summary, problem, set, onSubmit } = useTool({
    tool: 'profit',
    initial: props.fields,
    serverErrors: props.errors,
    read: (next: ProfitFields) => readProfit(next, lang),
    action,
    choices: ['activity'],
    common: labels.common,
    targets: [
      ['profit', 'tool-profit'],
      ['turnover', 'tool-turnover'],
    ],
  });
  const money = (cents: number) => formatMoney(cents, lang);
  const r = labels.results;
  const f = labels.fields;
  const kept = reading.ok ? keptInKosovo(reading.value.cents) : null;
  return (
    <div className="tool">
      <ToolForm action={action} common={labels.common} summary={summary} onSubmit={onSubmit}>
        <Field
          name="profit"
          label={f.profit}
          hint={f.profitHint}
          value={fields.profit}
          error={message('profit')}
          onChange={set('profit')}
        />
        <KeyResult label={r.key} value={kept ? money(kept.kept) : null} />
        <fieldset>
          <legend>{f.small}</legend>
          <p className="field-hint">{f.smallHint}</p>
          <Field
            name="turnover"
            label={f.turnover}
            hint={f.turnoverHint}
            value={fields.turnover}
            error={message('turnover')}
            onChange={set('turnover')}
          />
          <Choice
            name="activity"
            legend={f.activity}
            value={fields.activity}
            onChange={set('activity')}
            options={[
              { value: 'trade', label: f.trade },
              { value: 'services', label: f.services },
            ]}
          />
        </fieldset>
      </ToolForm>
      <ResultPanel
        base={props}
        rows={reading.ok ? profitRows(reading.value, r, lang) : null}
        problem={problem}
        query={reading.ok ? reading.query : null}
        message={kept ? format(labels.message, { profit: money(kept.profit), kept: money(kept.kept) }) : ''}
        note={reading.ok ? <LossNote value={reading.value} r={r} /> : null}
        extra={
          reading.ok ? (
            <>
              <SmallBusiness value={reading.value} r={r} lang={lang} />
              <ProfitChart value={reading.value} r={r} lang={lang} />
            </>
          ) : null
        }
      />
    </div>
  );
}
