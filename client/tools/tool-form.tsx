import { type FormEvent, type ReactNode } from 'react';
import { type CommonLabels } from './tool-props';

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
