import { disabilityDegree } from './disability-degree';
import { divideRoundHalfUp } from './integer-division';
import type { Ascendant, Descendant } from './tax-profile';
import type { Cents, PersonalFamilyMinimumParameters } from './tax-year';

export interface MinimumInput {
  birthYear: number;
  disability: number;
  reducedMobility: boolean;
  /** The qualifying descendants, oldest first (see `qualifyingDescendants`). */
  descendants: readonly Descendant[];
  ascendants: readonly Ascendant[];
}

/**
 * MINPERFA, the personal and family minimum (AEAT algoritmo 2026 §6; arts. 57–61 LIRPF): the
 * taxpayer's, plus each qualifying descendant's and ascendant's, plus disability. Each
 * descendant and ascendant subtotal is rounded half up to the cent (shared or divided ones).
 */
export function personalFamilyMinimum(input: MinimumInput, year: number, params: PersonalFamilyMinimumParameters): Cents {
  let total = taxpayerMinimum(input, year, params);
  for (let order = 0; order < input.descendants.length; order++) total += descendantMinimum(input.descendants[order]!, order, year, params);
  for (const ascendant of input.ascendants) total += ascendantMinimum(ascendant, year, params);
  return total;
}

/** Art. 57 and 60.1 LIRPF: 5,550; + 1,150 older than 64; + 1,400 more older than 74; + disability. */
function taxpayerMinimum(input: MinimumInput, year: number, params: PersonalFamilyMinimumParameters): Cents {
  const age = year - input.birthYear;
  const older = (age > 64 ? params.taxpayerOlderThan64 : 0) + (age > 74 ? params.taxpayerOlderThan74 : 0);
  return params.taxpayer + older + disabilityMinimum(input.disability, input.reducedMobility, params);
}

/**
 * Art. 58 and 60.3 LIRPF: 2,400 / 2,700 / 4,000 / 4,500 by order, + 2,800 under 3, + disability;
 * halved when the minimum is shared with the other parent.
 */
function descendantMinimum(descendant: Descendant, order: number, year: number, params: PersonalFamilyMinimumParameters): Cents {
  const byOrder = params.descendants[Math.min(order, params.descendants.length - 1)] ?? 0;
  const under3 = year - descendant.birthYear < params.under3AgeExclusive ? params.under3 : 0;
  const amount = byOrder + under3 + disabilityMinimum(descendant.disability, descendant.reducedMobility, params);
  return descendant.wholeCount ? amount : divideRoundHalfUp(amount, 2);
}

/**
 * Art. 59 and 60.3 LIRPF: an ascendant aged 65+ or disabled: 1,150, + 1,400 aged 75+,
 * + disability; divided among the descendants they live with.
 */
function ascendantMinimum(ascendant: Ascendant, year: number, params: PersonalFamilyMinimumParameters): Cents {
  const age = year - ascendant.birthYear;
  if (age < params.ascendantMinAge && ascendant.disability < 33) return 0;
  const amount =
    params.ascendant +
    (age >= params.ascendantOlderAge ? params.ascendantOlder : 0) +
    disabilityMinimum(ascendant.disability, ascendant.reducedMobility, params);
  return divideRoundHalfUp(amount, Math.max(1, ascendant.livingWith));
}

/** Art. 60 LIRPF: 3,000 for 33–65 %, 9,000 for ≥ 65 %, + 3,000 care for ≥ 65 % or reduced mobility. */
function disabilityMinimum(percent: number, reducedMobility: boolean, params: PersonalFamilyMinimumParameters): Cents {
  switch (disabilityDegree(percent, reducedMobility)) {
    case 'severe':
      return params.disability.severe + params.disability.care;
    case 'moderate-needing-care':
      return params.disability.moderate + params.disability.care;
    case 'moderate':
      return params.disability.moderate;
    case 'none':
      return 0;
  }
}
