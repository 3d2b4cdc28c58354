import { formatMoney } from '@flexplan/domain';
import { Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthName } from '../../../shared/i18n/month-name';
import type { Beneficiary } from '../api/get-checkout-context';
import type { CartRow } from '../lib/cart-rows';

interface ContractDetailsModalProps {
  opened: boolean;
  rows: CartRow[];
  family: readonly Beneficiary[];
  nameOf: (row: CartRow) => string;
  onClose: () => void;
}

/** "See details" (docs/product/benefits-and-simulation.md §2): the monthly breakdown of what is being signed. */
export function ContractDetailsModal({ opened, rows, family, nameOf, onClose }: ContractDetailsModalProps) {
  const { t, i18n } = useTranslation();
  const lines = rows
    .flatMap((row) => row.item.items.map((line) => ({ row, line })))
    .sort((a, b) => a.line.month - b.line.month || a.row.item.id - b.row.item.id || (a.line.familyId ?? -1) - (b.line.familyId ?? -1));
  const who = (familyId: number | null) => family.find((m) => (familyId === null ? m.relationship === 'you' : m.id === familyId))?.fullName ?? '';
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const total = lines.reduce((sum, { line }) => sum + line.price, 0);
  const contributed = lines.reduce((sum, { line }) => sum + line.contributedPrice, 0);
  const numeric = { ta: 'right' as const, style: { whiteSpace: 'nowrap' as const, fontVariantNumeric: 'tabular-nums' } };

  return (
    <Modal opened={opened} onClose={onClose} title={t('checkout.details.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Table verticalSpacing="xs" data-testid="details-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('checkout.details.month')}</Table.Th>
            <Table.Th scope="col">{t('checkout.details.product')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('checkout.details.price')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ row, line }) => (
            <Table.Tr key={`${row.item.id}-${line.benefitId}-${line.familyId}-${line.month}`}>
              <Table.Th scope="row" fw={500}>{`${monthName(line.month, i18n.language)} ${row.item.year}`}</Table.Th>
              <Table.Td>
                <Text size="sm">{nameOf(row)}</Text>
                {/* Darker than "dimmed": axe now and then read this caption below AA inside the modal. */}
                <Text size="xs" c="gray.8">
                  {who(line.familyId)}
                </Text>
              </Table.Td>
              <Table.Td {...numeric}>
                <Text size="sm">{money(line.price)}</Text>
                {line.contributedPrice > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('checkout.details.youPay', { amount: money(line.price - line.contributedPrice) })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('checkout.details.total')}
            </Table.Th>
            <Table.Td {...numeric}>
              <Text size="sm" fw={700}>
                {money(total)}
              </Text>
              {contributed > 0 && (
                <Text size="xs" c="dimmed">
                  {t('checkout.details.youPay', { amount: money(total - contributed) })}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Modal>
  );
}
