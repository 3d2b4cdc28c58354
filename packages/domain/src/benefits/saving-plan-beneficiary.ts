import { isNamedBy } from '../bags/company-contribution';
import type { FamilyMemberRef } from './age';
import type { Beneficiaries, Benefit } from './benefit';

/**
 * Who a saving plan is for (docs/decisions/265-the-saving-plans-family-step-picks-who-the-plan.md): the family step of docs/product/benefits-and-simulation.md §2 exists only when the baskets come from more than
 * one provider; then each provider's offer (the basket's `whoAffect`) says whether the plan may
 * be the employee's, a family member's, or either. Without the step the plan is the employee's.
 */

/** docs/product/benefits-and-simulation.md §2 Saving plan page: the family step only when the baskets have more than one provider. */
export function hasSavingPlanFamilyStep(baskets: readonly Pick<Benefit, 'provider'>[]): boolean {
  return new Set(baskets.map((b) => b.provider?.id ?? null)).size > 1;
}

/** Whom a basket's plan may cover, among the baskets the user is offered (the basket itself when none are given). */
export function savingPlanBeneficiaries(
  basket: Pick<Benefit, 'provider' | 'whoAffect'>,
  baskets: readonly Pick<Benefit, 'provider'>[] = [basket],
): Beneficiaries {
  return hasSavingPlanFamilyStep(baskets) ? basket.whoAffect : 'employee';
}

/** One choice of the family step: the employee (familyId null, the user's own `you` entry) or a family member. */
export interface SavingPlanCandidate<T> {
  familyId: number | null;
  member: T;
}

/** The people the family step offers, in the family's order: the user's own entry is the employee. */
export function listSavingPlanCandidates<T extends Pick<FamilyMemberRef, 'id' | 'relationship'>>(
  family: readonly T[],
  who: Beneficiaries,
): SavingPlanCandidate<T>[] {
  return family
    .map((member) => ({ familyId: member.relationship === 'you' ? null : member.id, member }))
    .filter((candidate) => isNamedBy(candidate.familyId, who));
}

/**
 * The beneficiary the family step starts with: `current` (an existing plan's) when still
 * offered, else the employee when offered, else undefined (the person must choose).
 */
export function initialSavingPlanBeneficiary(
  candidates: readonly Pick<SavingPlanCandidate<unknown>, 'familyId'>[],
  current: number | null | undefined,
): number | null | undefined {
  if (current !== undefined && candidates.some((c) => c.familyId === current)) return current;
  return candidates.some((c) => c.familyId === null) ? null : undefined;
}
