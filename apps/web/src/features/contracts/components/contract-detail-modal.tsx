import { formatMoney } from '@flexplan/domain';
import { Group, Modal, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../shared/ui/download-button';
import { monthName } from '../../../shared/i18n/month-name';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import type { MyContract } from '../api/list-my-contracts';
import detailClasses from './contract-detail-modal.module.css';
import classes from './contracts.module.css';

interface ContractDetailModalProps {
  contract: MyContract | null;
  title: string;
  onClose: () => void;
}

/**
 * The monthly breakdown of a contract (docs/product/employee-portal.md §2 Documents): each item's month by name, its
 * price, the company's contribution and what the employee pays, with the totals.
 */
export function ContractDetailModal({ contract, title, onClose }: ContractDetailModalProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const items = [...(contract?.items ?? [])].sort((a, b) => a.month - b.month || (a.familyId ?? -1) - (b.familyId ?? -1));
  const hasFamily = items.some((item) => item.familyId !== null);
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const contributed = items.reduce((sum, item) => sum + item.contributedPrice, 0);
  // On a phone the four columns fit only on the whole screen, in small type, with the headers
  // wrapping: a sideways scroll hid the company's part and what the person pays (visual check).
  const isMobile = useIsMobileLayout();

  return (
    <Modal
      opened={contract !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isMobile}
      closeButtonProps={{ 'aria-label': t('contracts.detail.close') }}
    >
      {contract && (
        <>
          <Text id={captionId} size="sm" c="dimmed" mb="xs">
            {t('contracts.detail.caption', { id: contract.id, year: contract.year })}
          </Text>
          <TableScroll labelledBy={captionId}>
            <Table
              aria-labelledby={captionId}
              verticalSpacing="xs"
              horizontalSpacing={isMobile ? 6 : undefined}
              fz={isMobile ? 'xs' : undefined}
              striped
              data-testid="contract-detail-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('contracts.detail.month')}</Table.Th>
                  {hasFamily && <Table.Th>{t('contracts.detail.beneficiary')}</Table.Th>}
                  <Table.Th className={detailClasses.amountHeading}>{t('contracts.detail.price')}</Table.Th>
                  <Table.Th className={detailClasses.amountHeading}>{t('contracts.detail.contribution')}</Table.Th>
                  <Table.Th className={detailClasses.amountHeading}>{t('contracts.detail.employee')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.month}-${item.familyId ?? 'me'}-${item.benefitId}`} data-testid="contract-detail-month">
                    <Table.Td>{monthName(item.month, i18n.language)}</Table.Td>
                    {hasFamily && (
                      <Table.Td>{item.familyId === null ? t('contracts.detail.me') : t('contracts.detail.member', { id: item.familyId })}</Table.Td>
                    )}
                    <Table.Td className={classes.number}>{money(item.price)}</Table.Td>
                    <Table.Td className={classes.number}>{money(item.contributedPrice)}</Table.Td>
                    <Table.Td className={classes.number}>{money(item.price - item.contributedPrice)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={hasFamily ? 2 : 1}>
                    {t('contracts.detail.total')}
                  </Table.Th>
                  <Table.Td className={classes.number} fw={700} data-testid="contract-detail-total">
                    {money(total)}
                  </Table.Td>
                  <Table.Td className={classes.number} fw={700}>
                    {money(contributed)}
                  </Table.Td>
                  <Table.Td className={classes.number} fw={700}>
                    {money(total - contributed)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
            {items.length === 0 && (
              <Text c="dimmed" size="sm" mt="sm">
                {t('contracts.detail.empty')}
              </Text>
            )}
          </TableScroll>
          <Group justify="flex-end" mt="md">
            {/* The PDF is generated on request: the button says so while the person waits. */}
            <DownloadButton
              variant="light"
              path={`/my-contracts/${contract.id}/pdf`}
              filename={t('contracts.detail.pdfFilename', { id: contract.id })}
              label={t('contracts.detail.pdf')}
              fullWidth={isMobile}
              testId="contract-pdf"
            />
          </Group>
        </>
      )}
    </Modal>
  );
}
