import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckoutWizard } from '../../features/checkout/components/checkout-wizard';
import { useCompany } from '../../features/company/api/get-company';
import { CartPlanSaving } from '../../features/tax-calculator/components/cart-plan-saving';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePlanSavings } from '../tax-calculator/use-tax-inputs';

/** The plan year's cash given up and saving, beside the cart that changes them (its own component: its queries run here only). */
function CartSaving() {
  return <CartPlanSaving state={usePlanSavings()} />;
}

/** /cart (docs/product/cart-and-contracts.md §2): confirm the data of each item, then sign. */
export default function CartPage() {
  const { t } = useTranslation();
  const company = useCompany();
  usePageTitle(t('pages.cart'));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1}>{t('pages.cart')}</Title>
        <Anchor component={Link} to="/home" size="sm" data-testid="back-to-simulation">
          <Group component="span" gap={4} wrap="nowrap">
            <IconArrowLeft size={14} aria-hidden />
            {t('checkout.backToSimulation')}
          </Group>
        </Anchor>
      </Group>
      <CartSaving />
      <CheckoutWizard cutOffDay={company.cutOffDay} />
    </Stack>
  );
}
