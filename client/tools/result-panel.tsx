import { type ReactNode, useState } from 'react';
import { type AnyToolContent } from '#content/i18n/tools-content.ts';
import { type CommonLabels, type ToolWidgetBase } from './tool-props';

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
