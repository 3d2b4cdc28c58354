import type { Simulation, SimulationWarning } from './simulate';
import type { BenefitCategory } from './tax-year';

/** The output line of `tax:simulate` without benefits. */
export interface BatchResult {
  year: number;
  /** Present when the year's parameters are not published: the year whose parameters were used. */
  rulesYear?: number;
  socialSecurity: number;
  withholdingBase: number;
  personalFamilyMinimum: number;
  withholdingRate: number;
  withholdingAnnual: number;
  netAnnual: number;
  netMonthly: number;
}

/** The output line with benefits: the figures with flexible remuneration beside. */
export interface BatchResultWithBenefits extends BatchResult {
  benefitsAnnual: number;
  exemptAnnual: number;
  withBenefitsRetrib: number;
  withBenefitsBase: number;
  withBenefitsRate: number;
  withBenefitsWithholding: number;
  withBenefitsCashAnnual: number;
  withBenefitsNetCashAnnual: number;
  withBenefitsNetAnnual: number;
  withBenefitsNetMonthly: number;
  savingAnnual: number;
  savingMonthly: number;
  benefits: { category: BenefitCategory; annualAmount: number; exemptAnnual: number; taxableAnnual: number; savingAnnual: number }[];
  warnings: SimulationWarning[];
}

/**
 * The output line of `tax:simulate` (a `BatchResult`, or a `BatchResultWithBenefits` when the
 * profile has benefits), flat, with the keys of the fixture's `expected` objects: money in
 * integer cents, rates as percent numbers with two decimals (16.42).
 *
 * Written as JSON text directly rather than through an object and JSON.stringify: that was a
 * third of the batch's time. It is safe because every value is a finite number or a string
 * from a closed list (the categories, the warning codes), none of which needs escaping; a test
 * parses the output back.
 */
export function formatBatchResult(s: Simulation, rulesYear: number | null = null): string {
  const without = s.without.withholding;
  const head = `{"year":${s.year}${rulesYear === null ? '' : `,"rulesYear":${rulesYear}`},"socialSecurity":${s.socialSecurity},"withholdingBase":${without.base},"personalFamilyMinimum":${s.personalFamilyMinimum},"withholdingRate":${formatRate(without.rate)},"withholdingAnnual":${without.amount},"netAnnual":${s.without.netAnnual},"netMonthly":${s.without.netMonthly}`;
  if (s.benefits.length === 0) return head + '}';
  const w = s.with.withholding;
  return (
    head +
    `,"benefitsAnnual":${s.benefitsAnnual},"exemptAnnual":${s.exemptAnnual},"withBenefitsRetrib":${w.retrib},"withBenefitsBase":${w.base},"withBenefitsRate":${formatRate(w.rate)},"withBenefitsWithholding":${w.amount}` +
    `,"withBenefitsCashAnnual":${s.with.cashAnnual},"withBenefitsNetCashAnnual":${s.with.netCashAnnual},"withBenefitsNetAnnual":${s.with.netAnnual},"withBenefitsNetMonthly":${s.with.netMonthly}` +
    `,"savingAnnual":${s.savingAnnual},"savingMonthly":${s.savingMonthly},"benefits":[${formatBenefits(s)}],"warnings":[${s.warnings.length === 0 ? '' : `"${s.warnings.join('","')}"`}]}`
  );
}

/** Basis points as a JSON percent number, exact from integers: 1642 → 16.42, 1650 → 16.5, 1600 → 16. */
export function formatRate(basisPoints: number): string {
  const hundredths = basisPoints % 100;
  const whole = (basisPoints - hundredths) / 100;
  if (hundredths === 0) return `${whole}`;
  if (hundredths % 10 === 0) return `${whole}.${hundredths / 10}`;
  return `${whole}${hundredths < 10 ? '.0' : '.'}${hundredths}`;
}

function formatBenefits(s: Simulation): string {
  let text = '';
  for (const b of s.benefits) {
    text += `${text === '' ? '' : ','}{"category":"${b.category}","annualAmount":${b.annualAmount},"exemptAnnual":${b.exemptAnnual},"taxableAnnual":${b.taxableAnnual},"savingAnnual":${b.savingAnnual}}`;
  }
  return text;
}
