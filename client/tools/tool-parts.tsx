import { type ReactNode } from 'react';
import {
  type ProfitToolContent,
  type SalaryToolContent,
  type ToolCommon,
  type VatToolContent,
} from '#content/i18n/tools-content.ts';
import { type Lang } from '#shared/languages.ts';
import { format } from '#shared/format.ts';
import { type FieldError } from '#shared/tax/forms.ts';

/** The texts every tool shares (a slice of the dictionary's tools.common). */
export interface CommonLabels {
  calculate: string;
  resultHeading: string;
  prompt: string;
  fixErrors: string;
  errors: ToolCommon['errors'];
  rounding: string;
  print: string;
  cta: { heading: string; text: string; button: string };
}

/** What every tool widget receives besides its own fields: where to submit, where to ask, and its texts. */
export interface ToolWidgetBase<Content extends SalaryToolContent | VatToolContent | ProfitToolContent> {
  lang: Lang;
  action: string;
  contactHref: string;
  labels: { common: CommonLabels } & Pick<Content, 'fields' | 'results' | 'message'>;
}

export function errorText(common: CommonLabels, error: FieldError, limits = { min: 5, max: 15 }): string {
  return error === 'outOfRange' ? format(common.errors.outOfRange, limits) : common.errors[error];
}

/** A labelled text field for an amount or a percentage; its error is tied to it and shown above it. */
export function Field({
  name,
  label,
  hint,
  value,
  error,
  onChange,
  inputMode = 'decimal',
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric';
}) {
  const id = `tool-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
    </div>
  );
}

/** A fieldset of radio buttons. */
export function Choice<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: V; label: string; hint?: string }>;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="choice-option">
          <input
            type="radio"
            id={`tool-${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.hint ? `tool-${name}-${option.value}-hint` : undefined}
          />
          <label htmlFor={`tool-${name}-${option.value}`}>{option.label}</label>
          {option.hint ? (
            <p className="field-hint" id={`tool-${name}-${option.value}-hint`}>
              {option.hint}
            </p>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The errors the server found (a 422), listed with links to their fields. Rendered with autofocus, so it
 * takes focus without JavaScript too.
 */
export function ErrorSummary({ heading, errors }: { heading: string; errors: Array<{ field: string; text: string }> }) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" tabIndex={-1} autoFocus role="alert" aria-labelledby="tool-errors-title">
      <h2 id="tool-errors-title">{heading}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.field}>
            <a href={`#tool-${error.field}`}>{error.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The result: a live region, so a screen reader hears the new figures as the visitor types, then the
 * rounding rule and the call to action that carries the result into the contact form.
 */
export function ResultPanel({
  common,
  rows,
  contactHref,
  note,
}: {
  common: CommonLabels;
  rows: Array<{ label: string; value: string; total?: boolean }> | null;
  contactHref: string | null;
  note?: ReactNode;
}) {
  return (
    <section className="tool-result" aria-labelledby="tool-result-title">
      <h2 id="tool-result-title">{common.resultHeading}</h2>
      <div aria-live="polite" aria-atomic="true">
        {rows ? (
          <table className="tool-table">
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className={row.total ? 'tool-total' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{common.prompt}</p>
        )}
        {note}
      </div>
      {rows ? <p className="tool-rounding">{common.rounding}</p> : null}
      {rows ? (
        <button type="button" className="button button-secondary js-only tool-print" onClick={() => window.print()}>
          {common.print}
        </button>
      ) : null}
      {rows && contactHref ? (
        <div className="tool-cta">
          <h3>{common.cta.heading}</h3>
          <p>{common.cta.text}</p>
          <a className="button" href={contactHref}>
            {common.cta.button}
          </a>
        </div>
      ) : null}
    </section>
  );
}
