import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addToCart } from '../../features/benefits/api/add-to-cart';
import { invalidatePlan } from '../../features/benefits/api/invalidate-plan';
import type { BestPlan } from '../../features/best-plan/api/get-best-plan';
import { BestPlanView } from '../../features/best-plan/components/best-plan-view';
import { isApiError } from '../../shared/api/api-error';
import { notifyApiError } from '../../shared/api/notify-api-error';
import { queryKeys } from '../../shared/api/query-keys';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /best-plan: the allocation that leaves the most net income, put in the cart in one click. */
export default function BestPlanPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(t('bestPlan.title'));

  // Through the normal cart route, one product after another: the server prices and checks each again.
  const putInCart = async (bodies: BestPlan['cart']) => {
    try {
      for (const body of bodies) await addToCart(body);
      await navigate('/cart');
    } catch (error) {
      if (!isApiError(error)) throw error;
      notifyApiError(error);
    } finally {
      await Promise.all([invalidatePlan(queryClient, ''), queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'best-plan'] })]);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('bestPlan.title')}</Title>
      <Text maw={760}>{t('bestPlan.intro')}</Text>
      <BestPlanView onPutInCart={putInCart} />
    </Stack>
  );
}
