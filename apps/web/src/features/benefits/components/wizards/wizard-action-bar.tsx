import { canChangeContracted } from '@flexplan/domain/catalogue';
import { Button } from '@mantine/core';
import { IconRefresh, IconShoppingCartPlus, IconTrash, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';
import { type BenefitPlan, type CartDraft } from '../../lib/benefit-plan';
import { notifyReset } from '../../lib/notify-cart';
import classes from '../benefit-card.module.css';
import { type WizardPricingInputs } from '@flexplan/domain/benefits/wizard-pricing-inputs';
import { useWizardCartActions } from './use-wizard-cart-actions';

interface WizardActionBarProps {
  /** What the server loads for the category's pricer. */
  inputs: WizardPricingInputs;
  plan: BenefitPlan;
  /** The form's proposal at the moment a button is pressed. */
  draft: CartDraft;
  /** Clears the form. */
  onReset: () => void;
}

/**
 * The cart action bar of a wizard (spec part 2 §2), priced with the wizard inputs. A benefit already in the cart is updated or
 * removed; a pending or contracted one is modified with "update contract" when its category
 * allows changes (spec part 2 §4).
 */
export function WizardActionBar({ plan, inputs, draft, onReset }: WizardActionBarProps) {
  const { t, i18n } = useTranslation();
  const actions = useWizardCartActions(plan, inputs);
  const name = pickLocalized(plan.benefit.name, i18n.language);
  const named = (key: string) => ({ 'aria-label': `${t(key)}: ${name}` });
  const liveContract = plan.contract && plan.contract.status !== 'cancelled' ? plan.contract : null;

  const handleReset = () => {
    onReset();
    notifyReset(t('benefits.toast.reset'));
  };

  return (
    <div className={classes.actionBar} role="group" aria-label={t('benefits.actions.label', { name })}>
      {plan.cartItem ? (
        <>
          <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={actions.isPending} onClick={() => actions.update(draft)} {...named('benefits.actions.update')}>
            {t('benefits.actions.update')}
          </Button>
          <Button variant="outline" color="red.9" leftSection={<IconTrash size={18} aria-hidden />} disabled={actions.isPending} onClick={actions.remove} {...named('benefits.actions.remove')}>
            {t('benefits.actions.remove')}
          </Button>
        </>
      ) : liveContract ? (
        canChangeContracted(plan.benefit.product.alias, plan.benefit.product.isDefault) && (
          <Button leftSection={<IconDeviceFloppy size={18} aria-hidden />} loading={actions.isPending} onClick={() => actions.updateContract(draft)} {...named('benefits.actions.updateContract')}>
            {t('benefits.actions.updateContract')}
          </Button>
        )
      ) : (
        <Button leftSection={<IconShoppingCartPlus size={18} aria-hidden />} loading={actions.isPending} onClick={() => actions.add(draft)} {...named('benefits.actions.add')}>
          {t('benefits.actions.add')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden />} disabled={actions.isPending} onClick={handleReset} {...named('benefits.actions.reset')}>
        {t('benefits.actions.reset')}
      </Button>
    </div>
  );
}
