import { rentingInKindValue } from '../benefits/renting-in-kind';
import type { Benefit, Insured } from './tax-profile';
import type { BenefitCategory, Cents, ProductTax, TaxYear } from './tax-year';

/**
 * How one benefit is taxed: `exemptAnnual` leaves RETRIB; `taxableAnnual` is (or enters) it.
 * `savingAnnual`, its share of the saving, is 0 until `assignSavingShares` fills it.
 */
export interface BenefitTaxation {
  category: BenefitCategory;
  annualAmount: Cents;
  exemptAnnual: Cents;
  taxableAnnual: Cents;
  savingAnnual: Cents;
}

/** The facts of the employee that a limit may count. */
export interface ExemptionContext {
  /** The employee's own disability, for a health policy with no `insured` list. */
  disability: number;
  /** Descendants under 3, the default number of children for a per-child limit. */
  childrenUnder3: number;
}

/**
 * The tax treatment of one benefit, from its product tax table (docs/product/tax-rules.md §3, art. 42 LIRPF):
 * exempt and not-income products are exempt up to their limits (per insured person with the
 * higher limit for disability ≥ 33 %; per working day; per year; per child), the excess is taxable
 * in-kind pay; renting is taxable at its in-kind value (art. 43.1.1.b LIRPF) instead of its
 * price; the rest (life insurance, saving plan, gym, lottery…) is taxable in-kind pay.
 */
export function benefitTaxation(benefit: Benefit, context: ExemptionContext, taxYear: TaxYear): BenefitTaxation {
  const tax = taxYear.productTax[benefit.category];
  const { category, annualAmount } = benefit;
  switch (tax.exemption) {
    case 'exempt':
    case 'not-income': {
      const perPerson = perPersonTaxable(benefit, tax);
      if (perPerson !== null) {
        return { category, annualAmount, exemptAnnual: Math.max(0, annualAmount - perPerson), taxableAnnual: perPerson, savingAnnual: 0 };
      }
      const exemptAnnual = Math.min(annualAmount, exemptionLimit(benefit, tax, context));
      return { category, annualAmount, exemptAnnual, taxableAnnual: annualAmount - exemptAnnual, savingAnnual: 0 };
    }
    case 'in-kind-valued': {
      // The month's value is what the renting card shows; each month a car is had imputes it.
      const cars = benefit.vehicles ?? [
        {
          vehicleValue: benefit.vehicleValue ?? 0,
          privateUsePercent: benefit.privateUsePercent ?? 0,
          efficiency: benefit.efficiency,
          months: benefit.months ?? 12,
        },
      ];
      const taxableAnnual = cars.reduce((sum, car) => sum + rentingInKindValue(car, taxYear.rentingInKind).monthly * car.months, 0);
      return { category, annualAmount, exemptAnnual: Math.max(0, annualAmount - taxableAnnual), taxableAnnual, savingAnnual: 0 };
    }
    case 'taxable':
      return { category, annualAmount, exemptAnnual: 0, taxableAnnual: annualAmount, savingAnnual: 0 };
  }
}

/**
 * Art. 42.3.c LIRPF, person by person: each insured person's whole premium (the company's
 * contribution included) is exempt up to their own limit — 500 €, 1 500 € with disability ≥ 33 % —
 * and what exceeds it is in-kind pay, even when another person's premium is under theirs. Null
 * unless the benefit lists every insured person's premium (the batch format may give the policy's
 * price alone).
 */
function perPersonTaxable(benefit: Benefit, tax: ProductTax): Cents | null {
  const insured = benefit.insured;
  if (tax.whoBenefit !== 'insured' || tax.limitExemption === null || tax.limitDay !== null || !insured || insured.length === 0) return null;
  if (!insured.every((person) => person.annualPremium !== undefined)) return null;
  const limitDisability = tax.limitExemptionDisability ?? tax.limitExemption;
  let taxable = 0;
  for (const person of insured) taxable += Math.max(0, (person.annualPremium ?? 0) - (person.disability >= 33 ? limitDisability : tax.limitExemption));
  return taxable;
}

/** The smallest of the product's limits that apply; no limit at all = everything is exempt. */
function exemptionLimit(benefit: Benefit, tax: ProductTax, context: ExemptionContext): Cents {
  let limit = Number.POSITIVE_INFINITY;
  if (tax.limitDay !== null) limit = tax.limitDay * (benefit.workingDays ?? 0);
  if (tax.limitExemption !== null) limit = Math.min(limit, beneficiaryLimit(benefit, tax, tax.limitExemption, context));
  return limit;
}

/** `limitExemption` counted by `whoBenefit`: once, per insured person, or per child. */
function beneficiaryLimit(benefit: Benefit, tax: ProductTax, limitExemption: Cents, context: ExemptionContext): Cents {
  switch (tax.whoBenefit) {
    case 'employee':
      return limitExemption;
    case 'child':
      return limitExemption * (benefit.children ?? context.childrenUnder3);
    case 'insured':
      return insuredLimit(benefit.insured ?? [{ disability: context.disability }], limitExemption, tax.limitExemptionDisability ?? limitExemption);
  }
}

/** Art. 42.3.c LIRPF: 500 € per insured person, 1,500 € for one with disability (≥ 33 %). */
function insuredLimit(insured: readonly Insured[], limit: Cents, limitDisability: Cents): Cents {
  let total = 0;
  for (const person of insured) total += person.disability >= 33 ? limitDisability : limit;
  return total;
}
