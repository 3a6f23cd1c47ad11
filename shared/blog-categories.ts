/** The blog's categories. A category's slug is its English name lowercased with hyphens for spaces. */
export const categorySlugs = [
  'digital-transformation',
  'financial-planning',
  'business-advisory',
  'business-valuation',
  'data-analysis',
  'tax-planning',
  'financial-management',
  'ifrs-compliance',
] as const;

export type CategorySlug = (typeof categorySlugs)[number];

/** Case-insensitive lookup: "/blog/category/Tax-Planning/" selects tax-planning. */
export function findCategory(value: string): CategorySlug | undefined {
  const wanted = value.toLowerCase();
  return categorySlugs.find((slug) => slug === wanted);
}
