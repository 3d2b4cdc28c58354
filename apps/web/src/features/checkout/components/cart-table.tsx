import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import type { CartRow } from '../lib/cart-rows';
import { InfoStatusBadge, RowActions, RowTotal, TimeLeft } from './cart-row-cells';

interface CartTableProps {
  rows: CartRow[];
  nameOf: (row: CartRow) => string;
  removingId: number | null;
  onEdit: (row: CartRow) => void;
  onRemove: (row: CartRow) => void;
}

/**
 * The data confirmation (docs/product/benefits-and-simulation.md §2): one row per cart item with modality, beneficiary,
 * additional-info status, time left, total, edit and remove. Phones get one card per item.
 */
export function CartTable({ rows, nameOf, removingId, onEdit, onRemove }: CartTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const isMobile = useIsMobileLayout();
  const actions = (row: CartRow) => (
    <RowActions row={row} name={nameOf(row)} isRemoving={removingId === row.item.id} onEdit={() => onEdit(row)} onRemove={() => onRemove(row)} />
  );
  const beneficiaries = (row: CartRow) => row.beneficiaries.join(', ') || '—';

  if (isMobile) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('checkout.table.caption')}>
        {rows.map((row) => (
          <Paper component="li" key={row.item.id} withBorder radius="md" p="md" data-testid="cart-row" data-contract-id={row.item.id}>
            <Stack gap="sm">
              <Text fw={700}>{nameOf(row)}</Text>
              <SimpleGrid component="dl" cols={2} spacing={6} verticalSpacing={8} m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t('checkout.table.beneficiary')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {beneficiaries(row)}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('checkout.table.info')}
                </Text>
                <dd style={{ margin: 0 }}>
                  <InfoStatusBadge row={row} />
                </dd>
                <Text component="dt" size="sm" c="dimmed">
                  {t('checkout.table.timeLeft')}
                </Text>
                <dd style={{ margin: 0 }}>
                  <TimeLeft row={row} />
                </dd>
                <Text component="dt" size="sm" c="dimmed">
                  {t('checkout.table.total')}
                </Text>
                <dd style={{ margin: 0 }}>
                  <RowTotal row={row} align="flex-start" />
                </dd>
              </SimpleGrid>
              {actions(row)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table verticalSpacing="sm" captionSide="top" data-testid="cart-table">
      <Table.Caption id={captionId} ta="left">
        {t('checkout.table.caption')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('checkout.table.modality')}</Table.Th>
          <Table.Th scope="col">{t('checkout.table.beneficiary')}</Table.Th>
          <Table.Th scope="col">{t('checkout.table.info')}</Table.Th>
          <Table.Th scope="col">{t('checkout.table.timeLeft')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('checkout.table.total')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('checkout.table.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.item.id} data-testid="cart-row" data-contract-id={row.item.id}>
            <Table.Th scope="row" fw={600}>
              {nameOf(row)}
            </Table.Th>
            <Table.Td>{beneficiaries(row)}</Table.Td>
            <Table.Td>
              <InfoStatusBadge row={row} />
            </Table.Td>
            <Table.Td>
              <TimeLeft row={row} />
            </Table.Td>
            <Table.Td ta="right">
              <RowTotal row={row} />
            </Table.Td>
            <Table.Td>{actions(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
