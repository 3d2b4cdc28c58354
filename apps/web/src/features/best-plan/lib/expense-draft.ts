import type { BestPlanOffers, StatedExpenses } from '../api/get-best-plan';

/** A money field as the number input gives it: euros, or the text on its way to a number ("12."). */
export type EurosInput = number | string;

/** The form's state: euros as typed; the health people as the checkbox group's values ('me' is the employee). */
export interface ExpenseDraft {
  foodMonthly: EurosInput;
  transportMonthly: EurosInput;
  kindergarten: Record<number, EurosInput>;
  healthBenefitId: number | null;
  insured: string[];
  formationAnnual: EurosInput;
}

export const EMPLOYEE_VALUE = 'me';
export const personValue = (familyId: number | null) => (familyId === null ? EMPLOYEE_VALUE : String(familyId));

const toEuros = (cents: number) => cents / 100;

/** Euros typed → cents; nothing, or what is not yet a number, counts as no expense. */
export function toCents(value: EurosInput): number {
  const euros = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  return Number.isFinite(euros) && euros > 0 ? Math.min(Math.round(euros * 100), 100_000_000) : 0;
}

export function draftOf(defaults: StatedExpenses): ExpenseDraft {
  return {
    foodMonthly: toEuros(defaults.foodMonthly),
    transportMonthly: toEuros(defaults.transportMonthly),
    kindergarten: Object.fromEntries(defaults.kindergarten.map((k) => [k.familyId, toEuros(k.monthly)])),
    healthBenefitId: defaults.health.benefitId,
    insured: defaults.health.familyIds.map(personValue),
    formationAnnual: toEuros(defaults.formationAnnual),
  };
}

/** The request's expenses: only the toddlers the server offered, only the people it named. */
export function expensesOf(draft: ExpenseDraft, offers: Pick<BestPlanOffers, 'toddlers' | 'people'>): StatedExpenses {
  return {
    foodMonthly: toCents(draft.foodMonthly),
    transportMonthly: toCents(draft.transportMonthly),
    kindergarten: offers.toddlers.map((familyId) => ({ familyId, monthly: toCents(draft.kindergarten[familyId] ?? 0) })),
    health: {
      benefitId: draft.healthBenefitId,
      familyIds: offers.people.filter((p) => draft.insured.includes(personValue(p.familyId))).map((p) => p.familyId),
    },
    formationAnnual: toCents(draft.formationAnnual),
  };
}
