import { formatMoney } from '@flexplan/domain';
import { contractStatusText } from '@flexplan/domain/catalogue';
import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconFileCheck, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BenefitPlan } from '../lib/benefit-plan';

/** The domain gives `contracts.status.<text>`; this feature translates the last part. */
const statusKey = (code: string) => `benefits.status.${code.split('.').pop() ?? ''}`;

/**
 * Where the benefit stands: in the cart (with its yearly price), or contracted with its status
 * text (docs/product/cart-and-contracts.md §4: cancelled, effective 1 June / 1 December, under review, already contracted).
 */
export function ContractStatus({ plan }: { plan: BenefitPlan }) {
  const { t, i18n } = useTranslation();
  if (plan.cartItem) {
    return (
      <Group gap="xs" data-testid="in-cart">
        <Badge color="brand" variant="light" leftSection={<IconShoppingCart size={14} aria-hidden />}>
          {t('benefits.card.inCart')}
        </Badge>
        <Text size="sm">{t('benefits.card.inCartPrice', { price: formatMoney(plan.cartItem.finalPrice, i18n.language) })}</Text>
      </Group>
    );
  }
  if (!plan.contract) return null;
  const contract = plan.contract;
  const money = (cents: number) => formatMoney(cents, i18n.language);
  // The conditions in force, and a signed change until its e-mail is accepted (docs/product/cart-and-contracts.md §4).
  return (
    <Alert color="teal" variant="light" icon={<IconFileCheck size={20} aria-hidden />}>
      <Text size="sm" data-testid="contract-status">
        {t(statusKey(contractStatusText({ status: contract.status, category: contract.productCategory, effectiveDate: contract.effectiveDate })))}
      </Text>
      {contract.status !== 'cancelled' && (
        <Text size="sm" fw={600} data-testid="contract-price">
          {t('benefits.card.contractedPrice', { price: money(contract.finalPrice) })}
        </Text>
      )}
      {plan.pendingChange && (
        <Text size="sm" mt={4} data-testid="pending-change">
          {t('benefits.card.changePending', { price: money(plan.pendingChange.finalPrice) })}
        </Text>
      )}
    </Alert>
  );
}
