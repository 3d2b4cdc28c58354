import { formatMoney } from '@flexplan/domain';
import { buildMonthlyItems, hasVoucherFormat, maxVoucherCounts, type FoodVoucherCount, monthlyCap } from '@flexplan/domain/catalogue';
import { mealExemptAnnual, mealWorkingDays } from '@flexplan/domain/tax/meal-exemption';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxRules } from '../../../../shared/api/tax-rules';
import { monthlyAmountOf, monthsOf } from '../../lib/benefit-plan';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { MonthsField } from '../months-field';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';

/** The voucher counts stored in a food contract's details. */
function vouchersOf(details: Record<string, unknown> | undefined): FoodVoucherCount[] {
  const raw = details?.['vouchers'];
  return Array.isArray(raw) ? raw.filter((v): v is FoodVoucherCount => typeof v?.faceValue === 'number' && typeof v?.count === 'number') : [];
}

/**
 * Food (docs/product/benefits-and-simulation.md §5): a card by amount, each month within the working price; or, when the
 * benefit has face values, vouchers — a count per face, capped by what the bag and the working
 * price allow (the domain's `maxVoucherCounts`).
 */
export function FoodForm(props: CategoryFormProps) {
  return hasVoucherFormat(props.plan.benefit) ? <FoodVoucherForm {...props} /> : <FoodAmountForm {...props} />;
}

/**
 * The meal card's yearly exemption for the chosen months (docs/decisions/274-the-meal-cards-yearly-exemption.md),
 * under the plan year's daily limit as the database holds it; nothing until it is read.
 */
function MealExemptionNote({ workingDaysPerMonth, months, year }: { workingDaysPerMonth: number | null; months: number; year: number }) {
  const { t, i18n } = useTranslation();
  const taxYear = useTaxRules(year).data?.taxYear;
  if (!taxYear) return null;
  const days = mealWorkingDays({ months, workingDaysPerMonth });
  const amount = mealExemptAnnual({ months, workingDaysPerMonth }, taxYear);
  const limit = taxYear.productTax.food.limitDay ?? 0;
  return (
    <Text size="sm" c="dimmed" data-testid="meal-exempt-year">
      {t('benefits.food.exemptYear', { amount: formatMoney(amount, i18n.language), days, limit: formatMoney(limit, i18n.language) })}
    </Text>
  );
}

function FoodAmountForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const [amount, setAmount] = useState<number | null>(initial ? monthlyAmountOf(initial) : benefit.defaultPrice || null);
  const [months, setMonths] = useState<number[]>(initial ? monthsOf(initial) : capacity.allowedMonths);
  const draft = { items: buildMonthlyItems(amount ?? 0, months), details: {} };
  return (
    <Stack gap="md">
      <BoundedNumberField
        name="price"
        label={t('benefits.fields.price')}
        description={benefit.workingPrice !== null ? t('benefits.food.workingPrice', { amount: formatMoney(benefit.workingPrice, i18n.language) }) : undefined}
        value={amount}
        onChange={setAmount}
        min={benefit.minAmount}
        max={monthlyCap(plan.capacity, { monthCount: months.length })}
        unit="money"
        withSlider
      />
      <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      <TotalLine label={t('benefits.form.yearTotal')} amount={(amount ?? 0) * months.length} testId="year-total" />
      <MealExemptionNote workingDaysPerMonth={benefit.workingDays} months={months.length} year={plan.year} />
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}

function FoodVoucherForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const stored = vouchersOf(initial?.details);
  const [counts, setCounts] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(benefit.faceValues.map((face) => [face, stored.find((v) => v.faceValue === face)?.count ?? null])),
  );
  const [months, setMonths] = useState<number[]>(initial ? monthsOf(initial) : capacity.allowedMonths);
  const vouchers = benefit.faceValues.map((faceValue) => ({ faceValue, count: counts[faceValue] ?? 0 }));
  const maxima = maxVoucherCounts({
    faceValues: benefit.faceValues,
    vouchers,
    capacity: capacity.capacity,
    monthCount: months.length,
    workingPrice: capacity.workingPrice,
  });
  const monthly = vouchers.reduce((sum, v) => sum + v.faceValue * v.count, 0);
  const draft = { items: buildMonthlyItems(monthly, months), details: { vouchers } };

  return (
    <Stack gap="md">
      <Text size="sm">{t('benefits.food.vouchersIntro')}</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {benefit.faceValues.map((face) => (
          <BoundedNumberField
            key={face}
            name={`count-${face}`}
            label={t('benefits.fields.voucherCount', { face: formatMoney(face, i18n.language) })}
            value={counts[face] ?? null}
            onChange={(count) => setCounts((current) => ({ ...current, [face]: count }))}
            max={maxima.find((m) => m.faceValue === face)?.count ?? 0}
            unit="count"
          />
        ))}
      </SimpleGrid>
      <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      <TotalLine label={t('benefits.food.monthTotal')} amount={monthly} testId="month-total" />
      <TotalLine label={t('benefits.form.yearTotal')} amount={monthly * months.length} testId="year-total" />
      <MealExemptionNote workingDaysPerMonth={benefit.workingDays} months={months.length} year={plan.year} />
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}
