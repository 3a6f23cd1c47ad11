import { type SalaryToolContent } from '#content/i18n/tools-content.ts';
import { format } from '#shared/format.ts';
import { type SalaryFields, readSalary } from '#shared/tax/forms.ts';
import { BelowMinimum, SalaryChart, SalaryYear, salaryResult, salaryRows } from '#client/tools/salary-result.tsx';
import { type ToolWidgetProps } from '#client/tools/tool-props.ts';
import { Choice, Field, choiceTarget } from '#client/tools/fields.tsx';
import { KeyResult, ToolForm } from '#client/tools/tool-form.tsx';
import { ResultPanel } from '#client/tools/result-panel.tsx';
import { useTool } from '#client/tools/use-tool.ts';

export type SalaryToolProps = ToolWidgetProps<SalaryToolContent, SalaryFields>;

/**
 * The salary calculator: a plain GET form (it works without JavaScript; the server answers with the result)
 * that, once hydrated, recalculates as the visitor types with the same calculation module as the server.
 */
export default function SalaryTool(props: SalaryToolProps) {
  const { lang, labels } = props;
  const { fields, reading, update, bind, form, panel, money } = useTool(props, {
    tool: 'salary',
    read: readSalary,
    choices: ['pension', 'employer', 'employment'],
    targets: [
      ['gross', 'tool-gross'],
      ['net', 'tool-net'],
      ['pension', 'tool-pension'],
      ['employer', 'tool-employer'],
      ['employment', choiceTarget('employment', 'primary')],
    ],
    named: props.labels.fields.names,
  });
  // The two amounts exclude each other: typing one clears the other.
  const setAmount = (name: 'gross' | 'net') => (value: string) =>
    update({ ...fields, [name]: value, ...(value ? { [name === 'gross' ? 'net' : 'gross']: '' } : {}) });
  const r = labels.results;
  const f = labels.fields;
  const result = reading.ok ? salaryResult(reading.value) : null;
  const fromNet = reading.ok && reading.value.direction === 'net';
  return (
    <div className="tool">
      <ToolForm {...form}>
        <fieldset>
          <legend>{f.legend}</legend>
          <p className="field-hint">{f.eitherHint}</p>
          <Field {...bind('gross')} label={f.gross} onChange={setAmount('gross')} />
          <Field {...bind('net')} label={f.net} onChange={setAmount('net')} />
        </fieldset>
        {/* The figure the visitor came for: the net from a gross, the gross a net needs. */}
        <KeyResult
          label={fromNet ? r.gross : r.key}
          value={result ? money(fromNet ? result.gross : result.net) : null}
        />
        <Field {...bind('pension')} label={f.pension} hint={f.percentHint} />
        <Field {...bind('employer')} label={f.employer} hint={f.percentHint} />
        <Choice
          {...bind('employment')}
          legend={f.employment}
          options={[
            { value: 'primary', label: f.primary, hint: f.primaryHint },
            { value: 'secondary', label: f.secondary, hint: f.secondaryHint },
          ]}
        />
      </ToolForm>
      <ResultPanel
        {...panel}
        rows={result && reading.ok ? salaryRows(result, reading.value, r, lang) : null}
        message={
          result
            ? format(labels.message, {
                gross: money(result.gross),
                net: money(result.net),
                cost: money(result.employerCost),
              })
            : ''
        }
        note={
          result ? (
            <>
              {result.exact ? null : <p className="notice">{r.inexact}</p>}
              <BelowMinimum gross={result.gross} r={r} lang={lang} />
            </>
          ) : null
        }
        extra={
          result && reading.ok ? (
            <>
              <SalaryChart result={result} r={r} lang={lang} />
              <SalaryYear result={result} value={reading.value} r={r} lang={lang} />
            </>
          ) : null
        }
      />
    </div>
  );
}
