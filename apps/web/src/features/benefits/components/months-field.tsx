import { Anchor, Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { monthName } from '../lib/month-names';

interface MonthsFieldProps {
  /** The months the benefit still allows (the domain's `allowedMonths`), 1–12. */
  allowedMonths: readonly number[];
  value: number[];
  onChange: (months: number[]) => void;
  label?: string;
}

/** The months an amount is taken in, shown by name; only months still open are offered. */
export function MonthsField({ allowedMonths, value, onChange, label }: MonthsFieldProps) {
  const { t, i18n } = useTranslation();
  const isAll = allowedMonths.every((month) => value.includes(month));
  return (
    <Checkbox.Group
      label={label ?? t('benefits.fields.months')}
      description={t('benefits.form.monthsHint', { count: value.length })}
      value={value.map(String)}
      onChange={(months) => onChange(months.map(Number).sort((a, b) => a - b))}
    >
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={8} verticalSpacing={8} mt={8}>
        {allowedMonths.map((month) => (
          <Checkbox key={month} name="months" value={String(month)} label={monthName(month, i18n.language)} />
        ))}
      </SimpleGrid>
      {allowedMonths.length > 1 && (
        <Anchor component="button" type="button" size="sm" mt={8} onClick={() => onChange(isAll ? [] : [...allowedMonths])}>
          {isAll ? t('benefits.form.noMonths') : t('benefits.form.allMonths')}
        </Anchor>
      )}
    </Checkbox.Group>
  );
}
