import { type SalaryToolContent } from '#content/i18n/tools-content.ts';
import { type FormEvent, useState } from 'react';
import { format } from '#shared/format.ts';
import { formatMoney } from '#shared/tax/amounts.ts';
import { type FieldError, type SalaryFields, readSalary } from '#shared/tax/forms.ts';
import { fromGross, fromNet } from '#shared/tax/salary.ts';
import { type ToolWidgetBase, Choice, ErrorSummary, Field, ResultPanel, errorText } from '#client/tools/tool-parts.tsx';
import { showInAddressBar } from '#client/tools/tool-url.ts';

export interface SalaryToolProps extends ToolWidgetBase<SalaryToolContent> {
  fields: SalaryFields;
  /** Errors the server found in the submitted query (a 422), shown until the visitor edits. */
  errors: Partial<Record<keyof SalaryFields, FieldError>>;
}

/**
 * The salary calculator: a plain GET form (it works without JavaScript; the server answers with the result)
 * that, once hydrated, recalculates as the visitor types with the same calculation module as the server.
 */
export default function SalaryTool({
  lang,
  action,
  contactHref,
  fields: initial,
  errors: serverErrors,
  labels,
}: SalaryToolProps) {
  const [fields, setFields] = useState(initial);
  const [edited, setEdited] = useState(false);
  const request = readSalary(fields, lang);
  // While typing, a half-written amount is no error worth shouting about: the last errors shown are the
  // server's, until the visitor submits again.
  const errors = edited ? {} : serverErrors;
  const set = (name: keyof SalaryFields) => (value: string) => {
    const next = { ...fields, [name]: value };
    // The two amounts exclude each other: typing one clears the other.
    if (name === 'gross' && value) next.net = '';
    if (name === 'net' && value) next.gross = '';
    setFields(next);
    setEdited(true);
    if (readSalary(next, lang).ok) showInAddressBar(action, { ...next });
  };
  const onSubmit = (event: FormEvent) => {
    if (!request.ok) return; // the server answers with the errors
    event.preventDefault();
    showInAddressBar(action, { ...fields });
  };

  const money = (cents: number) => formatMoney(cents, lang);
  let rows: Array<{ label: string; value: string; total?: boolean }> | null = null;
  let inexact = false;
  let message = '';
  if (request.ok) {
    const result =
      request.direction === 'gross' ? fromGross(request.cents, request.input) : fromNet(request.cents, request.input);
    inexact = 'exact' in result && !result.exact;
    const r = labels.results;
    rows = [
      { label: r.gross, value: money(result.gross) },
      { label: format(r.employeePension, { rate: request.input.pension }), value: `−${money(result.employeePension)}` },
      { label: r.taxable, value: money(result.taxable) },
      ...result.bands.map((band) => ({
        label: format(request.input.employerKind === 'secondary' ? r.secondaryBand : r.band, {
          rate: band.rate,
          amount: money(band.amount),
        }),
        value: money(band.tax),
      })),
      { label: r.tax, value: `−${money(result.tax)}` },
      { label: r.net, value: money(result.net), total: true },
      { label: format(r.employerPension, { rate: request.input.employer }), value: money(result.employerPension) },
      { label: r.employerCost, value: money(result.employerCost), total: true },
    ];
    message = format(labels.message, {
      gross: money(result.gross),
      net: money(result.net),
      cost: money(result.employerCost),
    });
  }
  const summary = (Object.entries(errors) as Array<[keyof SalaryFields, FieldError]>).map(([field, error]) => ({
    field,
    text: errorText(labels.common, error),
  }));
  const f = labels.fields;
  return (
    <div className="tool">
      <form className="tool-form" method="get" action={action} onSubmit={onSubmit} noValidate>
        <ErrorSummary heading={labels.common.fixErrors} errors={summary} />
        <fieldset>
          <legend>{f.legend}</legend>
          <p className="field-hint">{f.eitherHint}</p>
          <Field
            name="gross"
            label={f.gross}
            value={fields.gross}
            error={errors.gross && errorText(labels.common, errors.gross)}
            onChange={set('gross')}
          />
          <Field
            name="net"
            label={f.net}
            value={fields.net}
            error={errors.net && errorText(labels.common, errors.net)}
            onChange={set('net')}
          />
        </fieldset>
        <Field
          name="pension"
          label={f.pension}
          hint={f.percentHint}
          value={fields.pension}
          error={errors.pension && errorText(labels.common, errors.pension)}
          onChange={set('pension')}
        />
        <Field
          name="employer"
          label={f.employer}
          hint={f.percentHint}
          value={fields.employer}
          error={errors.employer && errorText(labels.common, errors.employer)}
          onChange={set('employer')}
        />
        <Choice
          name="employment"
          legend={f.employment}
          value={fields.employment}
          onChange={(value) => set('employment')(value)}
          options={[
            { value: 'primary', label: f.primary, hint: f.primaryHint },
            { value: 'secondary', label: f.secondary, hint: f.secondaryHint },
          ]}
        />
        <button type="submit" className="button">
          {labels.common.calculate}
        </button>
      </form>
      <ResultPanel
        common={labels.common}
        rows={rows}
        contactHref={message ? `${contactHref}?${new URLSearchParams({ message }).toString()}` : null}
        note={inexact ? <p className="notice">{labels.results.inexact}</p> : null}
      />
    </div>
  );
}
