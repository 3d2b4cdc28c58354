import { formatMoney } from '@flexplan/domain';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadyPayslips } from '../api/get-payslip';
import { formatRate, payslipDifference, payslipLabel } from '../lib/payslip-labels';
import { NativeSelect } from '../../../shared/ui/native-select';

/** A phone's view: one payslip at a time, without and with the plan in two columns, the month chosen from a list or stepped through. */
export function PayslipMonthCard({ year }: { year: ReadyPayslips }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (cents: number) => formatMoney(cents, lang);
  const [index, setIndex] = useState(0);
  const p = year.payslips[index]!;
  const options = year.payslips.map((entry, i) => ({ value: String(i), label: payslipLabel(entry, lang, t('payslip.extra')) }));
  const line = (label: string, without: string, withPlan: string, testId?: string) => (
    <Table.Tr data-testid={testId}>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{without}</Table.Td>
      <Table.Td ta="right">{withPlan}</Table.Td>
    </Table.Tr>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="payslip-month-card">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <ActionIcon variant="default" size="lg" aria-label={t('payslip.previous')} disabled={index === 0} onClick={() => setIndex(index - 1)}>
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          {/* A native list: the phone's own picker, and no combobox code in the page's chunk. */}
          <NativeSelect
            label={t('payslip.columns.month')}
            data={options}
            value={String(index)}
            onChange={(event) => setIndex(Number(event.currentTarget.value))}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('payslip.next')}
            disabled={index === year.payslips.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {p.isRegularised && (
          <Badge variant="light" color="yellow" c="dark.7" style={{ alignSelf: 'flex-start' }}>
            {t('payslip.regularised')}
          </Badge>
        )}
        <Table fz="sm" verticalSpacing={4} horizontalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('payslip.columns.concept')}</VisuallyHidden>
              </Table.Th>
              <Table.Th ta="right">{t('payslip.without')}</Table.Th>
              <Table.Th ta="right">{t('payslip.with')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {line(t('payslip.columns.gross'), money(p.without.gross), money(p.with.gross))}
            {p.with.products.map((product) => (
              <Table.Tr key={product.category}>
                <Table.Th scope="row" fw={400} pl="md">
                  {t(`checkout.categories.${product.category}`)}
                </Table.Th>
                <Table.Td ta="right">—</Table.Td>
                <Table.Td ta="right">−{money(product.paid)}</Table.Td>
              </Table.Tr>
            ))}
            {line(t('payslip.columns.taxableInKind'), money(p.without.taxableInKind), money(p.with.taxableInKind))}
            {line(t('payslip.columns.socialSecurity'), money(p.without.socialSecurity), money(p.with.socialSecurity))}
            {line(t('payslip.columns.rate'), formatRate(p.without.rate, lang), formatRate(p.with.rate, lang))}
            {line(t('payslip.columns.withholding'), money(p.without.withholding), money(p.with.withholding))}
            {line(t('payslip.columns.net'), money(p.without.net), money(p.with.net), 'card-net')}
          </Table.Tbody>
        </Table>
        <Text size="sm" fw={600}>
          {t('payslip.columns.difference')}: {money(payslipDifference(p))}
        </Text>
      </Stack>
    </Paper>
  );
}
