import { formatMoney } from '@flexplan/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../shared/ui/table-scroll';
import type { ReadyPayslips } from '../api/get-payslip';
import { formatRate, payslipDifference, payslipLabel } from '../lib/payslip-labels';

/** A figure with a smaller line under it (the IRPF and its rate). */
function Figure({ main, sub, canWrap = false }: { main: string; sub?: string; canWrap?: boolean }) {
  return (
    <>
      <Text span size="xs" display="block" style={{ whiteSpace: canWrap ? 'normal' : 'nowrap' }}>
        {main}
      </Text>
      {sub && (
        <Text span size="xs" c="dimmed" display="block" style={{ whiteSpace: canWrap ? 'normal' : 'nowrap' }}>
          {sub}
        </Text>
      )}
    </>
  );
}

/**
 * The year's payslips side by side, without and with the plan, and the year's totals:
 * a wide screen's view. The IRPF carries its rate beneath; the products' own amounts are in the
 * products table below.
 */
export function PayslipTable({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const rate = (bp: number) => formatRate(bp, lang);
  const { without, with: plan } = year.totals;
  const th = (label: ReactNode, props: { rowSpan?: number; colSpan?: number; ta?: 'left' | 'right' | 'center' } = {}) => (
    <Table.Th ta={props.ta ?? 'right'} rowSpan={props.rowSpan} colSpan={props.colSpan}>
      {label}
    </Table.Th>
  );
  return (
    <TableScroll labelledBy="payslip-table-title">
      <Table striped withColumnBorders fz="xs" horizontalSpacing={8} verticalSpacing={4} data-testid="payslip-table" aria-labelledby="payslip-table-title">
        <Table.Thead>
          <Table.Tr>
            {th(t('payslip.columns.month'), { rowSpan: 2, ta: 'left' })}
            {th(t('payslip.columns.gross'), { rowSpan: 2 })}
            {th(t('payslip.columns.socialSecurity'), { rowSpan: 2 })}
            {th(t('payslip.without'), { colSpan: 2, ta: 'center' })}
            {th(t('payslip.with'), { colSpan: 4, ta: 'center' })}
            {th(t('payslip.columns.difference'), { rowSpan: 2 })}
          </Table.Tr>
          <Table.Tr>
            {th(t('payslip.columns.withholdingAndRate'))}
            {th(t('payslip.columns.net'))}
            {th(t('payslip.columns.products'))}
            {th(t('payslip.columns.taxableInKind'))}
            {th(t('payslip.columns.withholdingAndRate'))}
            {th(t('payslip.columns.net'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {year.payslips.map((p) => (
            <Table.Tr key={`${p.month}-${p.kind}`} data-testid="payslip-row">
              <Table.Th scope="row" fw={500}>
                <Figure main={payslipLabel(p, lang, t('payslip.extra'))} sub={p.isRegularised ? t('payslip.regularised') : undefined} canWrap />
              </Table.Th>
              <Table.Td ta="right">{money(p.without.gross)}</Table.Td>
              <Table.Td ta="right">{money(p.without.socialSecurity)}</Table.Td>
              <Table.Td ta="right">
                <Figure main={money(p.without.withholding)} sub={rate(p.without.rate)} />
              </Table.Td>
              <Table.Td ta="right">{money(p.without.net)}</Table.Td>
              <Table.Td ta="right" data-testid="row-products-with">
                {money(p.with.products.reduce((sum, product) => sum + product.paid, 0))}
              </Table.Td>
              <Table.Td ta="right">{money(p.with.taxableInKind)}</Table.Td>
              <Table.Td ta="right">
                <Figure main={money(p.with.withholding)} sub={rate(p.with.rate)} />
              </Table.Td>
              <Table.Td ta="right" data-testid="row-net-with">
                {money(p.with.net)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(payslipDifference(p))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="payslip-totals" fw={700}>
            <Table.Th scope="row">{t('payslip.total')}</Table.Th>
            <Table.Td ta="right">{money(without.gross)}</Table.Td>
            <Table.Td ta="right">{money(without.socialSecurity)}</Table.Td>
            <Table.Td ta="right" data-testid="total-withholding-without">
              {money(without.withholding)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-net-without">
              {money(without.net)}
            </Table.Td>
            <Table.Td ta="right">{money(plan.paid)}</Table.Td>
            <Table.Td ta="right">{money(plan.taxableInKind)}</Table.Td>
            <Table.Td ta="right" data-testid="total-withholding-with">
              {money(plan.withholding)}
            </Table.Td>
            <Table.Td ta="right" data-testid="total-net-with">
              {money(plan.net)}
            </Table.Td>
            <Table.Td ta="right">{money(plan.netWithProducts - without.netWithProducts)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
