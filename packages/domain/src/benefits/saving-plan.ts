import type { ContractStatus } from '../contracts/contract';
import { WizardError } from '../errors/wizard-error-codes';
import type { Benefit } from './benefit';
import { hasSavingPlanFamilyStep } from './saving-plan-beneficiary';
import { formatIsoDate, toMadridDate } from '../dates/madrid-calendar';

/** The baskets in the order the page shows them (docs/product/benefits-and-simulation.md §2 Saving plan page), as `Benefit.savingsType` keys. */
export const savingsTypes = ['prudent', 'moderate', 'decisive', 'very-decisive'] as const;
export type SavingsType = (typeof savingsTypes)[number];

/** Prudent → Moderate → Decisive → Very Decisive; an unknown or missing type goes last; ties keep their order. */
export function sortSavingPlanBaskets<T extends Pick<Benefit, 'savingsType'>>(benefits: readonly T[]): T[] {
  const rank = (b: T) => {
    const i = (savingsTypes as readonly (string | null)[]).indexOf(b.savingsType);
    return i === -1 ? savingsTypes.length : i;
  };
  return [...benefits].sort((a, b) => rank(a) - rank(b));
}

/** A change window: `opens`–`closes` inclusive, ISO dates in Europe/Madrid; the change takes effect on `effectiveDate`. */
export interface SavingPlanWindow {
  opens: string;
  closes: string;
  effectiveDate: string;
}

// docs/product/benefits-and-simulation.md §5 Saving plan, §9: 11 Apr–10 May → 1 June; 11 Oct–10 Nov → 1 December. [month, day] pairs.
const windows = [
  { opens: [4, 11], closes: [5, 10], effective: [6, 1] },
  { opens: [10, 11], closes: [11, 10], effective: [12, 1] },
] as const;

/**
 * The change window open on `today`, or null. `today` is an ISO calendar date (already in
 * Europe/Madrid) or an ISO instant, read in Europe/Madrid (22:30 UTC on 10 April is 11 April there).
 */
export function savingPlanWindow(today: string): SavingPlanWindow | null {
  const date = formatIsoDate(toMadridDate(today));
  const year = date.slice(0, 4);
  const iso = ([month, day]: readonly [number, number]) => `${year}-${pad(month)}-${pad(day)}`;
  const open = windows.find((w) => iso(w.opens) <= date && date <= iso(w.closes));
  return open ? { opens: iso(open.opens), closes: iso(open.closes), effectiveDate: iso(open.effective) } : null;
}

/** A saving-plan contract of the user. */
export interface SavingContractRef {
  id: number;
  status: ContractStatus;
  benefitId: number;
  /** Whom it is for (null: the employee), when the caller knows; the rules above do not read it. */
  familyId?: number | null;
}

export type SavingPlanChange = { kind: 'first-subscription' } | { kind: 'change'; window: SavingPlanWindow };

/**
 * What putting a saving plan in the cart means today (docs/product/benefits-and-simulation.md §4, §5 Saving plan): a first
 * subscription (no pending or contracted plan) any day; otherwise a change, only inside a window,
 * effective on its date. Throws SAVING_PLAN_OUTSIDE_WINDOW.
 */
export function getSavingPlanChange(contracts: readonly SavingContractRef[], today: string): SavingPlanChange {
  if (!contracts.some(isInForce)) return { kind: 'first-subscription' };
  const window = savingPlanWindow(today);
  if (!window) throw new WizardError('SAVING_PLAN_OUTSIDE_WINDOW');
  return { kind: 'change', window };
}

/** `getSavingPlanChange` as a boolean, for the web to disable the form. */
export function canModifySavingPlan(contracts: readonly SavingContractRef[], today: string): boolean {
  return !contracts.some(isInForce) || savingPlanWindow(today) !== null;
}

/** docs/product/benefits-and-simulation.md §5: one saving plan in the cart at most; `editingId` is the cart item being updated, if any. */
export function assertSingleSavingPlanInCart(contracts: readonly SavingContractRef[], editingId: number | null): void {
  if (contracts.some((c) => c.status === 'cart' && c.id !== editingId)) throw new WizardError('SAVING_PLAN_PENDING_IN_CART');
}

export type SavingPlanStep = 'basket' | 'months' | 'family';

/** docs/product/benefits-and-simulation.md §2: basket, months, and the family step only when the baskets have more than one provider. */
export function savingPlanWizardSteps(benefits: readonly Pick<Benefit, 'provider'>[]): SavingPlanStep[] {
  return hasSavingPlanFamilyStep(benefits) ? ['basket', 'months', 'family'] : ['basket', 'months'];
}

export interface SavingPlanWizardStart {
  step: SavingPlanStep;
  benefitId: number | null;
  /** The existing plan's beneficiary (null: the employee); undefined when there is none or it is unknown. */
  familyId: number | null | undefined;
}

/**
 * docs/product/benefits-and-simulation.md §4: an existing non-cancelled saving contract preselects its benefit (and whom it
 * is for) and opens the months step. The cart item wins over a pending one, and that over the
 * contracted one (the latest intent).
 */
export function savingPlanWizardStart(contracts: readonly SavingContractRef[]): SavingPlanWizardStart {
  const order: ContractStatus[] = ['cart', 'pending', 'contracted'];
  const existing = [...contracts].filter((c) => c.status !== 'cancelled').sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))[0];
  return existing ? { step: 'months', benefitId: existing.benefitId, familyId: existing.familyId } : { step: 'basket', benefitId: null, familyId: undefined };
}

/** docs/product/benefits-and-simulation.md §4: going back to the basket selection is refused while a saving plan is in the cart. */
export function assertCanReturnToSavingPlanSelection(contracts: readonly SavingContractRef[]): void {
  if (contracts.some((c) => c.status === 'cart')) throw new WizardError('SAVING_PLAN_IN_CART');
}

/** A pending plan counts as in force: otherwise a second change could be queued outside the window. */
function isInForce(contract: SavingContractRef): boolean {
  return contract.status === 'pending' || contract.status === 'contracted';
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
