import { type WithholdingToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { formatPercent } from '#shared/tax/amounts.ts';
import { type WithholdingFields, readWithholding } from '#shared/tax/forms.ts';
import { treatyMayApply, withholdFromGross, withholdFromNet } from '#shared/tax/withholding.ts';
import { type ToolWidgetProps } from '#client/tools/tool-props.ts';
import { Choice, Field, choiceTarget, labelled } from '#client/tools/fields.tsx';
import { KeyResult, ToolForm } from '#client/tools/tool-form.tsx';
import { ResultPanel } from '#client/tools/result-panel.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export type WithholdingToolProps = ToolWidgetProps<WithholdingToolContent, WithholdingFields>;

/** The withholding tax calculator: from the payment before tax or from what the recipient should receive. */
export default function WithholdingTool(props: WithholdingToolProps) {
  const { lang, labels } = props;
  const { reading, bind, form, panel, money } = useTool(props, {
    tool: 'withholding',
    read: readWithholding,
    choices: ['type', 'direction'],
    targets: [
      ['amount', 'tool-amount'],
      ['type', choiceTarget('type', 'rent')],
    ],
  });
  const r = labels.results;
  const f = labels.fields;
  const result = reading.ok
    ? reading.value.direction === 'gross'
      ? withholdFromGross(reading.value.cents, reading.value.type)
      : withholdFromNet(reading.value.cents, reading.value.type)
    : null;
  const typeLabels = { rent: f.rent, interest: f.interest, royalties: f.royalties, nonResident: f.nonResident };
  return (
    <div className="tool">
      <ToolForm {...form}>
        <Field {...bind('amount')} label={f.amount} hint={f.amountHint} />
        <KeyResult label={r.key} value={result ? money(result.tax) : null} />
        <Choice {...bind('direction')} legend={f.direction} options={labelled(f, ['gross', 'net'])} />
        <Choice
          {...bind('type')}
          legend={f.type}
          options={labelled(f, ['rent', 'interest', 'royalties', 'nonResident'])}
        />
      </ToolForm>
      <ResultPanel
        {...panel}
        rows={
          result
            ? [
                { label: f.type, value: reading.ok ? typeLabels[reading.value.type] : '' },
                { label: r.gross, value: money(result.gross) },
                { label: format(r.tax, { rate: formatPercent(result.rate, lang) }), value: money(result.tax) },
                { label: r.net, value: money(result.net), total: true },
              ]
            : null
        }
        message={
          result
            ? format(labels.message.text, {
                gross: money(result.gross),
                type: reading.ok ? labels.message.paidFor[reading.value.type] : '',
                tax: money(result.tax),
                net: money(result.net),
              })
            : ''
        }
        note={
          result && reading.ok && treatyMayApply(reading.value.type) ? (
            <p className="tool-rounding">{r.treaty}</p>
          ) : null
        }
      />
    </div>
  );
}
