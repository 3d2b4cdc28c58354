import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckoutWizard } from '../../features/checkout/components/checkout-wizard';
import { useCompany } from '../../features/company/api/get-company';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /cart (spec part 2 §2): confirm the data of each item, then sign. */
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
      <CheckoutWizard cutOffDay={company.cutOffDay} />
    </Stack>
  );
}
