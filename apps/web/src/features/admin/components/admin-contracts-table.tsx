import { formatMoney } from '@flexplan/domain';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { canAdminReview } from '@flexplan/domain/contracts/admin-review-actions';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import type { AdminAction, AdminContract, AdminStatus } from '../api/admin-contracts';
import { AdminRowActions } from './admin-row-actions';

// Asked only when an action is chosen: the modal machinery (focus trap, scroll lock) stays out of
// the administrator's first download.
const ConfirmActionModal = lazy(() => import('./confirm-action-modal').then(({ ConfirmActionModal }) => ({ default: ConfirmActionModal })));

interface AdminContractsTableProps {
  status: AdminStatus;
  contracts: AdminContract[];
  /** The contracts chosen for a bulk approval. */
  selected: ReadonlySet<number>;
  onToggleSelected: (id: number) => void;
  onReview: (contract: AdminContract) => void;
}

const nowrap = { whiteSpace: 'nowrap' as const, fontVariantNumeric: 'tabular-nums' };

/**
 * The contracts of one status: employee, product, year, price, signed, effective date, actions; a
 * box to choose each one that can be approved, for a bulk approval. Phones get cards.
 */
export function AdminContractsTable({ status, contracts, selected, onToggleSelected, onReview }: AdminContractsTableProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const [pending, setPending] = useState<{ contract: AdminContract; action: AdminAction } | null>(null);
  // Mounted from its first opening on, so that closing it still plays its transition.
  const [hasConfirmModal, setHasConfirmModal] = useState(false);
  if (pending && !hasConfirmModal) setHasConfirmModal(true);

  const productOf = (c: AdminContract) => pickLocalized(c.benefitName, i18n.language) || c.product;
  const category = (c: AdminContract) => t(`checkout.categories.${c.product}`, { defaultValue: c.product });
  const signed = (c: AdminContract) => (
    <Badge color={c.signed ? 'teal' : 'gray'} variant="light" c="dark.7" tt="none" fw={600}>
      {c.signed ? t('admin.signed.yes') : t('admin.signed.no')}
    </Badge>
  );
  const effective = (c: AdminContract) => (c.effectiveDate ? formatDate(c.effectiveDate, i18n.language) : '—');
  const actions = (c: AdminContract) => (
    <AdminRowActions contract={c} product={productOf(c)} onAction={(action) => setPending({ contract: c, action })} onReview={() => onReview(c)} />
  );
  const isSelectable = status === 'pending';
  const choose = (c: AdminContract) =>
    canAdminReview('approve', c) ? (
      // The browser's own box: Mantine's Checkbox would add its script and styles to the page's first download.
      <input
        type="checkbox"
        checked={selected.has(c.id)}
        onChange={() => onToggleSelected(c.id)}
        aria-label={t('adminContractsReview.bulk.choose', { product: productOf(c), employee: c.employee })}
        data-testid="admin-select"
        style={{ width: 18, height: 18, accentColor: 'var(--mantine-primary-color-filled)' }}
      />
    ) : null;

  // The empty list keeps the modal mounted: the last row cancelled must still say it was.
  const list =
    contracts.length === 0 ? (
      <Text c="dimmed" data-testid="admin-empty">
        {t(`admin.empty.${status}`)}
      </Text>
    ) : isMobile ? (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t(`admin.caption.${status}`)} data-testid="admin-table">
        {contracts.map((c) => (
          <Paper component="li" key={c.id} withBorder radius="md" p="md" data-testid="admin-row" data-contract-id={c.id}>
            <Stack gap="sm">
              <div>
                {isSelectable && choose(c)}
                <Text fw={700}>{c.employee}</Text>
                {c.email && (
                  <Text size="xs" c="dimmed">
                    {c.email}
                  </Text>
                )}
              </div>
              <SimpleGrid component="dl" cols={2} spacing={6} verticalSpacing={6} m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t('admin.table.product')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {productOf(c)} ({category(c)})
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('admin.table.year')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {c.year}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('admin.table.price')}
                </Text>
                <Text component="dd" size="sm" m={0} style={nowrap}>
                  {formatMoney(c.price, i18n.language)}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('admin.table.signed')}
                </Text>
                <dd style={{ margin: 0 }}>{signed(c)}</dd>
                <Text component="dt" size="sm" c="dimmed">
                  {t('admin.table.effectiveDate')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {effective(c)}
                </Text>
              </SimpleGrid>
              {actions(c)}
            </Stack>
          </Paper>
        ))}
      </Stack>
    ) : (
      <Table verticalSpacing="sm" captionSide="top" data-testid="admin-table">
        <Table.Caption ta="left">{t(`admin.caption.${status}`)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {isSelectable && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('adminContractsReview.bulk.column')}</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th scope="col">{t('admin.table.employee')}</Table.Th>
            <Table.Th scope="col">{t('admin.table.product')}</Table.Th>
            <Table.Th scope="col">{t('admin.table.year')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('admin.table.price')}
            </Table.Th>
            <Table.Th scope="col">{t('admin.table.signed')}</Table.Th>
            <Table.Th scope="col">{t('admin.table.effectiveDate')}</Table.Th>
            <Table.Th scope="col">{t('admin.table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((c) => (
            <Table.Tr key={c.id} data-testid="admin-row" data-contract-id={c.id}>
              {isSelectable && <Table.Td>{choose(c)}</Table.Td>}
              <Table.Th scope="row" fw={500}>
                <Text size="sm" fw={600}>
                  {c.employee}
                </Text>
                {c.email && (
                  <Text size="xs" c="dimmed">
                    {c.email}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <Text size="sm">{productOf(c)}</Text>
                <Text size="xs" c="dimmed">
                  {category(c)}
                </Text>
              </Table.Td>
              <Table.Td>{c.year}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatMoney(c.price, i18n.language)}
              </Table.Td>
              <Table.Td>{signed(c)}</Table.Td>
              <Table.Td style={nowrap}>{effective(c)}</Table.Td>
              <Table.Td>{actions(c)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );

  return (
    <>
      {list}
      {hasConfirmModal && (
        <Suspense fallback={null}>
          <ConfirmActionModal
            target={
              pending ? { id: pending.contract.id, action: pending.action, product: productOf(pending.contract), employee: pending.contract.employee } : null
            }
            onClose={() => setPending(null)}
          />
        </Suspense>
      )}
    </>
  );
}
