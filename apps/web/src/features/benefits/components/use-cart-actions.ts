import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useAddToCart } from '../api/add-to-cart';
import { useCancelContract, useChangeContract } from '../api/change-contract';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useUpdateCartItem } from '../api/update-cart-item';
import type { BenefitPlan, CartDraft } from '../lib/benefit-plan';
import { cartErrorMessage } from '../lib/cart-error-message';
import { notifyCartError } from '../lib/notify-cart';

/** How a category's form is checked and read. */
export interface DraftRules {
  /** The domain's check of a proposal: throws the refusal the server would give. */
  check: (draft: CartDraft, editing: BenefitPlan['cartItem']) => void;
  /** Whether a proposal for a contracted contract means "cancel it" (docs/product/cart-and-contracts.md §4: price zero). */
  isCancellation: (draft: CartDraft) => boolean;
}

export type CartActions = ReturnType<typeof useCartActions>;

/**
 * Add, update and remove one benefit's cart item, change or cancel its contract (docs/product/benefits-and-simulation.md §2,
 * §4, §7). Every proposal first goes through `check` — the server's own rules — so a refusal
 * shows at once, by code, without a round trip; the server still re-checks and may refuse (its
 * code is shown too).
 */
export function useCartActions(plan: BenefitPlan, { check, isCancellation }: DraftRules) {
  const { t, i18n } = useTranslation();
  const alias = plan.benefit.product.alias;
  const add = useAddToCart(alias);
  const update = useUpdateCartItem(alias);
  const remove = useRemoveFromCart(alias);
  const change = useChangeContract(alias);
  const cancel = useCancelContract(alias);
  const navigate = useNavigate();
  // Price zero on a contracted item asks first (docs/product/cart-and-contracts.md §4).
  const [isCancelAsked, setIsCancelAsked] = useState(false);
  const showError = (error: unknown) => notifyCartError(cartErrorMessage(error, t, i18n.language));

  /** The domain's verdict on a draft; false (and the refusal shown) when it would be refused. */
  const isAccepted = (draft: CartDraft, editing: BenefitPlan['cartItem']): boolean => {
    try {
      check(draft, editing);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  const body = (draft: CartDraft) => ({ year: plan.year, benefitId: plan.benefit.id, items: draft.items, details: draft.details });

  return {
    isPending: add.isPending || update.isPending || remove.isPending || change.isPending || cancel.isPending,
    isCancelAsked,
    isCancelling: cancel.isPending,
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
    /**
     * Modifying a contracted contract (docs/product/cart-and-contracts.md §4): the change is sent for acceptance by e-mail
     * and the old conditions stay until then; price zero asks to cancel the contract instead.
     */
    updateContract(draft: CartDraft) {
      const contract = plan.contract;
      if (!contract) return;
      if (contract.status === 'contracted' && isCancellation(draft)) {
        setIsCancelAsked(true);
        return;
      }
      if (!isAccepted(draft, contract)) return;
      // The promise, not mutate's callbacks: the form remounts on the new plan before those would run.
      change
        .mutateAsync({ ...body(draft), id: contract.id, version: contract.version, additionalInfo: contract.additionalInfo })
        .then(() => notifySuccess(t('benefits.toast.contractUpdated')), showError);
    },
    /** The confirmed cancellation: the contract reads cancelled and the person goes home. */
    confirmCancel() {
      const contract = plan.contract;
      if (!contract) return;
      cancel.mutateAsync(contract).then(
        () => {
          setIsCancelAsked(false);
          notifySuccess(t('benefits.toast.contractCancelled'));
          void navigate('/home');
        },
        (error: unknown) => {
          setIsCancelAsked(false);
          showError(error);
        },
      );
    },
    dismissCancel() {
      setIsCancelAsked(false);
    },
  };
}
