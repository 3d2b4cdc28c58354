import type { Benefit } from '@flexplan/domain/catalogue-types';

/** The categories contracted through a wizard of their own (docs/product/benefits-and-simulation.md §2, §5). */
const wizardCategories = ['health-insurance', 'saving-plan', 'life-insurance', 'life-insurance-axa', 'renting'] as const;

export type FormKind = 'informative' | 'wizard' | 'tickets' | 'food' | 'transport' | 'kindergarten' | 'formation' | 'monthly';

/** Which form a benefit is simulated with: by contract method first, then by category. */
export function formKindOf(benefit: Benefit): FormKind {
  if (benefit.contractMethod === 'informative' || benefit.product.alias === 'informative') return 'informative';
  if ((wizardCategories as readonly string[]).includes(benefit.product.alias)) return 'wizard';
  if (benefit.contractMethod === 'tickets') return 'tickets';
  switch (benefit.product.alias) {
    case 'food':
    case 'transport':
    case 'kindergarten':
    case 'formation':
      return benefit.product.alias;
    default:
      return 'monthly';
  }
}
