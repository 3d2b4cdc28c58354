import { DomainError } from '../errors/domain-error';
import { divideRoundHalfUp } from './integer-division';
import type { Cents, SocialSecurityParameters, SolidarityBand } from './tax-year';

export interface ContributionInput {
  grossAnnual: Cents;
  contract: 'indefinite' | 'temporary';
  contributionGroup: number;
}

/**
 * The employee's social security for the year (docs/product/tax-rules.md §2; art. 147 LGSS, Orden PJC/297/2026).
 * The monthly base is the annual pay ÷ 12 (extra payments prorated) clamped to the group's
 * minimum and the maximum base, so the year's base is the annual pay clamped to 12 × each.
 * Pay above the maximum also pays the solidarity contribution (art. 19 bis LGSS). The year is
 * one exact sum, rounded half up to the cent once ("the annual contribution is the sum, rounded").
 */
export function socialSecurityContribution(input: ContributionInput, params: SocialSecurityParameters): Cents {
  const maxAnnual = 12 * params.maxMonthlyBase;
  const minAnnual = 12 * minimumMonthlyBase(input.contributionGroup, params);
  const base = Math.min(Math.max(input.grossAnnual, minAnnual), maxAnnual);
  // Numerator in cents × basis points × 100 (the ×100 keeps the solidarity band edges whole).
  const numerator = base * params.rate[input.contract] * 100 + solidarityNumerator(input.grossAnnual - maxAnnual, maxAnnual, params.solidarity);
  return divideRoundHalfUp(numerator, 10_000 * 100);
}

function minimumMonthlyBase(group: number, params: SocialSecurityParameters): Cents {
  const base = params.minMonthlyBase[group];
  if (base === undefined) throw new DomainError('VALIDATION', `Unknown contribution group ${group}`, { field: 'contributionGroup' });
  return base;
}

/**
 * Art. 19 bis LGSS: the pay above the maximum base, by bands expressed as percents of the
 * maximum base (up to +10 %, +10–50 %, above). Returns Σ portion × 100 × rate, exact.
 */
function solidarityNumerator(excess: Cents, maxAnnual: Cents, bands: readonly SolidarityBand[]): number {
  if (excess <= 0) return 0;
  const excessTimes100 = excess * 100;
  let lower = 0;
  let numerator = 0;
  for (const band of bands) {
    const upper = band.upToPercentAboveMax === null ? excessTimes100 : Math.min(excessTimes100, maxAnnual * band.upToPercentAboveMax);
    if (upper > lower) numerator += (upper - lower) * band.rate;
    lower = Math.max(lower, upper);
  }
  return numerator;
}
