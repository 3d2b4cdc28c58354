import { buildMonthlyItems, isFormationPaymentFreq, type FormationPaymentFreq, monthlyCap } from '@flexplan/domain/catalogue';
import { Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyAmountOf, monthsOf } from '../../lib/benefit-plan';
import { monthName } from '../../lib/month-names';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { MonthsField } from '../months-field';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';
import { NativeSelect } from '../../../../shared/ui/native-select';

/**
 * Formation (docs/product/benefits-and-simulation.md §3, §5; docs/decisions/230-formation-paid-yearly-is-one-item.md): paid yearly, one amount in one month; paid
 * monthly, an amount for each chosen month.
 */
export function FormationForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const stored = initial?.details['paymentFreq'];
  const [paymentFreq, setPaymentFreq] = useState<FormationPaymentFreq>(isFormationPaymentFreq(stored) ? stored : 'yearly');
  const [amount, setAmount] = useState<number | null>(initial ? monthlyAmountOf(initial) : benefit.defaultPrice || null);
  const initialMonths = initial ? monthsOf(initial) : [];
  const [months, setMonths] = useState<number[]>(initialMonths.length > 0 ? initialMonths : capacity.allowedMonths);
  const [month, setMonth] = useState<number | undefined>(initialMonths[0] ?? capacity.allowedMonths[0]);

  const isYearly = paymentFreq === 'yearly';
  const chosen = isYearly ? (month === undefined ? [] : [month]) : months;
  const draft = { items: buildMonthlyItems(amount ?? 0, chosen), details: { paymentFreq } };

  return (
    <Stack gap="md">
      <Radio.Group
        name="paymentFreq"
        label={t('benefits.fields.paymentFreq')}
        value={paymentFreq}
        onChange={(value) => isFormationPaymentFreq(value) && setPaymentFreq(value)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yearly" label={t('benefits.formation.yearly')} />
          <Radio value="monthly" label={t('benefits.formation.monthly')} />
        </Group>
      </Radio.Group>
      <BoundedNumberField
        name="price"
        label={isYearly ? t('benefits.fields.yearlyAmount') : t('benefits.fields.price')}
        value={amount}
        onChange={setAmount}
        min={benefit.minAmount}
        max={monthlyCap(plan.capacity, { monthCount: chosen.length })}
        unit="money"
        withSlider
      />
      {isYearly ? (
        <NativeSelect
          name="month"
          label={t('benefits.fields.paymentMonth')}
          value={month === undefined ? '' : String(month)}
          onChange={(event) => setMonth(Number(event.currentTarget.value))}
          data={capacity.allowedMonths.map((m) => ({ value: String(m), label: `${monthName(m, i18n.language)} ${plan.year}` }))}
        />
      ) : (
        <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      )}
      <TotalLine label={t('benefits.form.yearTotal')} amount={(amount ?? 0) * chosen.length} testId="year-total" />
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}
