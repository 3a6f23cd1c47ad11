import { type PlanId, planIds } from './plans';
import { type ServiceId, serviceIds } from './services';

/** The contact form's fields and length limits (no validation library here: the form loads it on demand). */
export const contactFields = ['name', 'email', 'phone', 'company', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type FieldError = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'hidden';

export const limits = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  phone: { min: 0, max: 40 },
  company: { min: 0, max: 120 },
  message: { min: 10, max: 5000 },
} satisfies Record<ContactField, { min: number; max: number }>;

/** The digits a phone number needs, however it is written: no number anyone can be called on has fewer. */
export const phoneDigits = 6;

/** The form's optional choices: what the message is about, and when the visitor would like to be called. */
export const choiceFields = ['topic', 'callTime'] as const;
export type ChoiceField = (typeof choiceFields)[number];

/** A plan as a topic: "plan-pro". */
export type PlanTopic = `plan-${PlanId}`;
export function planTopic(plan: PlanId): PlanTopic {
  return `plan-${plan}`;
}

/** What a message can be about: one of the services, one of the plans, or something else. */
export type ContactTopic = ServiceId | PlanTopic | 'other';
export const contactTopics: readonly ContactTopic[] = [...serviceIds, ...planIds.map(planTopic), 'other'];

/** Parts of the working day (9:00–17:00) a visitor may prefer to be called in. */
export const callTimes = ['morning', 'afternoon'] as const;
export type CallTime = (typeof callTimes)[number];

export function isContactTopic(value: unknown): value is ContactTopic {
  return contactTopics.some((topic) => topic === value);
}

export function isCallTime(value: unknown): value is CallTime {
  return callTimes.some((time) => time === value);
}

/** Everything the form posts that a visitor fills in, as the form shows it again after a refusal. */
export type ContactFormValues = Partial<Record<ContactField | ChoiceField, string>>;
