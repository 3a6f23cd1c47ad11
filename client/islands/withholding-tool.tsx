import { type WithholdingToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { formatMoney, formatPercent } from '#shared/tax/amounts.ts';
import { type WithholdingFields, readWithholding } from '#shared/tax/forms.ts';
import { withholdFromGross, withholdFromNet } from '#shared/tax/withholding.ts';
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

export type WithholdingToolProps = ToolWidgetProps<WithholdingToolContent, WithholdingFields>;

/** The withholding tax calculator: from the payment before tax or from what the recipient should receive. */
export default function WithholdingTool(props: WithholdingToolProps) {
  const { lang, action, labels } = props;
  const { reading, bind, form, problem } = useTool({
    tool: 'withholding',
    initial: props.fields,
    serverErrors: props.errors,
    read: (next: WithholdingFields) => readWithholding(next, lang),
    action,
    choices: ['type', 'direction'],
    common: labels.common,
    targets: [
      ['amount', 'tool-amount'],
      ['type', choiceTarget('type', 'rent')],
    ],
  });
  const money = (cents: number) => formatMoney(cents, lang);
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
        base={props}
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
        problem={problem}
        query={reading.ok ? reading.query : null}
        message={
          result
            ? format(labels.message, { gross: money(result.gross), tax: money(result.tax), net: money(result.net) })
            : ''
        }
        note={
          result ? (
            <>
              {result.exact ? null : <p className="notice">{r.inexact}</p>}
              {reading.ok && reading.value.type === 'nonResident' ? <p className="tool-rounding">{r.treaty}</p> : null}
            </>
          ) : null
        }
      />
    </div>
  );
}
