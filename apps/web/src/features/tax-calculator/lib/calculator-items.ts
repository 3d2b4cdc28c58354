import type { Benefit } from '@flexplan/domain/catalogue-types';
import { draftCalculatorItems, planCalculatorItems, type CalculatorContract } from '@flexplan/domain/tax/calculator-items';
import type { CalculatorItem } from '@flexplan/domain/tax/employee-tax-profile';
import type { FormDraft } from '../../../shared/forms/form-drafts';

export { asTaxCategory, countsInPlan } from '@flexplan/domain/tax/calculator-items';

/**
 * The year's items of the cart and the live contracts — every product the employee pays for — each
 * at what the employee gives up for it, renting valued from its own stored details (the domain's
 * `planCalculatorItems`).
 */
export function planItems(
  cart: readonly CalculatorContract[],
  contracts: readonly CalculatorContract[],
  year: number,
  workingDaysOf: (benefitId: number) => number | null = () => null,
): { benefitId: number; items: CalculatorItem[] }[] {
  return planCalculatorItems(cart, contracts, year, workingDaysOf);
}

/** A form's proposal as calculator items: priced items as the card shows them, else with the benefit's contribution. */
export function draftItems(benefit: Benefit, items: FormDraft['items'], year: number, details: Record<string, unknown> = {}): CalculatorItem[] {
  return draftCalculatorItems(benefit, items, year, details);
}
