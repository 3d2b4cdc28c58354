import { type Benefit } from '@flexplan/domain/catalogue-types';
import { draftCalculatorItems, planCalculatorItems } from '@flexplan/domain/tax/calculator-items';
import { type CalculatorItem } from '@flexplan/domain/tax/employee-tax-profile';
import { type ContractView } from '../../benefits/api/get-user-plan';
import { type FormDraft } from './form-drafts';

export { asTaxCategory, countsForSaving } from '@flexplan/domain/tax/calculator-items';

/**
 * The year's tax-advantage items of the cart and the live contracts, each at what the employee
 * gives up for it, renting valued from its own stored details (the domain's `planCalculatorItems`).
 */
export function planItems(
  cart: readonly ContractView[],
  contracts: readonly ContractView[],
  year: number,
  workingDaysOf: (benefitId: number) => number | null = () => null,
): { benefitId: number; items: CalculatorItem[] }[] {
  return planCalculatorItems(cart, contracts, year, workingDaysOf);
}

/** A form's proposal as calculator items: priced items as the card shows them, else with the benefit's contribution. */
export function draftItems(benefit: Benefit, items: FormDraft['items'], details: Record<string, unknown> = {}): CalculatorItem[] {
  return draftCalculatorItems(benefit, items, details);
}
