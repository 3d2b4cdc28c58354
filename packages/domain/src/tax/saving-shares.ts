import type { BenefitTaxation } from './flexible-exemption';
import type { Cents } from './tax-year';

/**
 * Splits the year's saving among the products in proportion to how much each lowers RETRIB
 * (its price less what stays taxable; negative for a car whose in-kind value exceeds its fee),
 * writing each share into its `savingAnnual`. Shares are rounded to the cent and the largest
 * product takes the remainder, so they always add up to the saving exactly. With no change in
 * RETRIB there is no saving to share.
 */
export function assignSavingShares(taxations: readonly BenefitTaxation[], savingAnnual: Cents): void {
  let totalWeight = 0;
  let largest: BenefitTaxation | undefined;
  for (const t of taxations) {
    const weight = t.annualAmount - t.taxableAnnual;
    totalWeight += weight;
    if (largest === undefined || Math.abs(weight) > Math.abs(largest.annualAmount - largest.taxableAnnual)) largest = t;
  }
  if (largest === undefined || totalWeight === 0) return;
  let assigned = 0;
  for (const t of taxations) {
    if (t === largest) continue;
    t.savingAnnual = Math.round((savingAnnual * (t.annualAmount - t.taxableAnnual)) / totalWeight);
    assigned += t.savingAnnual;
  }
  largest.savingAnnual = savingAnnual - assigned;
}
