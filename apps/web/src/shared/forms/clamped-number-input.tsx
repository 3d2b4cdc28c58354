import { formatMoney } from '@flexplan/domain';
import { clampToBounds } from '@flexplan/domain/benefits/numeric-bounds';
import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ClampedNumberInputProps {
  name: string;
  label: string;
  description?: string;
  /** As typed: euros for money, a whole number for a percent; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  unit: 'money' | 'percent';
  error?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * docs/product/employee-portal.md §8: a number above its maximum or below its minimum shows a message naming the
 * field and the bound, and is clamped to that bound (the domain's `clampToBounds`), when the
 * person leaves the field.
 */
export function ClampedNumberInput({ name, label, description, value, onChange, min, max, unit, error, disabled, required }: ClampedNumberInputProps) {
  const { t, i18n } = useTranslation();
  const [clampMessage, setClampMessage] = useState<string | null>(null);
  // What Mantine last gave ("25." on the way to "25.5"): shown while it still means the value.
  const [typed, setTyped] = useState<number | string>('');
  const shown = String(typed) === value || (typed !== '' && Number(typed) === Number(value) && value !== '') ? typed : value === '' ? '' : Number(value);
  const isMoney = unit === 'money';
  const formatBound = (bound: number) => (isMoney ? formatMoney(Math.round(bound * 100), i18n.language) : `${bound.toLocaleString(i18n.language)} %`);

  const handleBlur = () => {
    if (value.trim() === '') return;
    const number = Number(value);
    const clamped = clampToBounds(label, number, { min, max });
    if (!clamped.error) return;
    onChange(String(clamped.value));
    const bound = clamped.error.code === 'NUMBER_ABOVE_MAX' ? { max: formatBound(max) } : { min: formatBound(min) };
    setClampMessage(t(`errors.${clamped.error.code}`, { field: label, ...bound }));
  };

  return (
    <NumberInput
      name={name}
      label={label}
      description={description}
      value={shown}
      onChange={(next) => {
        setClampMessage(null);
        setTyped(next);
        onChange(String(next));
      }}
      onBlur={handleBlur}
      error={clampMessage ?? error}
      disabled={disabled}
      required={required}
      min={min}
      max={max}
      clampBehavior="none"
      allowNegative={false}
      allowDecimal={isMoney}
      decimalScale={isMoney ? 2 : 0}
      decimalSeparator={isMoney && i18n.language !== 'en' ? ',' : '.'}
      rightSection={isMoney ? '€' : '%'}
      rightSectionPointerEvents="none"
      inputMode={isMoney ? 'decimal' : 'numeric'}
    />
  );
}
