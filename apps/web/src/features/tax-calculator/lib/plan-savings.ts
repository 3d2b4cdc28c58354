import { planSavings, type PlanSavings } from '@flexplan/domain/tax/plan-savings';
import type { TaxInputs, TaxInputsState } from './tax-inputs';

export type PlanSavingsState = Exclude<TaxInputsState, { status: 'ready' }> | { status: 'ready'; inputs: TaxInputs; savings: PlanSavings };

/** Saved and possible savings of a plan year (docs/decisions/256-saved-and-possible-savings.md, docs/decisions/275-you-can-still-save.md). */
export function savingsOf(inputs: TaxInputs): PlanSavings | null {
  return planSavings({
    facts: inputs.facts,
    items: inputs.planItems.flatMap((p) => p.items),
    family: inputs.family,
    privateUsePercent: inputs.privateUsePercent,
    flexibleAvailable: inputs.flexibleAvailable,
    openMonths: inputs.openMonths,
    offeredCategories: inputs.offeredCategories,
    taxYear: inputs.taxYear,
  });
}

/** The savings once the inputs are ready; inputs the engine cannot use read as unavailable. */
export function planSavingsOf(state: TaxInputsState): PlanSavingsState {
  if (state.status !== 'ready') return state;
  // The engine is pure and fast (microseconds a simulation): no memo needed.
  const savings = savingsOf(state.inputs);
  if (!savings) return { status: 'unavailable' };
  return { status: 'ready', inputs: state.inputs, savings };
}
