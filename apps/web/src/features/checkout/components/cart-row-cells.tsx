import { formatMoney } from '@flexplan/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import type { CartRow } from '../lib/cart-rows';

/** pending / completed (docs/product/benefits-and-simulation.md §2); an item that needs nothing says so. */
export function InfoStatusBadge({ row }: { row: CartRow }) {
  const { t } = useTranslation();
  const color = { pending: 'orange', completed: 'teal', notRequired: 'gray' }[row.info];
  // A tinted badge with dark text: readable (WCAG AA) whatever the colour.
  return (
    <Badge
      color={color}
      variant={row.info === 'notRequired' ? 'outline' : 'light'}
      c="dark.7"
      tt="none"
      fw={600}
      data-testid="info-status"
      data-status={row.info}
    >
      {t(`checkout.info.${row.info}`)}
    </Badge>
  );
}

/** Days until the company's cut-off for the item's first month; expired items are marked. */
export function TimeLeft({ row }: { row: CartRow }) {
  const { t, i18n } = useTranslation();
  if (!row.expiry || row.expiry.isExpired) {
    return (
      <Badge color="red" variant="light" c="dark.7" tt="none" fw={600} data-testid="time-left" data-expired="true">
        {t('checkout.timeLeft.expired')}
      </Badge>
    );
  }
  return (
    <Stack gap={0} data-testid="time-left">
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {t('checkout.timeLeft.days', { count: row.expiry.daysLeft })}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('checkout.timeLeft.until', { date: formatDate(row.expiry.cutOffDate, i18n.language) })}
      </Text>
    </Stack>
  );
}

/** What the employee pays a year, and the company's part when it pays some. */
export function RowTotal({ row, align = 'flex-end' }: { row: CartRow; align?: 'flex-start' | 'flex-end' }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={0} align={align}>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="row-total">
        {formatMoney(row.item.finalPrice, i18n.language)}
      </Text>
      {row.item.contributedPrice > 0 && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('checkout.table.companyPays', { amount: formatMoney(row.item.contributedPrice, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

interface RowActionsProps {
  row: CartRow;
  name: string;
  isRemoving: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

export function RowActions({ row, name, isRemoving, onEdit, onRemove }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEdit size={14} aria-hidden />}
        aria-label={t('checkout.table.editOf', { name })}
        onClick={onEdit}
        disabled={row.isAllowed === null}
        data-testid="row-edit"
      >
        {t('checkout.table.edit')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        c="red.9"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={t('checkout.table.removeOf', { name })}
        onClick={onRemove}
        loading={isRemoving}
        data-testid="row-remove"
      >
        {t('checkout.table.remove')}
      </Button>
    </Group>
  );
}
