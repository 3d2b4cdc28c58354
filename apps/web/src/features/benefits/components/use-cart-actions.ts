import { priceCartItem, type FamilyMemberRef } from '@flexplan/domain/catalogue';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useAddToCart } from '../api/add-to-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import { type BenefitPlan, type CartDraft } from '../lib/benefit-plan';
import { cartErrorMessage } from '../lib/cart-error-message';
import { notifyCartError } from '../lib/notify-cart';

/**
 * Add, update and remove one benefit's cart item (spec part 2 §2, §7). Every proposal first goes
 * through the domain's `priceCartItem` — the server's own rules — so a refusal shows at once, by
 * code, without a round trip; the server still re-checks and may refuse (its code is shown too).
 */
export function useCartActions(plan: BenefitPlan) {
  const { t, i18n } = useTranslation();
  const alias = plan.benefit.product.alias;
  const add = useAddToCart(alias);
  const update = useUpdateCartItem(alias);
  const remove = useRemoveFromCart(alias);
  const showError = (error: unknown) => notifyCartError(cartErrorMessage(error, t, i18n.language));

  /** The domain's verdict on a draft; false (and the refusal shown) when it would be refused. */
  const isAccepted = (draft: CartDraft, editing: BenefitPlan['cartItem']): boolean => {
    const family: FamilyMemberRef[] = plan.family.map(({ id, birthday, relationship }) => ({ id, birthday, relationship }));
    try {
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
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  const body = (draft: CartDraft) => ({ year: plan.year, benefitId: plan.benefit.id, items: draft.items, details: draft.details });

  return {
    isPending: add.isPending || update.isPending || remove.isPending,
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
    /** Modifying a pending or contracted contract: the server answers CONTRACT_NOT_EDITABLE until that flow lands. */
    updateContract(draft: CartDraft) {
      const contract = plan.contract;
      if (!contract || !isAccepted(draft, contract)) return;
      update.mutate(
        { ...body(draft), id: contract.id, version: contract.version, additionalInfo: contract.additionalInfo },
        { onSuccess: () => notifySuccess(t('benefits.toast.contractUpdated')), onError: showError },
      );
    },
  };
}
