/**
 * The nine services, in the order the services page lists them (content/i18n/page-content.ts): each one's
 * anchor on the services page, and its value as a contact form topic. Stable across languages, so a link
 * or a stored message means the same service in English and Albanian. No imports: the contact form's
 * island reads it in the browser (its link, serviceHref, is in service-links.ts with the route table).
 */
export const serviceIds = [
  'accounting',
  'reporting-analysis',
  'tax',
  'cfo',
  'advisory-valuation',
  'data-analysis',
  'digital-transformation',
  'business-formation',
  'international',
] as const;

export type ServiceId = (typeof serviceIds)[number];
