import { contractActions } from '@flexplan/domain/catalogue';
import { Button } from '@mantine/core';
import { IconRefresh, IconShoppingCartPlus, IconTrash, IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import type { BenefitPlan, CartDraft } from '../lib/benefit-plan';
import { notifyReset } from '../lib/notify-cart';
import classes from './benefit-card.module.css';
import type { CartActions } from './use-cart-actions';

// Asked only when a contract is updated to price zero: the modal machinery (focus trap, scroll
// lock, ScrollArea) stays out of the product page's first download.
const CancelContractModal = lazy(() => import('./cancel-contract-modal').then(({ CancelContractModal }) => ({ default: CancelContractModal })));

interface CartActionButtonsProps {
  plan: BenefitPlan;
  actions: CartActions;
  /** The form's proposal at the moment a button is pressed. */
  draft: CartDraft;
  /** Clears the form. */
  onReset: () => void;
}

/**
 * Add, update, remove and reset (docs/product/benefits-and-simulation.md §2), as the domain's `contractActions` allows: a
 * benefit in the cart is updated or removed; a contracted one is modified with "update contract"
 * when its category allows changes (docs/product/cart-and-contracts.md §4); a pending one offers nothing. While a
 * change waits for its e-mail the server's refusal (CHANGE_IN_PROGRESS) says so.
 */
export function CartActionButtons({ plan, actions, draft, onReset }: CartActionButtonsProps) {
  const { t, i18n } = useTranslation();
  const name = pickLocalized(plan.benefit.name, i18n.language);
  const named = (key: string) => ({ 'aria-label': `${t(key)}: ${name}` });
  // The one rule the server enforces too: a pending contract offers nothing until its flow ends.
  const allowed = contractActions(plan.cartItem ?? plan.contract, { category: plan.benefit.product.alias, isDefault: plan.benefit.product.isDefault });
  // Mounted from its first opening on, so that closing it still plays its transition.
  const [hasCancelModal, setHasCancelModal] = useState(false);
  if (actions.isCancelAsked && !hasCancelModal) setHasCancelModal(true);
  const handleReset = () => {
    onReset();
    notifyReset(t('benefits.toast.reset'));
  };

  return (
    <div className={classes.actionBar} role="group" aria-label={t('benefits.actions.label', { name })}>
      {allowed.includes('update') && (
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={actions.isPending}
          onClick={() => actions.update(draft)}
          {...named('benefits.actions.update')}
        >
          {t('benefits.actions.update')}
        </Button>
      )}
      {allowed.includes('remove') && (
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={18} aria-hidden />}
          disabled={actions.isPending}
          onClick={actions.remove}
          {...named('benefits.actions.remove')}
        >
          {t('benefits.actions.remove')}
        </Button>
      )}
      {allowed.includes('modify') && (
        <Button
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={actions.isPending}
          onClick={() => actions.updateContract(draft)}
          {...named('benefits.actions.updateContract')}
        >
          {t('benefits.actions.updateContract')}
        </Button>
      )}
      {allowed.includes('add') && (
        <Button
          leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
          loading={actions.isPending}
          onClick={() => actions.add(draft)}
          {...named('benefits.actions.add')}
        >
          {t('benefits.actions.add')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconRefresh size={18} aria-hidden />}
        disabled={actions.isPending}
        onClick={handleReset}
        {...named('benefits.actions.reset')}
      >
        {t('benefits.actions.reset')}
      </Button>
      {hasCancelModal && (
        <Suspense fallback={null}>
          <CancelContractModal
            opened={actions.isCancelAsked}
            name={name}
            isCancelling={actions.isCancelling}
            onConfirm={actions.confirmCancel}
            onClose={actions.dismissCancel}
          />
        </Suspense>
      )}
    </div>
  );
}
