import { type VatToolContent } from '#content/i18n/tools-content.ts';
import { type FormEvent, useState } from 'react';
import { format } from '#shared/format.ts';
import { formatMoney } from '#shared/tax/amounts.ts';
import { type FieldError, type VatFields, readVat } from '#shared/tax/forms.ts';
import { vat } from '#shared/tax/vat.ts';
import { type ToolWidgetBase, Choice, ErrorSummary, Field, ResultPanel, errorText } from '#client/tools/tool-parts.tsx';
import { showInAddressBar } from '#client/tools/tool-url.ts';

export interface VatToolProps extends ToolWidgetBase<VatToolContent> {
  fields: VatFields;
  errors: Partial<Record<keyof VatFields, FieldError>>;
}

/** The VAT calculator: a plain GET form, recalculated as the visitor types once hydrated. */
export default function VatTool({
  lang,
  action,
  contactHref,
  fields: initial,
  errors: serverErrors,
  labels,
}: VatToolProps) {
  const [fields, setFields] = useState(initial);
  const [edited, setEdited] = useState(false);
  const request = readVat(fields, lang);
  const errors = edited ? {} : serverErrors;
  const set = (name: keyof VatFields) => (value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setEdited(true);
    if (readVat(next, lang).ok) showInAddressBar(action, { ...next });
  };
  const onSubmit = (event: FormEvent) => {
    if (!request.ok) return;
    event.preventDefault();
    showInAddressBar(action, { ...fields });
  };
  const money = (cents: number) => formatMoney(cents, lang);
  const result = request.ok ? vat(request.cents, request.rate, request.mode) : null;
  const r = labels.results;
  const rows = result
    ? [
        { label: r.net, value: money(result.net), total: request.ok && request.mode === 'extract' },
        { label: `${r.vat} (${request.ok ? request.rate : ''}%)`, value: money(result.vat) },
        { label: r.gross, value: money(result.gross), total: request.ok && request.mode === 'add' },
      ]
    : null;
  const message = result
    ? format(labels.message, { net: money(result.net), vat: money(result.vat), gross: money(result.gross) })
    : '';
  const summary = (Object.entries(errors) as Array<[keyof VatFields, FieldError]>).map(([field, error]) => ({
    field,
    text: errorText(labels.common, error),
  }));
  const f = labels.fields;
  return (
    <div className="tool">
      <form className="tool-form" method="get" action={action} onSubmit={onSubmit} noValidate>
        <ErrorSummary heading={labels.common.fixErrors} errors={summary} />
        <Field
          name="amount"
          label={f.amount}
          hint={f.amountHint}
          value={fields.amount}
          error={errors.amount && errorText(labels.common, errors.amount)}
          onChange={set('amount')}
        />
        <Choice
          name="rate"
          legend={f.rate}
          value={fields.rate}
          onChange={set('rate')}
          options={[
            { value: '18', label: f.standard },
            { value: '8', label: f.reduced },
          ]}
        />
        <Choice
          name="mode"
          legend={f.mode}
          value={fields.mode}
          onChange={(value) => set('mode')(value)}
          options={[
            { value: 'add', label: f.add },
            { value: 'extract', label: f.extract },
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
      />
    </div>
  );
}
