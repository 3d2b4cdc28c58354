import { rentingInKindValue } from '../benefits/renting-in-kind';
import type { CalculatorItem } from '../tax/employee-tax-profile';
import type { BenefitTaxation } from '../tax/flexible-exemption';
import type { BenefitCategory, Cents, TaxYear } from '../tax/tax-year';
import { spreadByWeights } from './spread-by-weights';

/** One product on one month's payslip: what cash pay gave up for it and what of it stays taxable. */
export interface PayslipProduct {
  category: BenefitCategory;
  /** Paid from cash pay this month (price − company contribution). */
  paid: Cents;
  /** In-kind pay that stays in the withholding base: renting's value in kind, another product's excess over its exemption. */
  taxableInKind: Cents;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Each month's products (index 0 = January), from the year's items and the engine's taxation of
 * each category, so the months add up to the year's `taxableAnnual` to the cent. Renting imputes
 * each car's monthly in-kind value in the months the car is had (the value is monthly by
 * definition, renting-in-kind.ts); another product's taxable excess follows what was paid each
 * month, because its exemption is a yearly (or per-day) amount the year's payments share alike.
 */
export function monthlyProducts(
  items: readonly CalculatorItem[],
  taxations: readonly BenefitTaxation[],
  privateUsePercent: number,
  taxYear: TaxYear,
): PayslipProduct[][] {
  const months: PayslipProduct[][] = MONTHS.map(() => []);
  for (const taxation of taxations) {
    const own = items.filter((i) => i.category === taxation.category);
    const paid = MONTHS.map((m) => own.filter((i) => i.month === m).reduce((sum, i) => sum + i.sacrificed, 0));
    const weights = taxation.category === 'renting' ? rentingWeights(own, privateUsePercent, taxYear) : premiumWeights(own, paid);
    const taxable = spreadByWeights(taxation.taxableAnnual, weights);
    MONTHS.forEach((m, i) => {
      if (paid[i] !== 0 || taxable[i] !== 0) months[i]!.push({ category: taxation.category, paid: paid[i]!, taxableInKind: taxable[i]! });
    });
  }
  return months;
}

/**
 * A product's excess follows each month's whole price, the company's contribution included: a
 * health premium the company pays in part (or whole) is in-kind pay in the months it is paid.
 */
function premiumWeights(items: readonly CalculatorItem[], paid: readonly Cents[]): Cents[] {
  return MONTHS.map((m, i) => paid[i]! + items.filter((item) => item.month === m).reduce((sum, item) => sum + (item.contribution ?? 0), 0));
}

/** Each month's in-kind value of the cars had that month (one car per contract, as `taxBenefitsOf` counts them). */
function rentingWeights(items: readonly CalculatorItem[], privateUsePercent: number, taxYear: TaxYear): number[] {
  const cars = new Map<NonNullable<CalculatorItem['vehicle']>, Set<number>>();
  for (const item of items) if (item.vehicle) cars.set(item.vehicle, (cars.get(item.vehicle) ?? new Set()).add(item.month));
  return MONTHS.map((month) => {
    let value = 0;
    for (const [car, carMonths] of cars) {
      if (!carMonths.has(month)) continue;
      const input = { vehicleValue: car.vehicleValue, privateUsePercent: car.privateUsePercent ?? privateUsePercent, efficiency: car.efficiency };
      value += rentingInKindValue(input, taxYear.rentingInKind).monthly;
    }
    return value;
  });
}
