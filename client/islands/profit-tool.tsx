import { type ProfitToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { type ProfitFields, readProfit } from '#shared/tax/forms.ts';
import { type ProfitKept, keptInKosovo } from '#shared/tax/profit.ts';
import { LossNote, ProfitChart, SmallBusiness, profitRows } from '#client/tools/profit-result.tsx';
import { type ToolWidgetProps } from '#client/tools/tool-props.ts';
import { Choice, Field, labelled } from '#client/tools/fields.tsx';
import { KeyResult, ToolForm } from '#client/tools/tool-form.tsx';
import { ResultPanel } from '#client/tools/result-panel.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export type ProfitToolProps = ToolWidgetProps<ProfitToolContent, ProfitFields>;

/**
 * What a yearly profit leaves its owner in Kosovo, a loss carried forward, the small-business regime on
 * gross receipts, and the same profit beside the European and US averages.
 */
export default function ProfitTool(props: ProfitToolProps) {
  const { lang, labels } = props;
  const { reading, bind, form, panel, money } = useTool(props, {
    tool: 'profit',
    read: readProfit,
    choices: ['activity'],
    targets: [
      ['profit', 'tool-profit'],
      ['turnover', 'tool-turnover'],
    ],
    named: props.labels.fields.names,
  });
  const r = labels.results;
  // A loss keeps nothing: its message names the loss, not a profit the owner would keep.
  const contactMessage = ({ profit, kept }: ProfitKept) =>
    profit < 0
      ? format(labels.message.loss, { loss: money(-profit) })
      : format(labels.message.profit, { profit: money(profit), kept: money(kept) });
  const f = labels.fields;
  const kept = reading.ok ? keptInKosovo(reading.value.cents) : null;
  return (
    <div className="tool">
      <ToolForm {...form}>
        <Field {...bind('profit')} label={f.profit} hint={f.profitHint} />
        <KeyResult label={r.key} value={kept ? money(kept.kept) : null} />
        <fieldset>
          <legend>{f.small}</legend>
          <p className="field-hint">{f.smallHint}</p>
          <Field {...bind('turnover')} label={f.turnover} hint={f.turnoverHint} />
          <Choice {...bind('activity')} legend={f.activity} options={labelled(f, ['trade', 'services'])} />
        </fieldset>
      </ToolForm>
      <ResultPanel
        {...panel}
        rows={reading.ok ? profitRows(reading.value, r, lang) : null}
        message={kept ? contactMessage(kept) : ''}
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
