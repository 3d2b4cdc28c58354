import { taxBenefitsOf } from '@flexplan/domain/tax/employee-tax-profile';
import { planSavings, type PlanSavings } from '@flexplan/domain/tax/plan-savings';
import { useTaxInputs, type TaxInputs, type TaxInputsState } from './use-tax-inputs';

export type PlanSavingsState = Exclude<TaxInputsState, { status: 'ready' }> | { status: 'ready'; inputs: TaxInputs; savings: PlanSavings };

/** Saved and possible savings of a plan year (docs/decisions.md "Saved and possible savings"). */
export function savingsOf(inputs: TaxInputs): PlanSavings | null {
  const items = inputs.planItems.flatMap((p) => p.items);
  return planSavings({
    facts: inputs.facts,
    benefits: taxBenefitsOf(items, inputs.familyDisabilities, inputs.privateUsePercent),
    flexibleAvailable: inputs.flexibleAvailable,
    insurablePeople: inputs.insurablePeople,
    hasChildUnder3: inputs.hasChildUnder3,
    taxYear: inputs.taxYear,
  });
}

export function usePlanSavings(year?: number): PlanSavingsState {
  const state = useTaxInputs(year);
  if (state.status !== 'ready') return state;
  // The engine is pure and fast (microseconds a simulation): no memo needed.
  const savings = savingsOf(state.inputs);
  if (!savings) return { status: 'unavailable' };
  return { status: 'ready', inputs: state.inputs, savings };
}
