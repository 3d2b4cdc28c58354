/** The benefit categories and their aliases (docs/product/benefits-and-simulation.md §1). */
export const categoryAliases = [
  'health-insurance',
  'food',
  'kindergarten',
  'formation',
  'transport',
  'life-insurance',
  'life-insurance-axa',
  'renting',
  'saving-plan',
  'gym',
  'lottery',
  'informative',
] as const;
export type CategoryAlias = (typeof categoryAliases)[number];

export function isCategoryAlias(value: unknown): value is CategoryAlias {
  return typeof value === 'string' && (categoryAliases as readonly string[]).includes(value);
}

/** Exent: tax-advantaged, paid from the flexible bag. Top: other products, paid from the top bag. */
export type ProductLine = 'Exent' | 'Top';

/**
 * Categories whose contracted items may be changed (docs/product/benefits-and-simulation.md §4): food, kindergarten,
 * transport, health-insurance, saving-plan, or any category whose product is not a default one.
 */
export const changeableCategories: readonly CategoryAlias[] = ['food', 'kindergarten', 'transport', 'health-insurance', 'saving-plan'];
