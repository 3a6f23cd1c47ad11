/** The contact form's fields and length limits (no validation library here: the form loads it on demand). */
export const contactFields = ['name', 'email', 'phone', 'company', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid';

export const limits = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 0, max: 40 },
  company: { min: 0, max: 120 },
  message: { min: 10, max: 5000 },
} satisfies Record<ContactField, { min: number; max: number }>;
