import { isRefusedByTheBags } from '@flexplan/domain/wizards';
import type { WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import { useState } from 'react';
import type { ContractView } from '../../api/get-user-plan';
import type { BenefitPlan } from '../../lib/benefit-plan';
import { priceDraft } from './wizard-inputs';
import { policyDraft, policyStartChoice } from './policy-start-month-field';
import { useFieldMessage } from './wizard-messages';

/**
 * The state the policy wizards (life, life-axa, renting) share: the chosen start month, the
 * amounts, and the rule that a change the bags cannot pay is refused, the previous value kept and
 * the exceeded message shown (docs/product/benefits-and-simulation.md §5 Life insurance, Renting).
 */
export function usePolicyForm<F extends Record<string, number>>(
  plan: BenefitPlan,
  initial: ContractView | null,
  inputs: WizardPricingInputs,
  initialDetails: () => F,
) {
  const messageOf = useFieldMessage();
  const choice = policyStartChoice(plan, initial);
  const [chosenStart, setStartMonth] = useState(choice.initial);
  const startMonth = chosenStart !== null && choice.options.includes(chosenStart) ? chosenStart : (choice.options[0] ?? null);
  const [details, setDetails] = useState<F>(initialDetails);
  const [exceeded, setExceeded] = useState<string | null>(null);
  const draftOf = (d: F, start = startMonth) => policyDraft(plan, start, d);

  const isAffordable = (proposal: ReturnType<typeof draftOf>) => {
    try {
      priceDraft(plan, inputs, proposal);
    } catch (error) {
      if (isRefusedByTheBags(error)) {
        setExceeded(messageOf(error, null));
        return false;
      }
    }
    setExceeded(null);
    return true;
  };

  return {
    choice,
    startMonth,
    details,
    exceeded,
    draftOf,
    propose(field: keyof F, value: number) {
      const next = { ...details, [field]: value };
      if (isAffordable(draftOf(next))) setDetails(next);
    },
    proposeStart(month: number) {
      if (isAffordable(draftOf(details, month))) setStartMonth(month);
    },
  };
}
