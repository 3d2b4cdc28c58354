import { priceCartItem, type FamilyMemberRef } from '@flexplan/domain/catalogue';
import { useReportFormDraft } from '../../tax-calculator/lib/form-drafts';
import { type BenefitPlan, type CartDraft } from '../lib/benefit-plan';
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
  const family: FamilyMemberRef[] = plan.family.map(({ id, birthday, relationship }) => ({ id, birthday, relationship }));
  const check: DraftRules['check'] = (draft, editing) => {
    priceCartItem({
      benefit: plan.benefit,
      bags: plan.bags,
      year: plan.year,
      contracts: plan.charges,
      family,
      items: draft.items,
      details: draft.details,
      today: plan.today,
      companyCutOffDay: plan.cutOffDay,
      editing: editing ? { id: editing.id, status: editing.status, items: editing.items } : null,
    });
  };
  return { check, isCancellation: (draft) => draft.items.every((item) => item.price === 0) };
}

/** The cart action bar of a category form; the side calculator follows the form as it is edited. */
export function CartActionBar({ plan, draft, onReset }: CartActionBarProps) {
  const actions = useCartActions(plan, formDraftRules(plan));
  useReportFormDraft(plan.benefit, draft);
  return <CartActionButtons plan={plan} actions={actions} draft={draft} onReset={onReset} />;
}
