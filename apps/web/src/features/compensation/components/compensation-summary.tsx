import { formatMoney } from '@flexplan/domain';
import { Table } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompensationAnswer } from '../api/get-compensation';

interface CompensationSummaryProps {
  answer: CompensationAnswer;
  productName: (alias: string) => string;
}

/**
 * The figures (spec part 1 §2 Compensation): fixed and variable salary, each benefit with its
 * value and their total, the social security cost (left out when the company hides it), and the
 * total compensation.
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
