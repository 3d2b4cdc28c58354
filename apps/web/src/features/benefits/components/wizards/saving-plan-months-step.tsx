import { formatMoney } from '@flexplan/domain';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../../../shared/i18n/localized-text';
import type { BenefitPlan } from '../../lib/benefit-plan';
import { monthName } from '../../lib/month-names';

interface SavingPlanMonthsStepProps {
  plan: BenefitPlan;
  /** Cents per month (1–12). */
  amounts: Record<number, number>;
  onChange: (amounts: Record<number, number>) => void;
  disabled: boolean;
}

/** The saving plan's months step (docs/product/benefits-and-simulation.md §2): one amount per open month, or one for all. */
export function SavingPlanMonthsStep({ plan, amounts, onChange, disabled }: SavingPlanMonthsStepProps) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState<number | string>('');
  const toCents = (v: number | string) => (v === '' || !Number.isFinite(Number(v)) ? 0 : Math.round(Number(v) * 100));
  const decimal = i18n.language === 'en' ? '.' : ',';
  const { allowedMonths } = plan.capacity;

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('wizards.saving.chooseMonths', { name: pickLocalized(plan.benefit.name, i18n.language) })}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          name="amount"
          label={t('wizards.saving.everyMonth')}
          value={all}
          onChange={setAll}
          min={0}
          decimalScale={2}
          decimalSeparator={decimal}
          suffix=" €"
          allowNegative={false}
          w={{ base: '100%', xs: 200 }}
          disabled={disabled}
        />
        <Button variant="default" disabled={disabled || all === ''} onClick={() => onChange(Object.fromEntries(allowedMonths.map((m) => [m, toCents(all)])))}>
          {t('wizards.saving.applyAll')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {allowedMonths.map((m) => (
          <NumberInput
            key={m}
            name={`months.${m}.amount`}
            label={monthName(m, i18n.language)}
            size="sm"
            min={0}
            decimalScale={2}
            decimalSeparator={decimal}
            suffix=" €"
            allowNegative={false}
            disabled={disabled}
            value={(amounts[m] ?? 0) / 100}
            onChange={(v) => onChange({ ...amounts, [m]: toCents(v) })}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('wizards.saving.minAmount', { min: formatMoney(plan.benefit.minAmount, i18n.language) })}
      </Text>
    </Stack>
  );
}
