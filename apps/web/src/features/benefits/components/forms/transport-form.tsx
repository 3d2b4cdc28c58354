import { formatMoney } from '@flexplan/domain';
import { buildMonthlyItems, TRANSPORT_YEAR_CAP, transportYearRemaining, monthlyCap } from '@flexplan/domain/catalogue';
import { Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyAmountOf, monthsOf } from '../../lib/benefit-plan';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { MonthsField } from '../months-field';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';

/**
 * Transport (docs/product/benefits-and-simulation.md §5, §9): a monthly amount whose yearly total, with the year's other
 * transport contracts, may not pass 1,500 €. The monthly amount is capped by that limit spread
 * over the chosen months, the total is shown as it is typed, and the domain refuses a total over
 * the limit (TRANSPORT_YEAR_CAP) if months are added afterwards.
 */
export function TransportForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const [amount, setAmount] = useState<number | null>(initial ? monthlyAmountOf(initial) : benefit.defaultPrice || null);
  const [months, setMonths] = useState<number[]>(initial ? monthsOf(initial) : capacity.allowedMonths);
  // The item being changed counts as this form's total, not as another contract.
  const editingId = plan.cartItem?.id ?? plan.contract?.id;
  const others = plan.charges
    .filter((c) => c.category === 'transport' && c.year === plan.year && c.status !== 'cancelled' && c.id !== editingId)
    .reduce((sum, c) => sum + c.price, 0);
  const limit = transportYearRemaining(others);
  const yearTotal = (amount ?? 0) * months.length;
  const isOver = yearTotal > limit;
  const draft = { items: buildMonthlyItems(amount ?? 0, months), details: {} };

  return (
    <Stack gap="md">
      <BoundedNumberField
        name="price"
        label={t('benefits.fields.price')}
        value={amount}
        onChange={setAmount}
        min={benefit.minAmount}
        max={monthlyCap(plan.capacity, { monthCount: months.length, yearLimit: limit })}
        unit="money"
        withSlider
      />
      <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      <Stack gap={4}>
        <TotalLine label={t('benefits.form.yearTotal')} amount={yearTotal} testId="year-total" isError={isOver} />
        <Progress
          value={Math.min(100, (yearTotal / Math.max(1, limit)) * 100)}
          color={isOver ? 'red.9' : 'brand'}
          aria-label={t('benefits.transport.capProgress', { limit: formatMoney(limit, i18n.language) })}
        />
        <Text size="xs" c={isOver ? 'red.9' : 'dimmed'} role={isOver ? 'alert' : undefined}>
          {isOver
            ? t('errors.TRANSPORT_YEAR_CAP')
            : t('benefits.transport.cap', { cap: formatMoney(TRANSPORT_YEAR_CAP, i18n.language), left: formatMoney(limit, i18n.language) })}
        </Text>
      </Stack>
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}
