import type { HomeAlert } from '@flexplan/domain/home/alerts';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { GoLink } from './go-link';
import { HomeSection } from './home-section';

interface AlertsTableProps {
  alerts: HomeAlert[];
  isPending: boolean;
  productName: (alias: string) => string;
  benefitName: (benefitId: number) => string;
}

/**
 * The alerts (docs/product/employee-portal.md §2 Home, §4): a benefit ending soon, with Go to its product; invoices
 * to attach for a monthly-paid contract, with Go to /documents. "No active alerts" when none.
 */
export function AlertsTable({ alerts, isPending, productName, benefitName }: AlertsTableProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();

  const describe = (alert: HomeAlert) =>
    alert.kind === 'expiring'
      ? t('home.alerts.expiring', { benefit: benefitName(alert.benefitId), date: formatDate(alert.endDate, i18n.language) })
      : t('home.alerts.attachInvoice', { benefit: benefitName(alert.benefitId) });

  let body;
  if (isPending) body = <ListSkeleton label={t('home.alerts.loading')} rows={2} columns={2} isPlain testId="alerts-skeleton" />;
  else if (alerts.length === 0)
    body = (
      <Text c="dimmed" data-testid="alerts-empty">
        {t('home.alerts.empty')}
      </Text>
    );
  else {
    body = (
      <TableScroll>
        <Table aria-labelledby={titleId} verticalSpacing="sm" data-testid="alerts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('home.alerts.columns.alert')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('home.alerts.columns.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alerts.map((alert) => {
              const product = productName(alert.category);
              return (
                <Table.Tr key={`${alert.kind}-${alert.kind === 'expiring' ? alert.benefitId : alert.contractId}`} data-testid={`alert-${alert.kind}`}>
                  <Table.Td>
                    <Text size="sm" fw={700}>
                      {product}
                    </Text>
                    <Text size="sm">{describe(alert)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <GoLink to={alert.link} target={alert.kind === 'expiring' ? product : t('home.alerts.documents')} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
    );
  }

  return (
    <HomeSection titleId={titleId} icon={<IconAlertTriangle size={24} stroke={1.7} aria-hidden />} title={t('home.alerts.title')}>
      {body}
    </HomeSection>
  );
}
