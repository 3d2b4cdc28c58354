import { formatMoney } from '@flexplan/domain';
import { maxTicketCount } from '@flexplan/domain/catalogue';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthYearName } from '../../lib/month-names';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';

/**
 * Tickets and lottery (docs/product/benefits-and-simulation.md §5): a ticket count from 0 to floor(bag / ticket price) (the
 * domain's `maxTicketCount`), priced count × ticket price in one month, the first still open.
 */
export function TicketsForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const stored = initial?.details['ticketCount'];
  const [count, setCount] = useState<number | null>(typeof stored === 'number' ? stored : null);
  const ticketPrice = benefit.ticketPrice ?? 0;
  // One item: within the bags left, and within one month's ceiling.
  const max = maxTicketCount(Math.min(capacity.capacity, capacity.maxPrice), benefit.ticketPrice);
  const month = initial?.items[0]?.month ?? capacity.allowedMonths[0];
  const price = (count ?? 0) * ticketPrice;
  const draft = {
    items: month === undefined ? [] : [{ familyId: null, month, price }],
    details: { ticketCount: count ?? 0 },
  };

  return (
    <Stack gap="md">
      <BoundedNumberField
        name="ticketCount"
        label={t('benefits.fields.ticketCount')}
        description={t('benefits.tickets.price', { price: formatMoney(ticketPrice, i18n.language) })}
        value={count}
        onChange={setCount}
        min={0}
        max={max}
        unit="count"
        withSlider
      />
      {month !== undefined && <Text size="sm">{t('benefits.tickets.chargedIn', { month: monthYearName(month, plan.year, i18n.language) })}</Text>}
      <TotalLine label={t('benefits.tickets.total')} amount={price} testId="year-total" />
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}
