import { hiddenInLine } from '#shared/contact-schema.ts';

const hiddenEverywhere = new RegExp(hiddenInLine.source, 'gu');

/** A character as an escape the reader sees: "\x0a" for a line break, "\u{202e}" for a bidi override. */
export function escaped(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/**
 * A one-line field (name, email, phone, company) as the firm reads it, in the enquiry email and the messages
 * listing: the form refuses what would break or reorder the line, and a message stored before it did (or
 * copied in with `--export-to`) shows it escaped, so it cannot add a line ("Bcc: …") or a fake entry.
 */
export function visibleLine(text: string): string {
  return text.replace(hiddenEverywhere, escaped);
}
