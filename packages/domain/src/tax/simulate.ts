import { benefitTaxation, type BenefitTaxation } from './flexible-exemption';
import { divideRoundHalfUp } from './integer-division';
import { personalCircumstances } from './personal-circumstances';
import { assignSavingShares } from './saving-shares';
import { socialSecurityContribution } from './social-security';
import type { TaxProfile } from './tax-profile';
import type { Cents, TaxYear } from './tax-year';
import { computeWithholding, type Withholding } from './withholding';

/** One side of the comparison: the year's pay, withholding and net. */
export interface SimulationSide {
  withholding: Withholding;
  /** Cash pay: gross less the benefits' prices (salary sacrifice). */
  cashAnnual: Cents;
  /** Cash pay less social security and withholding. */
  netCashAnnual: Cents;
  /** Net cash plus the benefits received: what the employee ends up with. */
  netAnnual: Cents;
  /** `netAnnual` per payment (÷ paymentCount, rounded half up). */
  netMonthly: Cents;
}

/** Warnings of art. 26.1 ET (docs/product/tax-rules.md §3); the engine reports them, the cart enforces them. */
export type SimulationWarning = 'IN_KIND_ABOVE_LIMIT' | 'CASH_BELOW_MINIMUM_WAGE';

export interface Simulation {
  year: number;
  grossAnnual: Cents;
  /** COTIZACIONES: the same with and without flexible pay (in-kind pay still contributes). */
  socialSecurity: Cents;
  personalFamilyMinimum: Cents;
  without: SimulationSide;
  with: SimulationSide;
  benefitsAnnual: Cents;
  exemptAnnual: Cents;
  savingAnnual: Cents;
  /** The saving per calendar month (÷ 12, rounded half up): benefits are paid monthly. */
  savingMonthly: Cents;
  /** Each product's taxation and share of the saving (in proportion to how much it lowers RETRIB). */
  benefits: BenefitTaxation[];
  warnings: SimulationWarning[];
}

/**
 * Salary without and with flexible remuneration (docs/product/tax-rules.md §3). The employee gives up cash
 * for the benefits' prices; the exempt part leaves RETRIB and the rest stays as taxable in-kind
 * pay (renting: its in-kind value replaces its price). Social security does not change: in-kind
 * pay stays in the contribution base (art. 147 LGSS). The saving is the withholding difference.
 */
export function simulate(profile: TaxProfile, taxYear: TaxYear): Simulation {
  const socialSecurity = socialSecurityContribution(profile, taxYear.socialSecurity);
  const person = personalCircumstances(profile, taxYear);
  const taxations = profile.benefits.length === 0 ? [] : taxBenefits(profile, taxYear);
  let benefitsAnnual = 0;
  let exemptAnnual = 0;
  let taxableAnnual = 0;
  for (const t of taxations) {
    benefitsAnnual += t.annualAmount;
    exemptAnnual += t.exemptAnnual;
    taxableAnnual += t.taxableAnnual;
  }
  const withoutWithholding = computeWithholding(profile.grossAnnual, socialSecurity, person, taxYear);
  // The exempt part leaves RETRIB; a car's in-kind value may even raise it above the gross pay.
  const retribWithBenefits = profile.grossAnnual - benefitsAnnual + taxableAnnual;
  const withWithholding =
    retribWithBenefits === profile.grossAnnual ? withoutWithholding : computeWithholding(retribWithBenefits, socialSecurity, person, taxYear);
  const savingAnnual = withoutWithholding.amount - withWithholding.amount;
  assignSavingShares(taxations, savingAnnual);
  return {
    year: profile.year,
    grossAnnual: profile.grossAnnual,
    socialSecurity,
    personalFamilyMinimum: person.personalFamilyMinimum,
    without: side(withoutWithholding, profile.grossAnnual, 0, socialSecurity, profile.paymentCount),
    with: side(withWithholding, profile.grossAnnual - benefitsAnnual, benefitsAnnual, socialSecurity, profile.paymentCount),
    benefitsAnnual,
    exemptAnnual,
    savingAnnual,
    savingMonthly: divideRoundHalfUp(savingAnnual, 12),
    benefits: taxations,
    warnings: warnings(profile, benefitsAnnual, taxYear),
  };
}

function side(withholding: Withholding, cashAnnual: Cents, benefitsAnnual: Cents, socialSecurity: Cents, paymentCount: number): SimulationSide {
  const netCashAnnual = cashAnnual - socialSecurity - withholding.amount;
  const netAnnual = netCashAnnual + benefitsAnnual;
  return { withholding, cashAnnual, netCashAnnual, netAnnual, netMonthly: divideRoundHalfUp(netAnnual, paymentCount) };
}

function taxBenefits(profile: TaxProfile, taxYear: TaxYear): BenefitTaxation[] {
  let childrenUnder3 = 0;
  for (const d of profile.descendants) if (profile.year - d.birthYear < taxYear.personalFamilyMinimum.under3AgeExclusive) childrenUnder3++;
  const context = { disability: profile.disability, childrenUnder3 };
  return profile.benefits.map((benefit) => benefitTaxation(benefit, context, taxYear));
}

/** Art. 26.1 ET: in-kind pay at most 30 % of salary; cash never below the minimum wage. */
function warnings(profile: TaxProfile, benefitsAnnual: Cents, taxYear: TaxYear): SimulationWarning[] {
  if (benefitsAnnual === 0) return [];
  const found: SimulationWarning[] = [];
  if (benefitsAnnual * 10_000 > taxYear.maxInKindShare * profile.grossAnnual) found.push('IN_KIND_ABOVE_LIMIT');
  if (profile.grossAnnual - benefitsAnnual < taxYear.minimumWageAnnual) found.push('CASH_BELOW_MINIMUM_WAGE');
  return found;
}
