import { applyContribution } from '../bags/company-contribution';
import type { Benefit } from '../benefits/benefit';
import { rentingInKindFacts } from '../benefits/renting-in-kind';
import type { CalculatorItem } from './employee-tax-profile';
import { benefitCategories, type BenefitCategory } from './tax-year';
import { taxYearFor } from './tax-years';

/** A contract, a cart item or a priced draft as the calculator reads it (GET /profile's contract view). */
export interface CalculatorContract {
  benefitId: number;
  year: number;
  /** Only the Exent line (tax-advantage products) changes the tax. */
  PL: 'Exent' | 'Top' | null;
  status: string;
  productCategory: string;
  /** The stored details: renting's vehicle value, private use and efficiency. */
  details?: Readonly<Record<string, unknown>> | null;
  items: readonly { familyId: number | null; month: number; price: number; contributedPrice: number }[];
}

export function asTaxCategory(alias: string): BenefitCategory | null {
  return (benefitCategories as readonly string[]).includes(alias) ? (alias as BenefitCategory) : null;
}

/**
 * How the engine taxes a product the employee pays for (docs/tax-engine.md "Every product the
 * employee pays for"): a tax-advantage (Exent) product by its category's rules; any other product
 * is in-kind pay the employee gives cash up for, taxed whole — under its own category when that
 * category is taxable in kind (life insurance, saving plan, gym, lottery), else as `other`, so a
 * Top product never borrows an exempt category's limit.
 */
export function planCategoryOf(line: 'Exent' | 'Top' | null, alias: string, year: number): BenefitCategory {
  const category = asTaxCategory(alias);
  if (line === 'Exent' && category) return category;
  return category && taxYearFor(year).productTax[category].exemption === 'taxable' ? category : 'other';
}

/**
 * Is this contract (or cart item) part of the plan year: of that year and not cancelled? Every
 * product the employee pays for counts — the tax-advantage ones lower the tax, the others are cash
 * given up all the same, so the calculator, the payslip and the contract give up the same euros.
 */
export function countsInPlan(contract: Pick<CalculatorContract, 'year' | 'status'>, year: number): boolean {
  return contract.year === year && contract.status !== 'cancelled';
}

/**
 * One contract's items as the calculator counts them: each at what the employee gives up for it
 * (price − company contribution), the very items the cart stores and the card totals. Renting
 * carries the in-kind facts of its own stored details (`rentingInKindFacts`), so the calculator
 * values the car as the card and the server did.
 */
export function contractCalculatorItems(
  contract: Pick<CalculatorContract, 'PL' | 'year' | 'productCategory' | 'details' | 'items'>,
  workingDaysPerMonth: number | null = null,
): CalculatorItem[] {
  const category = planCategoryOf(contract.PL, contract.productCategory, contract.year);
  const vehicle = category === 'renting' ? rentingInKindFacts(contract.details) : null;
  return contract.items
    .filter((item) => item.price > 0)
    .map((item) => ({
      category,
      familyId: item.familyId,
      month: item.month,
      sacrificed: Math.max(0, item.price - item.contributedPrice),
      contribution: Math.min(item.price, item.contributedPrice),
      workingDaysPerMonth,
      vehicle,
    }));
}

/**
 * The year's items of the cart and the live contracts, every product the employee pays for. A
 * benefit in the cart is counted once: the cart item stands for the change to its contract.
 * `workingDaysOf` gives a meal benefit's working days a month where the caller knows the benefit.
 */
export function planCalculatorItems(
  cart: readonly CalculatorContract[],
  contracts: readonly CalculatorContract[],
  year: number,
  workingDaysOf: (benefitId: number) => number | null = () => null,
): { benefitId: number; items: CalculatorItem[] }[] {
  const inCart = new Set(cart.filter((c) => countsInPlan(c, year)).map((c) => c.benefitId));
  const live = [...cart, ...contracts.filter((c) => !inCart.has(c.benefitId))].filter((c) => countsInPlan(c, year));
  return live
    .map((contract) => ({ benefitId: contract.benefitId, items: contractCalculatorItems(contract, workingDaysOf(contract.benefitId)) }))
    .filter((plan) => plan.items.length > 0);
}

/**
 * A form's proposal as calculator items, for the plan `year`. Items that already carry their
 * contribution (a priced draft) keep it; others get the benefit's. A renting draft is valued with
 * the catalogue's vehicle and the private use its details name (else the profile's).
 */
export function draftCalculatorItems(
  benefit: Pick<Benefit, 'product' | 'contribution' | 'contributionTarget' | 'whoAffect' | 'workingDays' | 'vehicle'>,
  items: readonly { familyId: number | null; month: number; price: number; contributedPrice?: number }[],
  year: number,
  details: Readonly<Record<string, unknown>> = {},
): CalculatorItem[] {
  const isPriced = items.length > 0 && items.every((i) => typeof i.contributedPrice === 'number');
  const priced = isPriced
    ? items.map((i) => ({ familyId: i.familyId, month: i.month, price: i.price, contributedPrice: i.contributedPrice ?? 0 }))
    : applyContribution(benefit, items).items;
  const vehicle = benefit.vehicle;
  const contract = { PL: benefit.product.line, year, productCategory: benefit.product.alias, details: null, items: priced };
  const result = contractCalculatorItems(contract, benefit.workingDays);
  if (benefit.product.alias !== 'renting' || !vehicle) return result;
  const privateUse = details['privateUse'];
  const facts = {
    vehicleValue: vehicle.vehicleValue,
    efficiency: vehicle.efficiency,
    ...(typeof privateUse === 'number' ? { privateUsePercent: privateUse } : {}),
  };
  return result.map((item) => ({ ...item, vehicle: facts }));
}
