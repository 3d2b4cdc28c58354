import type { WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import type { PricedCartItem } from '@flexplan/domain/catalogue';
import { DomainError } from '@flexplan/domain/errors/domain-error';
import { useReportFormDraft } from '../../../../shared/forms/form-drafts';
import type { BenefitPlan, CartDraft } from '../../lib/benefit-plan';
import { CartActionButtons } from '../cart-action-buttons';
import { useCartActions } from '../use-cart-actions';
import { priceDraft } from './wizard-inputs';

/** Whether a proposal comes to nothing: priced at 0, or refused for exactly that. */
function pricesToZero(price: () => { finalPrice: number }): boolean {
  try {
    return price().finalPrice === 0;
  } catch (error) {
    return error instanceof DomainError && error.code === 'ZERO_PRICE';
  }
}

interface WizardActionBarProps {
  plan: BenefitPlan;
  /** What the server loads for the category's pricer. */
  inputs: WizardPricingInputs;
  draft: CartDraft;
  onReset: () => void;
}

/**
 * The cart action bar of a wizard: the domain's `priceCartItem` runs with the wizard inputs (rate
 * table, birthday, supplementaries, other contracts, private use) the server loads for the same
 * category, so the browser refuses what the server would.
 */
export function WizardActionBar({ plan, inputs, draft, onReset }: WizardActionBarProps) {
  const actions = useCartActions(plan, {
    check: (proposal, editing) => {
      priceDraft(plan, inputs, proposal, editing);
    },
    // A wizard's draft carries no prices (its pricer sets them): what it prices to decides.
    isCancellation: (proposal) => pricesToZero(() => priceDraft(plan, inputs, proposal)),
  });
  // The side calculator follows the wizard with the very items and details its card shows.
  useReportFormDraft(
    plan.benefit,
    pricedOrNull(() => priceDraft(plan, inputs, draft)),
  );
  return <CartActionButtons plan={plan} actions={actions} draft={draft} onReset={onReset} />;
}

function pricedOrNull(price: () => PricedCartItem): Pick<PricedCartItem, 'items' | 'details'> | null {
  try {
    const { items, details } = price();
    return { items, details };
  } catch {
    return null;
  }
}
