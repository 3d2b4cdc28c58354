import { Alert, Button, Table, Text } from '@mantine/core';
import { IconFileDescription, IconListDetails } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { CardCell, CardTable } from '../../../shared/ui/card-table';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useMyContracts, type MyContract } from '../api/list-my-contracts';
import { ContractDetailModal } from './contract-detail-modal';
import classes from './contracts.module.css';

interface UserContractsTableProps {
  /** A product's name in the current language, by category alias. */
  productName: (alias: string) => string;
}

/**
 * The user's contracts (docs/product/employee-portal.md §2 Documents, /documents/user), newest year first: id,
 * product, year, modality, status (the list label, §4), created, modified and the detail.
 */
export function UserContractsTable({ productName }: UserContractsTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const contracts = useMyContracts();
  const [detail, setDetail] = useState<MyContract | null>(null);

  if (contracts.isPending) return <ListSkeleton label={t('contracts.loading')} rows={4} columns={6} withBorder testId="contracts-skeleton" />;
  if (contracts.isError) {
    return (
      <Alert color="red" variant="light">
        {t('contracts.loadFailed')}
      </Alert>
    );
  }
  if (contracts.data.length === 0)
    return (
      <EmptyState
        icon={<IconFileDescription size={26} stroke={1.6} />}
        title={t('contracts.empty')}
        message={t('states.empty.contracts')}
        action={
          <Button component={Link} to="/home" variant="light" size="sm">
            {t('states.empty.contractsAction')}
          </Button>
        }
        testId="contracts-empty"
      />
    );

  const titleOf = (contract: MyContract) => t('contracts.detail.title', { product: productName(contract.productCategory), year: contract.year });

  return (
    <>
      {/* The caption stays outside the table's box, so a phone always shows it whole. */}
      <Text id={captionId} size="sm" c="dimmed" mb="xs">
        {t('contracts.table.caption')}
      </Text>
      <CardTable labelledBy={captionId} minWidth={760} verticalSpacing="sm" highlightOnHover data-testid="contracts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contracts.table.id')}</Table.Th>
            <Table.Th>{t('contracts.table.product')}</Table.Th>
            <Table.Th>{t('contracts.table.year')}</Table.Th>
            <Table.Th>{t('contracts.table.modality')}</Table.Th>
            <Table.Th>{t('contracts.table.status')}</Table.Th>
            <Table.Th>{t('contracts.table.created')}</Table.Th>
            <Table.Th>{t('contracts.table.modified')}</Table.Th>
            <Table.Th>{t('contracts.table.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.data.map((contract) => (
            <Table.Tr key={contract.id} data-testid="contract-row" data-contract-id={contract.id}>
              <CardCell label={t('contracts.table.id')}>{contract.id}</CardCell>
              <CardCell card="title" fw={600}>
                {productName(contract.productCategory)}
              </CardCell>
              <CardCell label={t('contracts.table.year')}>{contract.year}</CardCell>
              <CardCell label={t('contracts.table.modality')}>{pickLocalized(contract.benefitName, i18n.language)}</CardCell>
              <CardCell label={t('contracts.table.status')}>
                <span data-testid="contract-label">{t(contract.label)}</span>
              </CardCell>
              <CardCell label={t('contracts.table.created')} className={classes.nowrap}>
                {formatDate(contract.createdAt, i18n.language)}
              </CardCell>
              <CardCell label={t('contracts.table.modified')} className={classes.nowrap}>
                {formatDate(contract.updatedAt, i18n.language)}
              </CardCell>
              <CardCell card="action">
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconListDetails size={14} aria-hidden />}
                  aria-label={t('contracts.table.detailOf', { title: titleOf(contract) })}
                  onClick={() => setDetail(contract)}
                  data-testid="contract-detail-button"
                >
                  {t('contracts.table.see')}
                </Button>
              </CardCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
      <ContractDetailModal contract={detail} title={detail ? titleOf(detail) : ''} onClose={() => setDetail(null)} />
    </>
  );
}
