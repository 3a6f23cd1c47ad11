import { type Lang } from '#shared/languages.ts';
import { type AmountError, parseAmount, parsePercent } from './amounts';
import { pensionRates, type VatRate, vatRates } from './rates';
import { type Employer, type SalaryInput } from './salary';
import { type VatMode } from './vat';

/**
 * The tools' forms as the query string carries them (?gross=1000&pension=5…), read the same way by the
 * server (which answers 422 with the errors) and by the widget (which recalculates as the visitor types).
 */
export type FieldError = AmountError | 'outOfRange' | 'both';

export interface SalaryFields {
  gross: string;
  net: string;
  pension: string;
  employer: string;
  employment: Employer;
}

export type SalaryRequest =
  | { ok: true; direction: 'gross' | 'net'; cents: number; input: SalaryInput }
  | { ok: false; errors: Partial<Record<keyof SalaryFields, FieldError>> };

export function salaryFields(query: URLSearchParams): SalaryFields {
  return {
    gross: query.get('gross') ?? '',
    net: query.get('net') ?? '',
    pension: query.get('pension') ?? String(pensionRates.default),
    employer: query.get('employer') ?? String(pensionRates.default),
    employment: query.get('employment') === 'secondary' ? 'secondary' : 'primary',
  };
}

export function readSalary(fields: SalaryFields, lang: Lang): SalaryRequest {
  const errors: Partial<Record<keyof SalaryFields, FieldError>> = {};
  const hasGross = fields.gross.trim() !== '';
  const hasNet = fields.net.trim() !== '';
  if (hasGross && hasNet) errors.net = 'both';
  const direction = hasNet && !hasGross ? 'net' : 'gross';
  const amount = parseAmount(direction === 'net' ? fields.net : fields.gross, lang);
  if ('error' in amount && !errors.net) errors[direction] = amount.error;
  const pension = parsePercent(fields.pension, pensionRates.minimum, pensionRates.maximum);
  if ('error' in pension) errors.pension = pension.error === 'invalid' ? 'invalid' : 'outOfRange';
  const employer = parsePercent(fields.employer, pensionRates.minimum, pensionRates.maximum);
  if ('error' in employer) errors.employer = employer.error === 'invalid' ? 'invalid' : 'outOfRange';
  if ('error' in amount || 'error' in pension || 'error' in employer || errors.net) return { ok: false, errors };
  return {
    ok: true,
    direction,
    cents: amount.cents,
    input: { pension: pension.value, employer: employer.value, employerKind: fields.employment },
  };
}

export interface VatFields {
  amount: string;
  rate: string;
  mode: VatMode;
}

export type VatRequest =
  | { ok: true; cents: number; rate: VatRate; mode: VatMode }
  | { ok: false; errors: Partial<Record<keyof VatFields, FieldError>> };

export function vatFields(query: URLSearchParams): VatFields {
  return {
    amount: query.get('amount') ?? '',
    rate: query.get('rate') ?? '18',
    mode: query.get('mode') === 'extract' ? 'extract' : 'add',
  };
}

export function readVat(fields: VatFields, lang: Lang): VatRequest {
  const amount = parseAmount(fields.amount, lang);
  const rate = vatRates.find((known) => String(known) === fields.rate.trim());
  if ('error' in amount || rate === undefined) {
    return {
      ok: false,
      errors: {
        ...('error' in amount ? { amount: amount.error } : {}),
        ...(rate === undefined ? { rate: 'invalid' as const } : {}),
      },
    };
  }
  return { ok: true, cents: amount.cents, rate, mode: fields.mode };
}

export type ProfitRequest = { ok: true; cents: number } | { ok: false; errors: { profit?: FieldError } };

export function readProfit(profit: string, lang: Lang): ProfitRequest {
  const amount = parseAmount(profit, lang);
  return 'error' in amount ? { ok: false, errors: { profit: amount.error } } : { ok: true, cents: amount.cents };
}
