import { type VatToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { formatMoney, formatPercent } from '#shared/tax/amounts.ts';
import { type VatFields, readVat } from '#shared/tax/forms.ts';
import { vat } from '#shared/tax/vat.ts';
import {
  type ToolWidgetProps,
  Choice,
  Field,
  KeyResult,
  ResultPanel,
  ToolForm,
  choiceTarget,
  labelled,
} from '#client/tools/tool-parts.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export type VatToolProps = ToolWidgetProps<VatToolContent, VatFields>;

/** The VAT calculator: a plain GET form, recalculated as the visitor types once hydrated. */
export default function VatTool(props: VatToolProps) {
  const { lang, action, labels } = props;
  const { reading, bind, form, problem } = useTool({
    tool: 'vat',
    initial: props.fields,
    serverErrors: props.errors,
    read: (next: VatFields) => readVat(next, lang),
    action,
    choices: ['rate', 'mode'],
    common: labels.common,
    targets: [
      ['amount', 'tool-amount'],
      ['rate', choiceTarget('rate', '18')],
    ],
  });
  const money = (cents: number) => formatMoney(cents, lang);
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
        base={props}
        rows={
          result && reading.ok
            ? [
                { label: r.net, value: money(result.net), total: reading.value.mode === 'extract' },
                { label: format(r.vat, { rate: formatPercent(reading.value.rate, lang) }), value: money(result.vat) },
                { label: r.gross, value: money(result.gross), total: reading.value.mode === 'add' },
              ]
            : null
        }
        problem={problem}
        query={reading.ok ? reading.query : null}
        message={
          result
            ? format(labels.message, { net: money(result.net), vat: money(result.vat), gross: money(result.gross) })
            : ''
        }
      />
    </div>
  );
}
