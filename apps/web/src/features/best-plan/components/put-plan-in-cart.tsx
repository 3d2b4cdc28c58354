import { Button } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BestPlan } from '../api/get-best-plan';

interface PutPlanInCartProps {
  plan: BestPlan;
  /** Adds the bodies through the normal cart routes (the server prices and checks each again). */
  onPutInCart: (bodies: BestPlan['cart']) => Promise<void>;
  /** The plan on screen is for older figures than the form's: wait for the new one. */
  isStale: boolean;
}

/** One button for the whole plan. */
export function PutPlanInCart({ plan, onPutInCart, isStale }: PutPlanInCartProps) {
  const { t } = useTranslation();
  const [isBusy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await onPutInCart(plan.cart);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="md"
      leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
      disabled={plan.cart.length === 0 || isStale}
      loading={isBusy}
      onClick={handleClick}
      data-testid="put-plan-in-cart"
    >
      {t('bestPlan.putInCart')}
    </Button>
  );
}
