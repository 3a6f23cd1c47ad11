import { type Dictionary, dictionary } from '#content/i18n/index.ts';
import { type CallTime, type ContactTopic, callTimes, planTopic } from '#shared/contact-fields.ts';
import { type ContactMessage } from '#shared/contact-schema.ts';
import { format } from '#shared/format.ts';

export interface TopicGroup {
  label: string;
  options: Array<{ value: ContactTopic; label: string }>;
}

/** The form's topics in a language: the services and the plans, each group named, by their own names. */
export function topicGroups(t: Dictionary): TopicGroup[] {
  const f = t.contactForm.topics;
  return [
    {
      label: f.services,
      options: t.pages.services.services.map((service) => ({ value: service.id, label: service.title })),
    },
    {
      label: f.plans,
      options: t.pages.pricing.plans.map((plan) => ({
        value: planTopic(plan.id),
        label: format(f.plan, { plan: plan.name }),
      })),
    },
  ];
}

/** A topic as the form names it ("Tax Compliance and Advisory", "Pro plan", "Something else"). */
export function topicLabel(topic: ContactTopic, t: Dictionary): string {
  const option = topicGroups(t)
    .flatMap((group) => group.options)
    .find((candidate) => candidate.value === topic);
  return option?.label ?? t.contactForm.topics.other;
}

/** The parts of the day a visitor may choose to be called in, as the form names them. */
export function callTimeOptions(t: Dictionary): Array<{ value: CallTime; label: string }> {
  return callTimes.map((time) => ({ value: time, label: t.contactForm.callTimes[time] }));
}

/**
 * A message's choices as the form named them, for the firm (the email, the messages command): in English,
 * the language those speak; undefined where the visitor chose nothing.
 */
export function chosen(
  message: Pick<ContactMessage, 'topic' | 'callTime'>,
  t: Dictionary = dictionary('en'),
): { topic: string | undefined; callTime: string | undefined } {
  return {
    topic: message.topic ? topicLabel(message.topic, t) : undefined,
    callTime: message.callTime ? t.contactForm.callTimes[message.callTime] : undefined,
  };
}
