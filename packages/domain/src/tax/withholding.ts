import { divideRoundHalfUp, divideTruncate } from './integer-division';
import type { PersonalCircumstances } from './personal-circumstances';
import { scaleTax } from './scale';
import type { BasisPoints, Cents, TaxYear } from './tax-year';
import { workIncomeReduction } from './work-income-reduction';

/** The AEAT algorithm's figures for one RETRIB (variable names of the AEAT document). */
export interface Withholding {
  /** RETRIB: cash plus taxable in-kind pay. */
  retrib: Cents;
  /** BASE, the withholding base. */
  base: Cents;
  /** CUOTA in cents, unrounded (cents × basis points ÷ 10,000). */
  quota: number;
  /** TIPO in basis points (1642 = 16.42 %), truncated to two decimals. */
  rate: BasisPoints;
  /** IMPORTE, the year's withholding. */
  amount: Cents;
}

/**
 * The AEAT withholding algorithm 2026, steps 3–10 (arts. 80–86 RIRPF):
 * RNT = max(0, RETRIB − COTIZACIONES); OTROSGASTOS capped at RNT; RED20 on RNT;
 * BASE = max(0, RNT − OTROSGASTOS − RED20 − REDU); TIPO = 0 up to the no-withholding limit;
 * CUOTA = max(0, SCALE(BASE) − SCALE(MINPERFA)), at most 43 % × (RETRIB − limit) when
 * RETRIB ≤ 35,200; TIPO = truncate(CUOTA ÷ RETRIB × 100, 2 decimals), at least the minimum;
 * IMPORTE = RETRIB × TIPO rounded half up. All in integers: CUOTA is carried in cents × basis
 * points, so TIPO in basis points is exactly ⌊CUOTA / RETRIB⌋ with no floating-point error.
 */
export function computeWithholding(retrib: Cents, contributions: Cents, person: PersonalCircumstances, taxYear: TaxYear): Withholding {
  const rnt = Math.max(0, retrib - contributions);
  const otherExpenses = Math.min(person.otherExpenses, rnt);
  const base = Math.max(0, rnt - otherExpenses - workIncomeReduction(rnt, taxYear.workIncomeReduction) - person.baseReductions);
  if (retrib <= person.noWithholdingThreshold) return { retrib, base, quota: 0, rate: 0, amount: 0 };
  const quotaUnits = cappedQuota(retrib, base, person, taxYear);
  const rate = Math.max(divideTruncate(quotaUnits, retrib), person.minimumRate);
  return { retrib, base, quota: quotaUnits / 10_000, rate, amount: divideRoundHalfUp(retrib * rate, 10_000) };
}

/** Steps 8–9: CUOTA in cents × basis points, with the 43 % cap of art. 85.3 RIRPF. */
function cappedQuota(retrib: Cents, base: Cents, person: PersonalCircumstances, taxYear: TaxYear): number {
  const quota = Math.max(0, scaleTax(base, taxYear.scale) - person.minimumTax);
  const { rate, upToRetrib } = taxYear.withholdingCap;
  if (retrib > upToRetrib) return quota;
  return Math.min(quota, rate * (retrib - person.noWithholdingThreshold));
}
