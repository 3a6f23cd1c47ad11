import { format } from '#shared/format.ts';
import { type FieldError } from '#shared/tax/forms.ts';
import { pensionRates } from '#shared/tax/rates.ts';
import { type CommonLabels } from './tool-props';

/**
 * A field's error in words: the one function both the server's 422 page and the live widget use (the server
 * renders the widget), so the visitor reads the same sentence with and without JavaScript.
 */
export function errorText(common: CommonLabels, field: string, error: FieldError): string {
  const names: Record<string, string> = common.fieldNames;
  const name = names[field] ?? '';
  switch (error) {
    case 'percentInvalid':
    case 'percentDecimals':
      return format(common.errors[error], { field: name });
    case 'outOfRange':
      return format(common.errors.outOfRange, { field: name, min: pensionRates.minimum, max: pensionRates.maximum });
    case 'choice':
      return format(common.errors.choice, { field: name });
    default:
      return common.errors[error];
  }
}
