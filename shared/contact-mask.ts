/**
 * Masked contact details, shown until a visitor asks for the full value (it keeps them from scrapers).
 * Email: first two characters, "***", then the domain. Phone: country code, "** ***", last three digits.
 * Address: the house number hidden.
 */

/** How long a revealed detail stays visible before it is masked again. */
export const revealSeconds = 30;
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const country = /^\+\d{1,3}/.exec(phone.trim())?.[0] ?? '';
  const digits = phone.replace(/\D/g, '');
  return `${country} ** *** ${digits.slice(-3)}`.trim();
}

export function maskAddress(street: string, houseNumber: string, rest: string): string {
  return `${street} ${'*'.repeat(Math.max(2, houseNumber.length))}, ${rest}`;
}
