import type { CompanyBag } from '@flexplan/domain/profile/profile-api';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Kind = CompanyBag['kind'] | 'none';

/** The bag a kind and a typed number make: euros become cents, a percent basis points. */
function bagOf(kind: Kind, typed: number | string): CompanyBag | null {
  const hundredths = Math.round(Number(typed === '' ? 0 : typed) * 100);
  if (kind === 'amount') return { kind: 'amount', cents: hundredths };
  if (kind === 'percent') return { kind: 'percent', basisPoints: hundredths };
  return null;
}

interface CompanyBagFieldProps {
  value: CompanyBag | null;
  onChange: (bag: CompanyBag | null) => void;
  error?: string;
}

/**
 * The company's company bag (docs/product/employee-portal.md §3 Company): none, a yearly amount or a percent of each
 * employee's fixed salary. It applies to everyone without a bag of their own.
 */
export function CompanyBagField({ value, onChange, error }: CompanyBagFieldProps) {
  const { t, i18n } = useTranslation();
  const kind: Kind = value?.kind ?? 'none';
  const typed = value === null ? '' : (value.kind === 'amount' ? value.cents : value.basisPoints) / 100;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('companySettings.fields.companyBag')}
        description={t('companySettings.fields.companyBagHelp')}
        data={(['none', 'amount', 'percent'] as const).map((option) => ({ value: option, label: t(`companySettings.companyBag.${option}`) }))}
        value={kind}
        allowDeselect={false}
        onChange={(next) => onChange(bagOf((next ?? 'none') as Kind, 0))}
      />
      {value && (
        <NumberInput
          label={t(value.kind === 'amount' ? 'companySettings.companyBag.euros' : 'companySettings.companyBag.percentOfSalary')}
          value={typed}
          onChange={(next) => onChange(bagOf(value.kind, next))}
          error={error}
          min={0}
          max={value.kind === 'percent' ? 100 : undefined}
          clampBehavior="none"
          allowNegative={false}
          decimalScale={2}
          decimalSeparator={i18n.language === 'en' ? '.' : ','}
          rightSection={value.kind === 'amount' ? '€' : '%'}
          rightSectionPointerEvents="none"
          inputMode="decimal"
        />
      )}
    </SimpleGrid>
  );
}
