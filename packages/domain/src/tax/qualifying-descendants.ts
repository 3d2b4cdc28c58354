import type { Descendant } from './tax-profile';
import type { PersonalFamilyMinimumParameters } from './tax-year';

/**
 * The descendants that give right to the minimum (art. 58 LIRPF, AEAT algoritmo 2026 §6):
 * under 25 in the tax year, or disabled (≥ 33 %) at any age; oldest first, as the minimum
 * counts them (1st, 2nd, 3rd, 4th and later). Ages are `year − birth year`. Equal years keep
 * the declared order. Their number also drives REDU (§5) and the no-withholding row (§7).
 */
export function qualifyingDescendants(descendants: readonly Descendant[], year: number, params: PersonalFamilyMinimumParameters): Descendant[] {
  const qualifying = descendants.filter((d) => year - d.birthYear < params.descendantMaxAgeExclusive || d.disability >= 33);
  // A stable insertion sort: families are small, and it spares `sort` its comparator calls.
  for (let i = 1; i < qualifying.length; i++) {
    const descendant = qualifying[i]!;
    let j = i - 1;
    for (; j >= 0 && qualifying[j]!.birthYear > descendant.birthYear; j--) qualifying[j + 1] = qualifying[j]!;
    qualifying[j + 1] = descendant;
  }
  return qualifying;
}
