import * as z from 'zod/mini';

/**
 * The contact form's fields and rules, shared by the server (authoritative) and the browser (an
 * enhancement). zod/mini keeps the browser bundle small.
 */
import { type ContactField, type FieldError, contactFields, limits } from './contact-fields';

export { type ContactField, type FieldError, contactFields, limits };

const text = (field: ContactField) =>
  z.string().check(z.trim(), z.minLength(limits[field].min), z.maxLength(limits[field].max));

export const contactSchema = z.strictObject({
  name: text('name'),
  email: z.string().check(z.trim(), z.minLength(limits.email.min), z.maxLength(limits.email.max), z.email()),
  phone: z.optional(z.string().check(z.trim(), z.maxLength(limits.phone.max), z.regex(/^[+()\d\s./-]*$/))),
  company: z.optional(text('company')),
  message: text('message'),
  /** Honeypot: people never see it; it must stay empty. */
  website: z.optional(z.string()),
});

export type ContactMessage = Omit<z.infer<typeof contactSchema>, 'website'>;

export type ContactValidation =
  | { ok: true; data: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, FieldError>>; unexpected: boolean };

function isField(key: unknown): key is ContactField {
  return typeof key === 'string' && (contactFields as readonly string[]).includes(key);
}

/** Validates submitted form data (strings from a form; anything else is rejected field by field). */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  if (result.success) {
    const { name, email, phone, company, message } = result.data;
    return { ok: true, data: { name, email, phone, company, message } };
  }
  const errors: Partial<Record<ContactField, FieldError>> = {};
  let unexpected = false;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field)) {
      unexpected = true;
      continue;
    }
    if (errors[field]) continue;
    const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[field] : undefined;
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (issue.code === 'too_small') errors[field] = blank ? 'required' : 'tooShort';
    else if (issue.code === 'too_big') errors[field] = 'tooLong';
    else if (issue.code === 'invalid_type' && value === undefined) errors[field] = 'required';
    else errors[field] = 'invalid';
  }
  return { ok: false, errors, unexpected };
}

/** The honeypot was filled in: a robot, answered as if it succeeded. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>).website;
  return value !== undefined && value !== '';
}
