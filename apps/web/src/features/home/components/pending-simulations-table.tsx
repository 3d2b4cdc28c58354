import { formatMoney } from '@flexplan/domain';
import type { PendingSimulation, PendingSimulationStatus } from '@flexplan/domain/home/pending-simulations';
import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { CardCell, CardTable } from '../../../shared/ui/card-table';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import type { HomeEntry } from '../lib/to-home-contract';
import { GoLink } from './go-link';
import { HomeSection } from './home-section';
import classes from './home.module.css';

const statusLabels: Record<PendingSimulationStatus, { key: string; color: string }> = {
  'missing-document': { key: 'home.pending.status.missingDocument', color: 'red' },
  'pending-completion': { key: 'home.pending.status.pendingCompletion', color: 'orange' },
  'pending-review': { key: 'home.pending.status.pendingReview', color: 'blue' },
};

interface PendingSimulationsTableProps {
  simulations: PendingSimulation<HomeEntry>[];
  isPending: boolean;
  productName: (alias: string) => string;
}

/**
 * The pending simulations (docs/product/employee-portal.md §2 Home, §4): cart items missing a document or pending
 * completion, and contracts under review. Only pending-completion offers Go, to /cart.
 */
export function PendingSimulationsTable({ simulations, isPending, productName }: PendingSimulationsTableProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();

  let body;
  if (isPending) body = <ListSkeleton label={t('home.pending.loading')} rows={2} columns={5} testId="pending-skeleton" />;
  else if (simulations.length === 0)
    body = (
      <Text c="dimmed" data-testid="pending-empty">
        {t('home.pending.empty')}
      </Text>
    );
  else {
    body = (
      <CardTable labelledBy={titleId} minWidth={600} verticalSpacing="sm" data-testid="pending-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('home.pending.columns.product')}</Table.Th>
            <Table.Th>{t('home.pending.columns.modality')}</Table.Th>
            <Table.Th>{t('home.pending.columns.year')}</Table.Th>
            <Table.Th>{t('home.pending.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('home.pending.columns.total')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('home.pending.columns.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {simulations.map(({ contract, status, link }) => {
            const label = statusLabels[status];
            const product = productName(contract.category);
            return (
              <Table.Tr key={contract.id} data-testid="pending-row" data-status={status}>
                <CardCell card="title" fw={600}>
                  {product}
                </CardCell>
                <CardCell label={t('home.pending.columns.modality')}>{pickLocalized(contract.view.benefitName, i18n.language)}</CardCell>
                <CardCell label={t('home.pending.columns.year')}>{contract.year}</CardCell>
                <CardCell label={t('home.pending.columns.status')}>
                  <Badge variant="light" color={label.color} c="dark.7" tt="none" fw={600}>
                    {t(label.key)}
                  </Badge>
                </CardCell>
                <CardCell label={t('home.pending.columns.total')} ta="right" className={classes.nowrap}>
                  {formatMoney(contract.view.finalPrice, i18n.language)}
                </CardCell>
                <CardCell card="action" ta="right">
                  {link && <GoLink to={link} target={t('home.pending.cart')} />}
                </CardCell>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CardTable>
    );
  }

  return (
    <HomeSection titleId={titleId} icon={<IconHourglass size={24} stroke={1.7} aria-hidden />} title={t('home.pending.title')}>
      {body}
    </HomeSection>
  );
}
