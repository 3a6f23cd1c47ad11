/** The pricing page's four plans, in its order (content/i18n/page-content.ts): each one's contact topic. */
export const planIds = ['starter', 'core', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
