import { eligibleChildren, isUnderThreeInMonth, monthlyCap } from '@flexplan/domain/catalogue';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMoodKid } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyAmountOf } from '../../lib/benefit-plan';
import { monthName } from '../../lib/month-names';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { MonthsField } from '../months-field';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';

/**
 * Kindergarten (docs/product/benefits-and-simulation.md §5, §9): offered for children aged 2 or less today (the domain's
 * `eligibleChildren`), an amount per child and month. A month in which a child is 3 is refused
 * by the rules (KINDERGARTEN_AGE); the months offered first are those the children are under 3.
 */
export function KindergartenForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { benefit, capacity } = plan;
  const children = eligibleChildren(plan.family, plan.today);
  const [amounts, setAmounts] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(
      children.map((child, index) => [child.id, initial ? monthlyAmountOf(initial, child.id) : index === 0 ? benefit.defaultPrice || null : null]),
    ),
  );
  const [months, setMonths] = useState<number[]>(() =>
    initial
      ? [...new Set(initial.items.map((i) => i.month))].sort((a, b) => a - b)
      : capacity.allowedMonths.filter((month) => children.every((child) => isUnderThreeInMonth(child.birthday, plan.year, month))),
  );

  if (children.length === 0) {
    return (
      <Alert color="gray" variant="light" icon={<IconMoodKid size={20} aria-hidden />} data-testid="no-children">
        {t('benefits.kindergarten.noChildren')}
      </Alert>
    );
  }

  const taking = children.filter((child) => (amounts[child.id] ?? 0) > 0);
  const items = taking.flatMap((child) => months.map((month) => ({ familyId: child.id, month, price: amounts[child.id] ?? 0 })));
  const yearTotal = items.reduce((sum, item) => sum + item.price, 0);
  const max = monthlyCap(plan.capacity, { monthCount: months.length, beneficiaryCount: taking.length });

  return (
    <Stack gap="md">
      {children.map((child) => {
        const lastMonth = capacity.allowedMonths.find((month) => !isUnderThreeInMonth(child.birthday, plan.year, month));
        return (
          <BoundedNumberField
            key={child.id}
            name={`price-${child.id}`}
            label={t('benefits.kindergarten.amountFor', { name: child.firstName })}
            description={
              lastMonth
                ? t('benefits.kindergarten.turnsThree', { name: child.firstName, month: monthName(lastMonth, i18n.language, { asLabel: false }) })
                : undefined
            }
            value={amounts[child.id] ?? null}
            onChange={(amount) => setAmounts((current) => ({ ...current, [child.id]: amount }))}
            min={benefit.minAmount}
            max={max}
            unit="money"
          />
        );
      })}
      <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      <Text size="xs" c="dimmed">
        {t('benefits.kindergarten.onlyUnderThree')}
      </Text>
      <TotalLine label={t('benefits.form.yearTotal')} amount={yearTotal} testId="year-total" />
      <CartActionBar plan={plan} draft={{ items, details: {} }} onReset={onReset} />
    </Stack>
  );
}
