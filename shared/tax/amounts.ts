import { type Lang } from '#shared/languages.ts';
import { formatWhole } from '#shared/format.ts';
import { maxCents } from './money';

/** What can be wrong with an amount; each message names the amount, not its field (client/tools/use-tool.ts). */
export const amountErrors = ['required', 'invalid', 'decimals', 'negative', 'tooLarge', 'lossTooLarge'] as const;
export type AmountError = (typeof amountErrors)[number];

/**
 * An amount of money as a visitor writes it, to cents: "1000", "1.000,50" (Albanian), "1,000.50"
 * (English), "€ 1 000", "1000 EUR". The page's language says which mark separates thousands; a lone mark
 * followed by one or two digits is read as the decimal mark whichever it is ("1000.5" on /sq/ too).
 */
export function parseAmount(
  text: string | undefined,
  lang: Lang,
  { allowNegative = false } = {},
): { cents: number } | { error: AmountError } {
  // The currency may stand before or after the number, written "€", "EUR" or "euro(s)", with or without a space.
  const raw = (text ?? '')
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/€/g, '')
    .replace(/^eur(?:os?)?|eur(?:os?)?$/i, '');
  if (raw === '') return { error: 'required' };
  // "--5": a second minus is a mistyped number in any field, not a refused negative.
  if (/^[-−]{2}/.test(raw)) return { error: 'invalid' };
  if (raw.startsWith('-') || raw.startsWith('−')) {
    if (!allowNegative) return { error: 'negative' };
    const positive = parseAmount(raw.slice(1), lang);
    if ('cents' in positive) return { cents: -positive.cents };
    // A loss past the limit is told the limit as a loss: "up to €100,000,000" reads as a bound on gains.
    return positive.error === 'tooLarge' ? { error: 'lossTooLarge' } : positive;
  }
  if (!/^\+?\d[\d.,]*$/.test(raw)) return { error: 'invalid' };
  const digits = raw.replace(/^\+/, '');
  const thousands = lang === 'sq' ? '.' : ',';
  const marks = [...digits.matchAll(/[.,]/g)].map((m) => ({ mark: m[0], index: m.index ?? 0 }));
  const last = marks.at(-1);
  let decimalAt = -1;
  if (last) {
    const after = digits.length - last.index - 1;
    const mixed = marks.some((m) => m.mark !== last.mark);
    // The last mark is a decimal mark when both kinds appear, or when it cannot be a thousands group.
    if (mixed || after !== 3 || (last.mark !== thousands && marks.length === 1)) decimalAt = last.index;
  }
  const whole = decimalAt === -1 ? digits : digits.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : digits.slice(decimalAt + 1);
  if (/[.,]/.test(fraction)) return { error: 'invalid' };
  // A number, but to a tenth of a cent: told so, rather than asked for a number.
  if (fraction.length > 2) return { error: 'decimals' };
  // Thousands groups: one to three digits, then groups of exactly three, all with the same mark.
  const groups = whole.split(/[.,]/);
  const groupMarks = new Set([...whole.matchAll(/[.,]/g)].map((m) => m[0]));
  const badGroup = (group: string, i: number) =>
    i === 0 ? group.length < 1 || (groups.length > 1 && group.length > 3) : group.length !== 3;
  if (groupMarks.size > 1 || groups.some(badGroup)) {
    return { error: 'invalid' };
  }
  const cents = Number(groups.join('')) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents)) return { error: 'tooLarge' };
  if (cents > maxCents) return { error: 'tooLarge' };
  return { cents };
}

/**
 * Cents as the tools write them into a link: digits and a dot, no grouping, no trailing zero ("1000.5",
 * "-250"), which both languages read back the same way, so a link works on /en/ and /sq/ alike.
 */
export function canonicalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const whole = Math.floor(absolute / 100);
  const fraction = absolute % 100;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** A percentage as written ("5", "7,5", "7.5 %"), within limits. */
export function parsePercent(
  text: string | undefined,
  min: number,
  max: number,
): { value: number } | { error: 'invalid' | 'decimals' | 'outOfRange' } {
  const raw = (text ?? '').replace(/[\s%]/g, '').replace(',', '.').replace('−', '-');
  if (/^-?\d+\.\d{3,}$/.test(raw)) return { error: 'decimals' };
  // A number out of the limits (100, -5) is told the limits, not asked for a number.
  if (!/^-?\d+(\.\d{1,2})?$/.test(raw)) return { error: 'invalid' };
  const value = Number(raw);
  return value < min || value > max ? { error: 'outOfRange' } : { value };
}

/**
 * Cents as the page's language writes money: "€1,050.00" in English, "1.050,00 €" in Albanian (thousands
 * always grouped, as Kosovo's invoices and payslips write them). Written out by hand rather than with Intl, so
 * the server and every browser print the very same characters.
 */
export function formatMoney(cents: number, lang: Lang): string {
  const sign = cents < 0 ? '−' : '';
  const absolute = Math.abs(cents);
  const grouped = formatWhole(Math.floor(absolute / 100), lang);
  const fraction = String(absolute % 100).padStart(2, '0');
  return sign + withEuro(`${grouped}${lang === 'sq' ? ',' : '.'}${fraction}`, lang);
}

/** A deduction in a result table: "−€60.00", or "€0.00" without a minus when nothing is taken. */
export function formatDeduction(cents: number, lang: Lang): string {
  return cents > 0 ? `−${formatMoney(cents, lang)}` : formatMoney(cents, lang);
}

/** Whole euros, for a threshold in running text: "€30,000" in English, "30.000 €" in Albanian. */
export function formatWholeEuros(cents: number, lang: Lang): string {
  return withEuro(formatWhole(Math.round(cents / 100), lang), lang);
}

/** The euro sign where each language puts it: before the amount in English, after it (no-break space) in Albanian. */
function withEuro(amount: string, lang: Lang): string {
  return lang === 'sq' ? `${amount}\u00a0€` : `€${amount}`;
}

/** A number with its decimal mark as each language writes it: "7.5" in English, "7,5" in Albanian. */
export function formatNumber(value: number, lang: Lang): string {
  return lang === 'sq' ? String(value).replace('.', ',') : String(value);
}

/** A rate as each language writes it: "21.3%" in English, "21,3%" in Albanian; a range "15–30%". */
export function formatPercent(value: number | readonly [number, number], lang: Lang): string {
  const one = (n: number) => formatNumber(n, lang);
  if (typeof value === 'number') return `${one(value)}%`;
  return value[0] === value[1] ? `${one(value[0])}%` : `${one(value[0])}–${one(value[1])}%`;
}
