import { type VatToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { formatPercent } from '#shared/tax/amounts.ts';
import { type VatFields, readVat } from '#shared/tax/forms.ts';
import { vat } from '#shared/tax/vat.ts';
import { type ToolWidgetProps } from '#client/tools/tool-props.ts';
import { Choice, Field, choiceTarget, labelled } from '#client/tools/fields.tsx';
import { KeyResult, ToolForm } from '#client/tools/tool-form.tsx';
import { ResultPanel } from '#client/tools/result-panel.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export type VatToolProps = ToolWidgetProps<VatToolContent, VatFields>;

/** The VAT calculator: a plain GET form, recalculated as the visitor types once hydrated. */
export default function VatTool(props: VatToolProps) {
  const { lang, labels } = props;
  const { reading, bind, form, panel, money } = useTool(props, {
    tool: 'vat',
    read: readVat,
    choices: ['rate', 'mode'],
    targets: [
      ['amount', 'tool-amount'],
      ['rate', choiceTarget('rate', '18')],
    ],
  });
  const result = reading.ok ? vat(reading.value.cents, reading.value.rate, reading.value.mode) : null;
  const r = labels.results;
  const f = labels.fields;
  return (
    <div className="tool">
      <ToolForm {...form}>
        <Field {...bind('amount')} label={f.amount} hint={f.amountHint} />
        <KeyResult label={r.key} value={result ? money(result.vat) : null} />
        <Choice
          {...bind('rate')}
          legend={f.rate}
          options={[
            { value: '18', label: f.standard },
            { value: '8', label: f.reduced },
          ]}
        />
        <Choice {...bind('mode')} legend={f.mode} options={labelled(f, ['add', 'extract'])} />
      </ToolForm>
      <ResultPanel
        {...panel}
        rows={
          result && reading.ok
            ? [
                { label: r.net, value: money(result.net), total: reading.value.mode === 'extract' },
                { label: format(r.vat, { rate: formatPercent(reading.value.rate, lang) }), value: money(result.vat) },
                { label: r.gross, value: money(result.gross), total: reading.value.mode === 'add' },
              ]
            : null
        }
        message={
          result && reading.ok
            ? format(labels.message, {
                net: money(result.net),
                rate: formatPercent(reading.value.rate, lang),
                vat: money(result.vat),
                gross: money(result.gross),
              })
            : ''
        }
      />
    </div>
  );
}
