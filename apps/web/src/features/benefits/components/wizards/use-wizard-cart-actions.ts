import { type WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../shared/api/notify-api-error';
import { useAddToCart } from '../../api/add-to-cart';
import { useChangeContract } from '../../api/change-contract';
import { useRemoveFromCart } from '../../api/remove-from-cart';
import { useUpdateCartItem } from '../../api/update-cart-item';
import { type BenefitPlan, type CartDraft } from '../../lib/benefit-plan';
import { cartErrorMessage } from '../../lib/cart-error-message';
import { notifyCartError } from '../../lib/notify-cart';
import { priceDraft } from './wizard-inputs';

/**
 * `useCartActions` for the wizard categories: the domain's `priceCartItem` runs with the wizard
 * inputs (rate table, birthday, supplementaries, other contracts, private use) the server loads
 * for the same category, so the browser refuses what the server would.
 */
export function useWizardCartActions(plan: BenefitPlan, inputs: WizardPricingInputs) {
  const { t, i18n } = useTranslation();
  const alias = plan.benefit.product.alias;
  const add = useAddToCart(alias);
  const update = useUpdateCartItem(alias);
  const remove = useRemoveFromCart(alias);
  const change = useChangeContract(alias);
  const showError = (error: unknown) => notifyCartError(cartErrorMessage(error, t, i18n.language));

  const isAccepted = (draft: CartDraft, editing: BenefitPlan['cartItem']): boolean => {
    try {
      priceDraft(plan, inputs, draft, editing);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };
  const body = (draft: CartDraft) => ({ year: plan.year, benefitId: plan.benefit.id, items: draft.items, details: draft.details });

  return {
    isPending: add.isPending || update.isPending || remove.isPending || change.isPending,
    add(draft: CartDraft) {
      if (!isAccepted(draft, null)) return;
      add.mutate(body(draft), { onSuccess: () => notifySuccess(t('benefits.toast.added')), onError: showError });
    },
    update(draft: CartDraft) {
      const item = plan.cartItem;
      if (!item || !isAccepted(draft, item)) return;
      update.mutate(
        { ...body(draft), id: item.id, version: item.version, additionalInfo: item.additionalInfo },
        { onSuccess: () => notifySuccess(t('benefits.toast.updated')), onError: showError },
      );
    },
    remove() {
      const item = plan.cartItem;
      if (!item) return;
      remove.mutate(item.id, { onSuccess: () => notifySuccess(t('benefits.toast.removed')), onError: showError });
    },
    /** A contracted contract's change is sent for acceptance by e-mail; the old conditions stay until then (spec part 2 §4). */
    updateContract(draft: CartDraft) {
      const contract = plan.contract;
      if (!contract || !isAccepted(draft, contract)) return;
      // The answer remounts the form (the change now waits beside the contract): the promise, unlike
      // mutate's callbacks, still resolves after that.
      change.mutateAsync({ ...body(draft), id: contract.id, version: contract.version, additionalInfo: contract.additionalInfo })
        .then(() => notifySuccess(t('benefits.toast.contractUpdated')), showError);
    },
  };
}
