import { applyContribution } from '@flexplan/domain/catalogue';
import { type Benefit } from '@flexplan/domain/catalogue-types';
import { DEFAULT_WORKING_DAYS } from '@flexplan/domain/tax/plan-savings';
import { type CalculatorItem } from '@flexplan/domain/tax/employee-tax-profile';
import { benefitCategories, type BenefitCategory } from '@flexplan/domain/tax/tax-year';
import { vehicleEfficiencies, type VehicleEfficiency } from '@flexplan/domain/benefits/renting-in-kind';
import { type ContractView } from '../../benefits/api/get-user-plan';

/** A meal benefit's working days a month when the contract alone does not say (220 days ÷ 11 months). */
export const DEFAULT_WORKING_DAYS_PER_MONTH = DEFAULT_WORKING_DAYS / 11;

export function asTaxCategory(alias: string): BenefitCategory | null {
  return (benefitCategories as readonly string[]).includes(alias) ? (alias as BenefitCategory) : null;
}

function vehicleOf(details: Record<string, unknown> | null | undefined): CalculatorItem['vehicle'] {
  const value = details?.['vehicleValue'];
  if (typeof value !== 'number' || value <= 0) return null;
  const raw = details?.['efficiency'];
  const efficiency: VehicleEfficiency = (vehicleEfficiencies as readonly string[]).includes(raw as string) ? (raw as VehicleEfficiency) : 'none';
  return { vehicleValue: value, efficiency };
}

/** Is this contract (or cart item) one the plan year's saving counts: tax-advantage and live? */
export function countsForSaving(contract: ContractView, year: number): boolean {
  return contract.year === year && contract.PL === 'Exent' && contract.status !== 'cancelled' && asTaxCategory(contract.productCategory) !== null;
}

/**
 * The year's tax-advantage items of the cart and the live contracts, each at what the employee
 * gives up for it (price − company contribution). A benefit in the cart is counted once: the
 * cart item stands for the change to its contract.
 */
export function planItems(
  cart: readonly ContractView[],
  contracts: readonly ContractView[],
  year: number,
  workingDaysOf: (benefitId: number) => number | null = () => null,
): { benefitId: number; items: CalculatorItem[] }[] {
  const inCart = new Set(cart.filter((c) => countsForSaving(c, year)).map((c) => c.benefitId));
  const live = [...cart, ...contracts.filter((c) => !inCart.has(c.benefitId))].filter((c) => countsForSaving(c, year));
  return live.map((contract) => {
    const category = asTaxCategory(contract.productCategory) as BenefitCategory;
    const vehicle = category === 'renting' ? vehicleOf(contract.details) : null;
    return {
      benefitId: contract.benefitId,
      items: contract.items.map((item) => ({
        category,
        familyId: item.familyId,
        month: item.month,
        sacrificed: Math.max(0, item.price - item.contributedPrice),
        workingDaysPerMonth: workingDaysOf(contract.benefitId) ?? DEFAULT_WORKING_DAYS_PER_MONTH,
        vehicle,
      })),
    };
  });
}

/** A form's proposal as calculator items, with the benefit's company contribution applied. */
export function draftItems(
  benefit: Benefit,
  items: readonly { familyId: number | null; month: number; price: number }[],
  details: Record<string, unknown> = {},
): CalculatorItem[] {
  const category = asTaxCategory(benefit.product.alias);
  if (!category || !benefit.isTaxAdvantage) return [];
  const priced = applyContribution(benefit, items);
  const vehicle = category === 'renting'
    ? vehicleOf(benefit.vehicle ? { vehicleValue: benefit.vehicle.vehicleValue, efficiency: benefit.vehicle.efficiency, ...details } : details)
    : null;
  return priced.items.map((item) => ({
    category,
    familyId: item.familyId,
    month: item.month,
    sacrificed: Math.max(0, item.price - item.contributedPrice),
    workingDaysPerMonth: benefit.workingDays ?? DEFAULT_WORKING_DAYS_PER_MONTH,
    vehicle,
  }));
}
