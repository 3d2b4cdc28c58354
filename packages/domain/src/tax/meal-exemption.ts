import type { Cents, TaxYear } from './tax-year';

/**
 * Working days of a year when no calendar says otherwise: 11 working months of 20 days, the
 * figure of the tax file's worked case (docs/product/tax-rules.md §4: meals 2 420 € = 11 € × 220). No company
 * setting holds another figure yet (docs/decisions/274-the-meal-cards-yearly-exemption.md).
 */
export const DEFAULT_YEAR_WORKING_DAYS = 220;

export interface MealDaysInput {
  /** The months of the year the meal card runs (1–12). */
  months: number;
  /** The benefit's working days a month (docs/product/benefits-and-simulation.md §3 `workingDays`); null when it does not say. */
  workingDaysPerMonth?: number | null;
  /** The year's working days (the company's calendar); default `DEFAULT_YEAR_WORKING_DAYS`. */
  yearWorkingDays?: number | null;
}

/**
 * The working days a meal card covers in a year (art. 45.2 RIRPF exempts 11 € a working day): the
 * year's working days prorated by the months the card runs, rounded down, and never more than the
 * benefit's days a month × those months. Twelve months of 20 days are 220 days, not 240: holidays
 * are not working days, so a card loaded every month is not exempt every month in full.
 */
export function mealWorkingDays(input: MealDaysInput): number {
  const months = Math.min(12, Math.max(0, Math.trunc(input.months)));
  const yearDays = input.yearWorkingDays && input.yearWorkingDays > 0 ? input.yearWorkingDays : DEFAULT_YEAR_WORKING_DAYS;
  const prorated = Math.floor((yearDays * months) / 12);
  const perMonth = input.workingDaysPerMonth;
  return perMonth !== null && perMonth !== undefined && perMonth >= 0 ? Math.min(prorated, perMonth * months) : prorated;
}

/**
 * The one definition of the meal card's yearly exempt amount: working days × the daily limit of
 * the tax year (`productTax.food.limitDay`, 11 €). What the card loads above it is taxable in-kind
 * pay (flexible-exemption.ts); the calculator, the possible saving and the food form all read it here.
 */
export function mealExemptAnnual(input: MealDaysInput, taxYear: Pick<TaxYear, 'productTax'>): Cents {
  return mealWorkingDays(input) * (taxYear.productTax.food.limitDay ?? 0);
}
