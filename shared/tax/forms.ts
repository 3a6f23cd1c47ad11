import { type Lang } from '#shared/languages.ts';
import { type AmountError, canonicalAmount, parseAmount, parsePercent } from './amounts';
import {
  pensionRates,
  type SmallBusinessActivity,
  type VatRate,
  vatRates,
  type WithholdingType,
  withholdingRates,
} from './rates';
import { type Employer, type SalaryInput } from './salary';
import { type VatMode } from './vat';

/**
 * The tools' forms as the query string carries them (?gross=1000&pension=5…), read the same way by the
 * server (which answers 422 with the errors) and by the widget (which recalculates as the visitor types).
 * Each reader says which field is wrong and how; the words are chosen once, in client/tools/field-errors.ts.
 */
export type FieldError =
  AmountError | 'percentInvalid' | 'percentDecimals' | 'outOfRange' | 'choice' | 'both' | 'neither' | 'belowProfit';

export type Errors<Fields> = Partial<Record<keyof Fields, FieldError>>;

/** A form's fields read: the values to calculate with and the query that writes them one canonical way. */
export type Reading<Fields, Value> =
  { ok: true; value: Value; query: Record<string, string> } | { ok: false; errors: Errors<Fields> };

const percent = (text: string): { value: number } | { error: FieldError } => {
  const read = parsePercent(text, pensionRates.minimum, pensionRates.maximum);
  if ('value' in read) return read;
  const errors = { invalid: 'percentInvalid', decimals: 'percentDecimals', outOfRange: 'outOfRange' } as const;
  return { error: errors[read.error] };
};

const oneOf = <T extends string>(values: readonly T[], text: string): T | undefined =>
  values.find((known) => known === text.trim());

export interface SalaryFields {
  gross: string;
  net: string;
  pension: string;
  employer: string;
  employment: Employer;
}

export interface SalaryValue {
  direction: 'gross' | 'net';
  cents: number;
  input: SalaryInput;
}

/** The salary form: ?gross= or ?net= make it a calculation; the rest only preselects. */
export const salaryAmounts = ['gross', 'net'] as const;

export function salaryFields(query: URLSearchParams): SalaryFields {
  return {
    gross: query.get('gross') ?? '',
    net: query.get('net') ?? '',
    pension: query.get('pension') ?? String(pensionRates.default),
    employer: query.get('employer') ?? String(pensionRates.default),
    employment: query.get('employment') === 'secondary' ? 'secondary' : 'primary',
  };
}

export function readSalary(fields: SalaryFields, lang: Lang): Reading<SalaryFields, SalaryValue> {
  const errors: Errors<SalaryFields> = {};
  const hasGross = fields.gross.trim() !== '';
  const hasNet = fields.net.trim() !== '';
  const direction = hasNet && !hasGross ? 'net' : 'gross';
  const amount = parseAmount(direction === 'net' ? fields.net : fields.gross, lang);
  if (hasGross && hasNet) errors.net = 'both';
  // Either amount will do, so an empty form asks for either, not for the gross alone.
  else if (!hasGross && !hasNet) errors.gross = 'neither';
  else if ('error' in amount) errors[direction] = amount.error;
  const pension = percent(fields.pension);
  if ('error' in pension) errors.pension = pension.error;
  const employer = percent(fields.employer);
  if ('error' in employer) errors.employer = employer.error;
  if (errors.net || 'error' in amount || 'error' in pension || 'error' in employer) return { ok: false, errors };
  return {
    ok: true,
    value: {
      direction,
      cents: amount.cents,
      input: { pension: pension.value, employer: employer.value, employerKind: fields.employment },
    },
    query: {
      [direction]: canonicalAmount(amount.cents),
      pension: String(pension.value),
      employer: String(employer.value),
      employment: fields.employment,
    },
  };
}

export interface VatFields {
  amount: string;
  rate: string;
  mode: VatMode;
}

export const vatAmounts = ['amount'] as const;

export function vatFields(query: URLSearchParams): VatFields {
  return {
    amount: query.get('amount') ?? '',
    rate: query.get('rate') ?? String(vatRates[0]),
    mode: query.get('mode') === 'extract' ? 'extract' : 'add',
  };
}

export function readVat(
  fields: VatFields,
  lang: Lang,
): Reading<VatFields, { cents: number; rate: VatRate; mode: VatMode }> {
  const amount = parseAmount(fields.amount, lang);
  const rate = vatRates.find((known) => String(known) === fields.rate.trim());
  if ('error' in amount || rate === undefined) {
    return {
      ok: false,
      errors: { ...('error' in amount ? { amount: amount.error } : {}), ...(rate ? {} : { rate: 'choice' }) },
    };
  }
  return {
    ok: true,
    value: { cents: amount.cents, rate, mode: fields.mode },
    query: { amount: canonicalAmount(amount.cents), rate: String(rate), mode: fields.mode },
  };
}

export interface ProfitFields {
  profit: string;
  turnover: string;
  activity: SmallBusinessActivity;
}

export interface ProfitValue {
  /** Negative for a loss. */
  cents: number;
  /** The year's gross receipts, when given: the small-business regime is compared. */
  turnover: number | null;
  activity: SmallBusinessActivity;
}

export const profitAmounts = ['profit'] as const;

export function profitFields(query: URLSearchParams): ProfitFields {
  return {
    profit: query.get('profit') ?? '',
    turnover: query.get('turnover') ?? '',
    activity: query.get('activity') === 'services' ? 'services' : 'trade',
  };
}

export function readProfit(fields: ProfitFields, lang: Lang): Reading<ProfitFields, ProfitValue> {
  const profit = parseAmount(fields.profit, lang, { allowNegative: true });
  const turnover = fields.turnover.trim() === '' ? null : parseAmount(fields.turnover, lang);
  const errors: Errors<ProfitFields> = {
    ...('error' in profit ? { profit: profit.error } : {}),
    ...(turnover && 'error' in turnover ? { turnover: turnover.error } : {}),
  };
  if ('error' in profit || (turnover && 'error' in turnover)) return { ok: false, errors };
  const receipts = turnover ? turnover.cents : null;
  // Profit is gross income less costs: a year's gross income below its profit is a typing slip.
  if (receipts !== null && receipts < profit.cents) return { ok: false, errors: { turnover: 'belowProfit' } };
  return {
    ok: true,
    value: { cents: profit.cents, turnover: receipts, activity: fields.activity },
    query: {
      profit: canonicalAmount(profit.cents),
      ...(receipts === null ? {} : { turnover: canonicalAmount(receipts), activity: fields.activity }),
    },
  };
}

export interface WithholdingFields {
  amount: string;
  type: string;
  direction: 'gross' | 'net';
}

export const withholdingTypes = Object.keys(withholdingRates) as WithholdingType[];
export const withholdingAmounts = ['amount'] as const;

export function withholdingFields(query: URLSearchParams): WithholdingFields {
  return {
    amount: query.get('amount') ?? '',
    type: query.get('type') ?? 'rent',
    direction: query.get('direction') === 'net' ? 'net' : 'gross',
  };
}

export function readWithholding(
  fields: WithholdingFields,
  lang: Lang,
): Reading<WithholdingFields, { cents: number; type: WithholdingType; direction: 'gross' | 'net' }> {
  const amount = parseAmount(fields.amount, lang);
  const type = oneOf(withholdingTypes, fields.type);
  if ('error' in amount || type === undefined) {
    return {
      ok: false,
      errors: { ...('error' in amount ? { amount: amount.error } : {}), ...(type ? {} : { type: 'choice' }) },
    };
  }
  return {
    ok: true,
    value: { cents: amount.cents, type, direction: fields.direction },
    query: { amount: canonicalAmount(amount.cents), type, direction: fields.direction },
  };
}
