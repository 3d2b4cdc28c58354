import { formatMoney } from '@flexplan/domain';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../shared/ui/table-scroll';
import type { ReadyPayslips } from '../api/get-payslip';
import { payslipLabel } from '../lib/payslip-labels';

/**
 * What each month paid from cash pay for each product, with what of it stayed taxable in kind
 * (renting's value in kind, another product's excess) beneath: one column per product.
 */
export function PayslipProductsTable({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const months = year.payslips.filter((p) => p.with.products.length > 0);
  const categories = [...new Set(months.flatMap((p) => p.with.products.map((product) => product.category)))];
  if (categories.length === 0) return null;
  return (
    <>
      <Title id="payslip-products-title" order={3} size="h5">
        {t('payslip.productsTitle')}
      </Title>
      <TableScroll labelledBy="payslip-products-title">
        <Table striped fz="xs" horizontalSpacing={8} verticalSpacing={4} data-testid="payslip-products" aria-labelledby="payslip-products-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payslip.columns.month')}</Table.Th>
              {categories.map((category) => (
                <Table.Th key={category} ta="right">
                  {t(`checkout.categories.${category}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((p) => (
              <Table.Tr key={`${p.month}-${p.kind}`}>
                <Table.Th scope="row" fw={500}>
                  {payslipLabel(p, i18n.language, t('payslip.extra'))}
                </Table.Th>
                {categories.map((category) => {
                  const product = p.with.products.find((x) => x.category === category);
                  return (
                    <Table.Td key={category} ta="right">
                      {product ? money(product.paid) : '—'}
                      {product && product.taxableInKind !== 0 && (
                        <Text span size="xs" c="dimmed" display="block">
                          {t('payslip.inKind', { amount: money(product.taxableInKind) })}
                        </Text>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
