import { formatMoney } from '@flexplan/domain';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseResult } from '../api/checkout-mutations';
import type { Beneficiary } from '../api/get-checkout-context';
import type { CartRow } from '../lib/cart-rows';
import type { NextStep } from '../lib/next-step';
import { CartTable } from './cart-table';

// The edit modal's forms (formation, kindergarten, health questionnaire) bring zod and the
// catalogue's schemas (~30 kB gzip): fetched when an item is first edited, not with the cart
//. It stays mounted afterwards so its closing transition plays. The next step's
// dialog (Modal, focus trap) likewise comes when it first opens.
const EditInfoModal = lazy(() => import('./edit-info-modal'));
const NextStepDialog = lazy(() => import('./next-step-dialog').then((module) => ({ default: module.NextStepDialog })));

interface ConfirmStepProps {
  rows: CartRow[];
  family: readonly Beneficiary[];
  nameOf: (row: CartRow) => string;
  /** What the last signature could not generate (they stay in the cart). */
  refused: PurchaseResult['refused'];
  dialog: NextStep | null;
  isRemoving: boolean;
  removingId: number | null;
  onNext: () => void;
  onRemove: (rows: CartRow[]) => void;
  onContinue: (step: NextStep) => void;
  onCloseDialog: () => void;
}

/** Step 0, data confirmation (docs/product/benefits-and-simulation.md §2): the items, their total, and "Next". */
export function ConfirmStep({ rows, family, nameOf, refused, dialog, isRemoving, removingId, onNext, onRemove, onContinue, onCloseDialog }: ConfirmStepProps) {
  const { t, i18n } = useTranslation();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [hasEdited, setHasEdited] = useState(false);
  if (editingId !== null && !hasEdited) setHasEdited(true);
  const editing = rows.find((row) => row.item.id === editingId) ?? null;
  const total = rows.reduce((sum, row) => sum + row.item.finalPrice, 0);
  const isCatalogueLoading = rows.some((row) => row.isAllowed === null);
  const refusedName = (entry: PurchaseResult['refused'][number]) => {
    const row = rows.find((r) => r.item.id === entry.id);
    return row ? nameOf(row) : t(`checkout.categories.${entry.product}`, { defaultValue: entry.product });
  };

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('checkout.confirm.title')}
      </Title>
      {refused.length > 0 && (
        <Alert color="yellow" variant="light" title={t('checkout.refused.title')} data-testid="refused-warning">
          <Text size="sm">{t('checkout.refused.message')}</Text>
          <List size="sm" mt={4}>
            {refused.map((entry) => (
              <List.Item key={entry.id}>
                {refusedName(entry)}: {t(`errors.${entry.code}`, { defaultValue: t('errors.generic') })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('checkout.confirm.intro')}
      </Text>
      <CartTable rows={rows} nameOf={nameOf} removingId={removingId} onEdit={(row) => setEditingId(row.item.id)} onRemove={(row) => onRemove([row])} />
      <Group justify="space-between" align="center" gap="sm">
        <Text fw={700} data-testid="cart-total">
          {t('checkout.confirm.total', { amount: formatMoney(total, i18n.language) })}
        </Text>
        <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={onNext} loading={isCatalogueLoading} data-testid="cart-next">
          {t('checkout.confirm.next')}
        </Button>
      </Group>
      {hasEdited && (
        <Suspense fallback={null}>
          <EditInfoModal row={editing} name={editing ? nameOf(editing) : ''} family={family} onClose={() => setEditingId(null)} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <NextStepDialog step={dialog} nameOf={nameOf} isRemoving={isRemoving} onClose={onCloseDialog} onRemove={onRemove} onContinue={onContinue} />
        </Suspense>
      )}
    </Stack>
  );
}
