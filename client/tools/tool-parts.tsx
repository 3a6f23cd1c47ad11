import { type FormEvent, type ReactNode, useState } from 'react';
import { type AnyToolContent, type ToolCommon } from '#content/i18n/tools-content.ts';
import { type Errors } from '#shared/tax/forms.ts';
import { type Lang } from '#shared/languages.ts';

/** The texts every tool shares (a slice of the dictionary's tools.common). */
export type CommonLabels = Pick<
  ToolCommon,
  | 'calculate'
  | 'resultHeading'
  | 'prompt'
  | 'fixErrors'
  | 'errors'
  | 'fieldNames'
  | 'rounding'
  | 'print'
  | 'copyLink'
  | 'copied'
  | 'printed'
  | 'cta'
>;

/** What every tool widget receives besides its own fields: where to submit, where to ask, and its texts. */
export interface ToolWidgetBase<Content extends AnyToolContent> {
  lang: Lang;
  action: string;
  contactHref: string;
  /** The site's address, for the printed result's link. */
  origin: string;
  /** For the printout: the firm's name and contacts, and the day of the calculation as the language writes it. */
  printed: { firm: string; contact: string; date: string };
  labels: { common: CommonLabels } & Pick<Content, 'fields' | 'results' | 'message'>;
}

/**
 * A calculator island's props: the fields as the server read them from the query, and the errors it found in
 * them (a 422), shown until the visitor edits.
 */
export interface ToolWidgetProps<Content extends AnyToolContent, Fields> extends ToolWidgetBase<Content> {
  fields: Fields;
  errors: Errors<Fields>;
}

/** A labelled text field for an amount or a percentage; its error is tied to it and shown above it. */
export function Field({
  name,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
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
        inputMode="decimal"
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

/** A choice's options labelled with the texts of the same names, e.g. `labelled(f, ['add', 'extract'])`. */
export const labelled = <const V extends string>(labels: Record<NoInfer<V>, string>, values: readonly V[]) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The id of a choice's first radio button: where an error summary's link for the choice leads. */
export const choiceTarget = (name: string, first: string) => `tool-${name}-${first}`;

/** A group of radio buttons; a wrong choice (from a link) marks the group invalid with its message. */
export function Choice<V extends string>({
  name,
  legend,
  options,
  value,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  options: Array<{ value: V; label: string; hint?: string }>;
  value: string;
  error?: string;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset
      className={error ? 'choice field-invalid' : 'choice'}
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `tool-${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {error ? (
        <p className="field-error" id={`tool-${name}-error`}>
          {error}
        </p>
      ) : null}
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
 * The errors the server found (a 422), each linked to its field. Rendered with autofocus, so it takes focus
 * without JavaScript too.
 */
export function ErrorSummary({
  heading,
  errors,
}: {
  heading: string;
  errors: Array<{ target: string; text: string }>;
}) {
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" tabIndex={-1} autoFocus role="alert" aria-labelledby="tool-errors-title">
      <h2 id="tool-errors-title">{heading}</h2>
      <ul>
        {errors.map((error) => (
          <li key={error.target}>
            <a href={`#${error.target}`}>{error.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A tool's form: a GET form that lands on the result (#result) when the server answers it without
 * JavaScript, the server's error summary on top and the calculate button below the fields.
 */
export function ToolForm({
  action,
  common,
  summary,
  onSubmit,
  children,
}: {
  action: string;
  common: CommonLabels;
  summary: Array<{ target: string; text: string }>;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form className="tool-form" method="get" action={`${action}#result`} onSubmit={onSubmit} noValidate>
      <ErrorSummary heading={common.fixErrors} errors={summary} />
      {children}
      <button type="submit" className="button">
        {common.calculate}
      </button>
    </form>
  );
}

/** The key figure beside the fields, so a phone shows it while the visitor types (the table below is the live region). */
export function KeyResult({ label, value }: { label: string; value: string | null }) {
  if (value === null) return null;
  return (
    <p className="tool-key">
      <span>{label}</span> <strong>{value}</strong>
    </p>
  );
}

export interface Row {
  label: string;
  value: string;
  total?: boolean;
}

export function ResultTable({ rows, caption }: { rows: Row[]; caption?: string }) {
  return (
    <table className="tool-table">
      {caption ? <caption>{caption}</caption> : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.total ? 'tool-total' : undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Copies the address bar (which always holds this result) to the clipboard; says so in a status. */
function CopyLink({ common }: { common: CommonLabels }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(location.href).then(() => setCopied(true));
  };
  return (
    <>
      <button type="button" className="button button-secondary js-only" onClick={copy}>
        {common.copyLink}
      </button>
      <span role="status" className="tool-copied">
        {copied ? common.copied : ''}
      </span>
    </>
  );
}

/**
 * The result: a live region, so a screen reader hears the new figures (or what is wrong) as the visitor
 * types; then what prints with it (the firm, the day, the result's address), the rounding rule, copy and
 * print, and the call to action that carries the result into the contact form.
 */
export function ResultPanel({
  base,
  rows,
  problem,
  query,
  message,
  note,
  extra,
}: {
  base: ToolWidgetBase<AnyToolContent>;
  rows: Row[] | null;
  /** The live errors in words, read out in the result's place. */
  problem: string[];
  /** The result's canonical query, for its printed address. */
  query: Record<string, string> | null;
  message: string;
  note?: ReactNode;
  extra?: ReactNode;
}) {
  const common = base.labels.common;
  const address = query ? `${base.origin}${base.action}?${new URLSearchParams(query).toString()}` : '';
  return (
    <section className="tool-result" id="result" aria-labelledby="tool-result-title" tabIndex={-1}>
      <h2 id="tool-result-title">{common.resultHeading}</h2>
      {rows ? (
        <div className="tool-printed print-only">
          <p>{base.printed.firm}</p>
          <p>{base.printed.contact}</p>
          <p>{base.printed.date}</p>
          <p>
            {common.printed.address} {address}
          </p>
        </div>
      ) : null}
      <div aria-live="polite" aria-atomic="true">
        {rows ? (
          <ResultTable rows={rows} />
        ) : problem.length > 0 ? (
          problem.map((text) => (
            <p key={text} className="tool-problem">
              {text}
            </p>
          ))
        ) : (
          <p className="muted">{common.prompt}</p>
        )}
        {rows ? note : null}
      </div>
      {rows ? extra : null}
      {rows ? <p className="tool-rounding">{common.rounding}</p> : null}
      {rows ? (
        <div className="tool-actions">
          <CopyLink common={common} />
          <button type="button" className="button button-secondary js-only" onClick={() => window.print()}>
            {common.print}
          </button>
        </div>
      ) : null}
      {rows && message ? (
        <div className="tool-cta">
          <h3>{common.cta.heading}</h3>
          <p>{common.cta.text}</p>
          <a className="button" href={`${base.contactHref}?${new URLSearchParams({ message }).toString()}`}>
            {common.cta.button}
          </a>
        </div>
      ) : null}
    </section>
  );
}
