import { formatMoney } from '@flexplan/domain';
import { Table, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompensationAnswer } from '../api/get-compensation';

interface CompensationSummaryProps {
  answer: CompensationAnswer;
  productName: (alias: string) => string;
}

/**
 * The figures (docs/product/employee-portal.md §2 Compensation): fixed and variable salary, the part of them given up
 * for the flexible benefits and the salary left in money, each benefit with its value (and what
 * the company pays of it) and their total, the social security cost (left out when the company
 * hides it), and the total. Read top to bottom, the rows add up to the total: the benefits are a
 * split of the gross pay (docs/decisions/062-compensation-splits-gross-pay.md).
 */
export function CompensationSummary({ answer, productName }: CompensationSummaryProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const amount = (cents: number, testId?: string, bold = false) => (
    <Table.Td ta="right" fw={bold ? 700 : undefined} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
      {money(cents)}
    </Table.Td>
  );
  return (
    <Table verticalSpacing="sm" captionSide="top" data-testid="compensation-table">
      <Table.Caption id={captionId} ta="left">
        {t('compensation.table.caption', { year: answer.year })}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('compensation.table.concept')}</Table.Th>
          <Table.Th ta="right">{t('compensation.table.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            {t('compensation.fixedSalary')}
          </Table.Th>
          {amount(answer.fixedSalary, 'compensation-fixed')}
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            {t('compensation.variableSalary')}
          </Table.Th>
          {amount(answer.variableSalary, 'compensation-variable')}
        </Table.Tr>
        {answer.benefitsFromSalary > 0 && (
          <>
            <Table.Tr>
              <Table.Th scope="row" fw={400} pl="lg">
                {t('compensation.fromSalary')}
              </Table.Th>
              {amount(-answer.benefitsFromSalary, 'compensation-from-salary')}
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" fw={500}>
                {t('compensation.cashSalary')}
              </Table.Th>
              {amount(answer.cashSalary, 'compensation-cash')}
            </Table.Tr>
          </>
        )}
        {answer.entries.length > 0 && (
          <Table.Tr>
            <Table.Th scope="rowgroup" colSpan={2} fw={500}>
              {t('compensation.benefits')}
            </Table.Th>
          </Table.Tr>
        )}
        {answer.entries.map((entry) => (
          <Table.Tr key={entry.product} data-testid="compensation-benefit">
            <Table.Th scope="row" fw={400} pl="lg">
              {productName(entry.product)}
              {entry.companyContribution > 0 && (
                <Text component="span" display="block" size="xs" c="dimmed" data-testid="compensation-company-pays">
                  {t('compensation.companyPays', { amount: money(entry.companyContribution) })}
                </Text>
              )}
            </Table.Th>
            {amount(entry.value)}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row" fw={500}>
            {t('compensation.benefitsTotal')}
          </Table.Th>
          {amount(answer.benefitsTotal, 'compensation-benefits-total')}
        </Table.Tr>
        {answer.socialSecurityCost !== null && (
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              {t('compensation.socialSecurity')}
            </Table.Th>
            {amount(answer.socialSecurityCost, 'compensation-social-security')}
          </Table.Tr>
        )}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('compensation.total')}</Table.Th>
          {amount(answer.total, 'compensation-total', true)}
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
