import { taxBenefitsOf, toTaxProfile, type CalculatorItem, type EmployeeFacts } from '../tax/employee-tax-profile';
import { simulate, type Simulation } from '../tax/simulate';
import type { TaxProfile } from '../tax/tax-profile';
import type { Cents, TaxYear } from '../tax/tax-year';
import { monthlyProducts, type PayslipProduct } from './monthly-in-kind';
import { paymentSchedule, type Payment } from './payment-schedule';
import type { PayslipSide } from './payslip-side';
import { payslipTotals, type PayslipTotals } from './payslip-totals';
import { itemsKnownBy, productStartMonths } from './product-start-months';
import { spreadByWeights } from './spread-by-weights';
import { withholdingSchedule, type RateSegment } from './withholding-schedule';

export interface Payslip extends Payment {
  without: PayslipSide;
  with: PayslipSide;
  /** The rate with the plan is regularised from this payslip on: a product entered payroll this month. */
  isRegularised: boolean;
}

export interface MonthlyPayslips {
  year: number;
  paymentCount: 12 | 14;
  payslips: Payslip[];
  totals: { without: PayslipTotals; with: PayslipTotals };
  /** See `WithholdingSchedule.overWithheld`: left for the annual return, 0 unless a regularised rate hit 0. */
  overWithheld: Cents;
  /** The calculator's year, which the totals equal. */
  simulation: Simulation;
}

export interface MonthlyPayslipsInput {
  facts: EmployeeFacts;
  /** Any plan's items of the year (`planCalculatorItems`, a best-plan proposal…). */
  items: readonly CalculatorItem[];
  familyDisabilities: ReadonlyMap<number, number>;
  privateUsePercent: number;
  taxYear: TaxYear;
}

/**
 * The plan year's payslips without and with the plan, from the same engine as the calculator
 * (`simulate`), so each side's year adds up to the calculator's to the cent. Gross pay is spread
 * over the 12 or 14 payments; social security over the 12 ordinary ones (the monthly base already
 * prorates the extras, ES-2026.md §2); each product is paid in its own months; the rate is annual
 * (§1 step 11) and is regularised in the month a product enters payroll. Null when the
 * calculator is unavailable (no fixed salary).
 */
export function monthlyPayslips(input: MonthlyPayslipsInput): MonthlyPayslips | null {
  const profileOf = (items: readonly CalculatorItem[]) =>
    toTaxProfile(input.facts, taxBenefitsOf(items, input.familyDisabilities, input.privateUsePercent, input.facts.disability));
  const profile = profileOf(input.items);
  if (!profile) return null;
  const simulation = simulate(profile, input.taxYear);
  const payments = paymentSchedule(profile.paymentCount);
  const gross = spreadByWeights(
    profile.grossAnnual,
    payments.map(() => 1),
  );
  const socialSecurity = spreadByWeights(
    simulation.socialSecurity,
    payments.map((p) => (p.kind === 'ordinary' ? 1 : 0)),
  );
  const products = monthlyProducts(input.items, simulation.benefits, input.privateUsePercent, input.taxYear);
  const productsOf = (p: Payment) => (p.kind === 'ordinary' ? (products[p.month - 1] ?? []) : []);

  const withoutSides = sides(payments, gross, socialSecurity, () => [], [{ start: 0, forecast: simulation.without.withholding }]);
  const starts = productStartMonths(input.items).filter((m) => m > 1);
  const segments = [1, ...starts].map((month) => segmentFrom(month, payments, input.items, profile, profileOf, input.taxYear));
  const withSides = sides(payments, gross, socialSecurity, productsOf, segments);
  const payslips = payments.map((payment, i) => ({
    ...payment,
    without: withoutSides.sides[i]!,
    with: withSides.sides[i]!,
    isRegularised: payment.kind === 'ordinary' && starts.includes(payment.month),
  }));
  return {
    year: profile.year,
    paymentCount: profile.paymentCount,
    payslips,
    totals: { without: payslipTotals(withoutSides.sides), with: payslipTotals(withSides.sides) },
    overWithheld: withSides.overWithheld,
    simulation,
  };
}

/** From `month`'s ordinary payslip, payroll foresees the year with the products that have entered it by then. */
function segmentFrom(
  month: number,
  payments: readonly Payment[],
  items: readonly CalculatorItem[],
  full: TaxProfile,
  profileOf: (items: readonly CalculatorItem[]) => TaxProfile | null,
  taxYear: TaxYear,
): RateSegment {
  const known = itemsKnownBy(items, month);
  const forecast = simulate(profileOf(known) ?? full, taxYear).with.withholding;
  return { start: payments.findIndex((p) => p.month === month && p.kind === 'ordinary'), forecast };
}

function sides(
  payments: readonly Payment[],
  gross: readonly Cents[],
  socialSecurity: readonly Cents[],
  productsOf: (p: Payment) => PayslipProduct[],
  segments: readonly RateSegment[],
): { sides: PayslipSide[]; overWithheld: Cents } {
  const partial = payments.map((payment, i) => {
    const products = productsOf(payment);
    const paid = products.reduce((sum, p) => sum + p.paid, 0);
    const taxableInKind = products.reduce((sum, p) => sum + p.taxableInKind, 0);
    const cash = gross[i]! - paid;
    return { gross: gross[i]!, products, cash, taxableInKind, retrib: cash + taxableInKind, socialSecurity: socialSecurity[i]! };
  });
  const schedule = withholdingSchedule(
    partial.map((s) => s.retrib),
    segments,
  );
  const result = partial.map((s, i) => {
    const withholding = schedule.amounts[i]!;
    return { ...s, rate: schedule.rates[i]!, withholding, net: s.cash - s.socialSecurity - withholding };
  });
  return { sides: result, overWithheld: schedule.overWithheld };
}
