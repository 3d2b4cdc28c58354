import { formatMoney } from '@flexplan/domain';
import { Anchor, Button, Checkbox, Group, List, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconListDetails, IconSignature } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { formatDate } from '../../../shared/i18n/format-date';
import { usePurchase, type PurchaseResult } from '../api/checkout-mutations';
import type { Beneficiary } from '../api/get-checkout-context';
import type { CartRow } from '../lib/cart-rows';

// The details' modal (Modal, focus trap) comes when first opened, not with the cart;
// it stays mounted afterwards so its closing transition plays.
const ContractDetailsModal = lazy(() => import('./contract-details-modal').then((module) => ({ default: module.ContractDetailsModal })));

interface SignStepProps {
  rows: CartRow[];
  family: readonly Beneficiary[];
  cutOffDay: number;
  nameOf: (row: CartRow) => string;
  onBack: () => void;
  /** Some items failed the server's re-check and stay in the cart. */
  onRefused: (refused: PurchaseResult['refused']) => void;
}

/**
 * Contract signing (docs/product/cart-and-contracts.md §2, §4): the terms with the cut-off date, the privacy checkbox
 * (sign is enabled once ticked), the details, back, and sign. Signing sends the items and goes
 * to /home; the button stays disabled while the request runs (the server is idempotent too).
 */
export function SignStep({ rows, family, cutOffDay, nameOf, onBack, onRefused }: SignStepProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [hasAcceptedPrivacy, setHasAcceptedPrivacy] = useState(false);
  const [isDetailOpen, setIsDetailOpen] = useState(false);
  const [hasOpenedDetail, setHasOpenedDetail] = useState(false);
  if (isDetailOpen && !hasOpenedDetail) setHasOpenedDetail(true);
  const purchase = usePurchase();
  const deadlines = rows.flatMap((row) => (row.expiry ? [row.expiry.cutOffDate] : [])).sort();
  const total = rows.reduce((sum, row) => sum + row.item.finalPrice, 0);

  const handleSign = () => {
    purchase.mutate(
      rows.map((row) => row.item.id),
      {
        onSuccess: (result) => {
          notifySuccess(t('checkout.sign.sent'));
          if (result.refused.length > 0) onRefused(result.refused);
          else void navigate('/home');
        },
        // Nothing could be signed (the toast says so): back to the data, refreshed.
        onError: (error) => isApiError(error) && error.code === 'NOTHING_TO_PURCHASE' && onBack(),
      },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('checkout.sign.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <div>
            <Text fw={600} mb={4}>
              {t('checkout.sign.signing', { count: rows.length })}
            </Text>
            <List spacing={2} data-testid="sign-items">
              {rows.map((row) => (
                <List.Item key={row.item.id}>
                  {nameOf(row)} · {formatMoney(row.item.finalPrice, i18n.language)}
                </List.Item>
              ))}
            </List>
            <Text fw={700} mt="xs">
              {t('checkout.sign.total', { amount: formatMoney(total, i18n.language) })}
            </Text>
          </div>
          <Text data-testid="sign-terms">
            {t('checkout.sign.terms', { date: deadlines[0] ? formatDate(deadlines[0], i18n.language) : '', day: cutOffDay })}
          </Text>
          <Checkbox
            name="privacy"
            label={t('checkout.sign.privacy')}
            checked={hasAcceptedPrivacy}
            onChange={(event) => setHasAcceptedPrivacy(event.currentTarget.checked)}
            data-testid="privacy-checkbox"
          />
          <Anchor component={Link} to="/privacy-policy" target="_blank" size="sm">
            {t('checkout.sign.readPrivacy')}
            <VisuallyHidden>{` (${t('common.opensInNewTab')})`}</VisuallyHidden>
          </Anchor>
        </Stack>
      </Paper>
      <Group justify="space-between" gap="sm">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={purchase.isPending}>
          {t('checkout.sign.back')}
        </Button>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => setIsDetailOpen(true)}>
            {t('checkout.sign.seeDetails')}
          </Button>
          <Button
            leftSection={<IconSignature size={16} aria-hidden />}
            disabled={!hasAcceptedPrivacy || purchase.isSuccess}
            loading={purchase.isPending}
            onClick={handleSign}
            data-testid="sign-button"
          >
            {t('checkout.sign.sign')}
          </Button>
        </Group>
      </Group>
      {hasOpenedDetail && (
        <Suspense fallback={null}>
          <ContractDetailsModal opened={isDetailOpen} rows={rows} family={family} nameOf={nameOf} onClose={() => setIsDetailOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
