import { buildMonthlyItems, isNamedBy, monthlyCap } from '@flexplan/domain/catalogue';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthlyAmountOf, monthsOf } from '../../lib/benefit-plan';
import { BoundedNumberField } from '../bounded-number-field';
import { CartActionBar } from '../cart-action-bar';
import { MonthsField } from '../months-field';
import { TotalLine } from '../total-line';
import type { CategoryFormProps } from './form-props';
import { NativeSelect } from '../../../../shared/ui/native-select';

const EMPLOYEE = 'employee';

/**
 * The generic monthly form (gym and any category without its own): an amount per month for the
 * chosen months, for a beneficiary the benefit's whoAffect names (docs/decisions/219-whoaffect-also-says-who-may-be-a-beneficiary.md).
 */
export function MonthlyForm({ plan, initial, onReset }: CategoryFormProps) {
  const { t } = useTranslation();
  const { benefit, capacity } = plan;
  const beneficiaries = [
    ...(isNamedBy(null, benefit.whoAffect) ? [{ value: EMPLOYEE, label: t('benefits.form.me') }] : []),
    ...plan.family.filter((m) => m.relationship !== 'you' && isNamedBy(m.id, benefit.whoAffect)).map((m) => ({ value: String(m.id), label: m.fullName })),
  ];
  const initialFamilyId = initial?.items[0]?.familyId ?? null;
  const [beneficiary, setBeneficiary] = useState(
    initial ? (initialFamilyId === null ? EMPLOYEE : String(initialFamilyId)) : (beneficiaries[0]?.value ?? EMPLOYEE),
  );
  const familyId = beneficiary === EMPLOYEE ? null : Number(beneficiary);
  const [amount, setAmount] = useState<number | null>(initial ? monthlyAmountOf(initial, initialFamilyId) : benefit.defaultPrice || null);
  const [months, setMonths] = useState<number[]>(initial ? monthsOf(initial, initialFamilyId) : capacity.allowedMonths);

  const draft = { items: buildMonthlyItems(amount ?? 0, months, familyId), details: {} };
  return (
    <Stack gap="md">
      {beneficiaries.length > 1 && (
        <NativeSelect
          name="familyId"
          label={t('benefits.fields.beneficiary')}
          data={beneficiaries}
          value={beneficiary}
          onChange={(e) => setBeneficiary(e.currentTarget.value)}
        />
      )}
      <BoundedNumberField
        name="price"
        label={t('benefits.fields.price')}
        value={amount}
        onChange={setAmount}
        min={benefit.minAmount}
        max={monthlyCap(plan.capacity, { monthCount: months.length })}
        unit="money"
        withSlider
      />
      <MonthsField allowedMonths={capacity.allowedMonths} value={months} onChange={setMonths} />
      <TotalLine label={t('benefits.form.yearTotal')} amount={(amount ?? 0) * months.length} testId="year-total" />
      <CartActionBar plan={plan} draft={draft} onReset={onReset} />
    </Stack>
  );
}
