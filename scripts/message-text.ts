import { escaped } from '#server/contact/visible-text.ts';

/**
 * Visitors' words as the messages command prints them. A message is untrusted text: it must not be able to
 * drive the operator's terminal or run as a formula in the spreadsheet the CSV is opened in.
 */

/**
 * Control characters (C0 but tab and newline, DEL, C1 — ESC and CSI among them) and the bidi embeddings,
 * overrides and isolates shown as visible escapes, so an ESC sequence in a name cannot move the cursor,
 * retitle the terminal or hide text, and a bidi override cannot reorder what the firm reads.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, escaped);
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula. Spreadsheets
 * in locales that write decimal commas split CSV at ";" instead of ",", so every piece a split at either
 * could start is neutralised with a leading quote, not only the cell's start (OWASP, CSV injection).
 */
export function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : printable(String(value).replace(/\r\n?/g, '\n'));
  // Quotes too: in `a;"=1+1;` a split at ";" leaves `""=1+1`, which a spreadsheet reads as the formula =1+1.
  const safe = text.replace(/(^|[,;\n\r])([\s"]*)([=+\-@\t\r])/g, "$1$2'$3");
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV with CRLF line ends (RFC 4180). */
export function csv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return rows
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}
