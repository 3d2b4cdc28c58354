import { useReportFormDraft } from '../../../shared/forms/form-drafts';
import type { BenefitPlan, CartDraft } from '../lib/benefit-plan';
import { priceDraft } from '../lib/price-draft';
import { CartActionButtons } from './cart-action-buttons';
import { useCartActions, type DraftRules } from './use-cart-actions';

interface CartActionBarProps {
  plan: BenefitPlan;
  /** The form's proposal at the moment a button is pressed. */
  draft: CartDraft;
  /** Clears the form. */
  onReset: () => void;
}

/** The simple categories' rules: the domain's `priceCartItem`; every month at 0 cancels. */
function formDraftRules(plan: BenefitPlan): DraftRules {
  return {
    check: (draft, editing) => {
      priceDraft(plan, {}, draft, editing);
    },
    isCancellation: (draft) => draft.items.every((item) => item.price === 0),
  };
}

/** The cart action bar of a category form; the side calculator follows the form as it is edited. */
export function CartActionBar({ plan, draft, onReset }: CartActionBarProps) {
  const actions = useCartActions(plan, formDraftRules(plan));
  useReportFormDraft(plan.benefit, draft);
  return <CartActionButtons plan={plan} actions={actions} draft={draft} onReset={onReset} />;
}
