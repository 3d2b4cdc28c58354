import { Alert, Stepper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useRemoveCheckoutItem, type PurchaseResult } from '../api/checkout-mutations';
import { useCheckoutCart } from '../api/get-checkout-cart';
import { useBeneficiaries, useCartBenefits, useServerToday } from '../api/get-checkout-context';
import { toCartRow, type CartRow } from '../lib/cart-rows';
import { nextStepOf, signStepOf, type NextStep } from '../lib/next-step';
import { CheckoutSkeleton } from './checkout-skeleton';
import { ConfirmStep } from './confirm-step';
import { EmptyCart } from './empty-cart';
import { SignStep } from './sign-step';

interface CheckoutWizardProps {
  /** The company's cut-off day (GET /companies/by-subdomain). */
  cutOffDay: number;
}

/**
 * The cart page (docs/product/cart-and-contracts.md §2, §4): step 0 confirms the data of each item, "Next" runs the
 * checks of §5 and step 1 signs the items that passed them.
 */
export function CheckoutWizard({ cutOffDay }: CheckoutWizardProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const cart = useCheckoutCart();
  const family = useBeneficiaries();
  const today = useServerToday();
  const lookup = useCartBenefits(cart.data?.map((item) => item.product) ?? []);
  const remove = useRemoveCheckoutItem();
  const [step, setStep] = useState<0 | 1>(0);
  // A snapshot: signing empties the cart, and the step must stay until it has gone to /home.
  const [signRows, setSignRows] = useState<CartRow[]>([]);
  const [dialog, setDialog] = useState<NextStep | null>(null);
  const [refused, setRefused] = useState<PurchaseResult['refused']>([]);
  const top = useRef<HTMLDivElement>(null);
  const isMobile = useIsMobileLayout();

  if (cart.isPending || today.isPending) return <CheckoutSkeleton />;
  if (cart.isError || today.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('checkout.loadFailed')}
      </Alert>
    );
  }

  const rows = cart.data.map((item) => toCartRow(item, { family: family.data ?? [], lookup, today: today.data, cutOffDay }));
  const nameOf = (row: CartRow) =>
    pickLocalized(row.item.benefitName, i18n.language) || t(`checkout.categories.${row.item.product}`, { defaultValue: row.item.product });

  const goTo = (next: 0 | 1) => {
    setStep(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const continueWith = (next: NextStep) => {
    if (next.kind !== 'sign') return setDialog(next);
    setDialog(null);
    setRefused([]);
    setSignRows(next.rows);
    goTo(1);
  };
  const handleNext = () => continueWith(nextStepOf(rows));
  const handleContinue = (current: NextStep) => {
    if (current.kind === 'continueWithRest') continueWith(signStepOf(current.rest));
    else if (current.kind === 'agreement') continueWith({ kind: 'sign', rows: current.rows });
  };
  const removeRows = async (toRemove: CartRow[]) => {
    await Promise.all(toRemove.map((row) => remove.mutateAsync(row.item))).catch(() => undefined);
    notifySuccess(t('checkout.table.removed', { count: toRemove.length }));
    setDialog(null);
  };
  const handleBack = () => {
    // Going back refreshes the cart (docs/product/cart-and-contracts.md §4).
    void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    goTo(0);
  };

  const isSigning = step === 1 && signRows.length > 0;
  return (
    <div ref={top}>
      <Stepper active={isSigning ? 1 : 0} size="sm" mb="lg" allowNextStepsSelect={false} aria-label={t('checkout.steps.label')}>
        {/* On a phone the step's heading names it; the stepper keeps only its numbers. */}
        <Stepper.Step
          label={isMobile ? undefined : t('checkout.steps.confirm')}
          aria-label={t('checkout.steps.confirm')}
          aria-current={isSigning ? undefined : 'step'}
        />
        <Stepper.Step
          label={isMobile ? undefined : t('checkout.steps.sign')}
          aria-label={t('checkout.steps.sign')}
          aria-current={isSigning ? 'step' : undefined}
        />
      </Stepper>
      {isSigning ? (
        <SignStep
          rows={signRows}
          family={family.data ?? []}
          cutOffDay={cutOffDay}
          nameOf={nameOf}
          onBack={handleBack}
          onRefused={(list) => {
            setRefused(list);
            goTo(0);
          }}
        />
      ) : rows.length === 0 ? (
        <EmptyCart />
      ) : (
        <ConfirmStep
          rows={rows}
          family={family.data ?? []}
          nameOf={nameOf}
          refused={refused}
          dialog={dialog}
          isRemoving={remove.isPending}
          removingId={remove.isPending ? (remove.variables?.id ?? null) : null}
          onNext={handleNext}
          onRemove={(list) => void removeRows(list)}
          onContinue={handleContinue}
          onCloseDialog={() => setDialog(null)}
        />
      )}
    </div>
  );
}
