import * as z from 'zod/mini';

/**
 * The contact form's fields and rules, shared by the server (authoritative) and the browser (an
 * enhancement). zod/mini keeps the browser bundle small.
 */
import {
  type CallTime,
  type ContactField,
  type ContactTopic,
  type FieldError,
  contactFields,
  isCallTime,
  isContactTopic,
  limits,
  phoneDigits,
} from './contact-fields';

export { type ContactField, type FieldError, contactFields, limits };

/**
 * What a one-line field (name, email, phone, company) refuses: control characters (line breaks, tab, ESC),
 * format characters (bidi controls, zero-width spaces and joiners) and the line and paragraph separators. A
 * line break in a name forged lines in the enquiry email ("Bcc: …") and entries in the messages listing; a
 * bidi control reorders what the firm reads (CVE-2021-42574, "Trojan Source").
 */
export const hiddenInLine = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * What a message refuses: control characters but tab and line breaks, and the bidi embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069). Zero-width joiners stay: emoji and some scripts are written with them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hiddenInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** How many digits a phone number has, whatever spaces, brackets and dashes it is written with. */
function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** The refusal's code, read back by validateContact (a custom issue carries only its message). */
const hidden = (pattern: RegExp) => z.refine<string>((value) => !pattern.test(value), { error: 'hidden' });

const line = (field: ContactField) =>
  z.string().check(z.trim(), hidden(hiddenInLine), z.minLength(limits[field].min), z.maxLength(limits[field].max));

export const contactSchema = z.strictObject({
  name: line('name'),
  email: z
    .string()
    .check(z.trim(), hidden(hiddenInLine), z.minLength(limits.email.min), z.maxLength(limits.email.max), z.email()),
  phone: z.optional(
    z.string().check(
      z.trim(),
      hidden(hiddenInLine),
      z.maxLength(limits.phone.max),
      z.regex(/^[+()\d\s./-]*$/),
      z.refine((value) => value === '' || digitCount(value) >= phoneDigits, { error: 'tooShort' }),
    ),
  ),
  company: z.optional(line('company')),
  // A message of symbols or invisible characters only says nothing: it needs a letter.
  message: z.string().check(
    z.trim(),
    hidden(hiddenInText),
    z.refine((value) => /\p{L}/u.test(value)),
    z.minLength(limits.message.min),
    z.maxLength(limits.message.max),
  ),
  /** Optional choices: empty (not chosen) or one of the offered values; anything else is not from the form. */
  topic: z.optional(z.string().check(z.refine((value) => value === '' || isContactTopic(value)))),
  callTime: z.optional(z.string().check(z.refine((value) => value === '' || isCallTime(value)))),
  /** Honeypot: people never see it; it must stay empty. */
  website: z.optional(z.string()),
});

export type ContactMessage = Omit<z.infer<typeof contactSchema>, 'website' | 'topic' | 'callTime'> & {
  topic?: ContactTopic;
  callTime?: CallTime;
};

export type ContactValidation =
  | { ok: true; data: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, FieldError>>; unexpected: boolean };

function isField(key: unknown): key is ContactField {
  return typeof key === 'string' && (contactFields as readonly string[]).includes(key);
}

/** One posted value, whatever the input is. */
function posted(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? Reflect.get(input, key) : undefined;
}

function isBlank(value: unknown): boolean {
  return value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Validates submitted form data (strings from a form; anything else is rejected field by field). */
export function validateContact(input: unknown): ContactValidation {
  const result = contactSchema.safeParse(input);
  // A preferred call time asks for a call: the number to call is then required.
  const phoneNeeded = isCallTime(posted(input, 'callTime')) && isBlank(posted(input, 'phone'));
  if (result.success && !phoneNeeded) {
    const { name, email, phone, company, message, topic, callTime } = result.data;
    return {
      ok: true,
      data: {
        name,
        email,
        phone,
        company,
        message,
        topic: isContactTopic(topic) ? topic : undefined,
        callTime: isCallTime(callTime) ? callTime : undefined,
      },
    };
  }
  const errors: Partial<Record<ContactField, FieldError>> = phoneNeeded ? { phone: 'required' } : {};
  let unexpected = false;
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (!isField(field)) {
      unexpected = true;
      continue;
    }
    if (errors[field]) continue;
    const value = posted(input, field);
    const blank = isBlank(value);
    if (blank) errors[field] = 'required';
    else if (issue.code === 'custom' && issue.message === 'hidden') errors[field] = 'hidden';
    else if (issue.code === 'too_small' || (issue.code === 'custom' && issue.message === 'tooShort'))
      errors[field] = 'tooShort';
    else if (issue.code === 'too_big') errors[field] = 'tooLong';
    else if (issue.code === 'invalid_type' && value === undefined) errors[field] = 'required';
    else errors[field] = 'invalid';
  }
  return { ok: false, errors, unexpected };
}

/** The honeypot was filled in: a robot, answered as if it succeeded. */
export function isHoneypotFilled(input: unknown): boolean {
  const value = posted(input, 'website');
  return value !== undefined && value !== '';
}
