import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface WizardNumberInputProps {
  name: string;
  label: string;
  description?: string;
  /** Cents for money, a whole number otherwise. */
  value: number;
  /** Called when the field is left (or Enter is pressed) with a changed value. */
  onCommit: (value: number) => void;
  unit: 'money' | 'count' | 'percent';
  min?: number;
  max?: number;
  error?: string | null;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A wizard field: money typed in euros and kept in cents. The value is proposed when the field is
 * left, so the wizard can check it with the domain and restore the previous one when refused.
 */
export function WizardNumberInput({ name, label, description, value, onCommit, unit, min = 0, max, error, disabled, readOnly }: WizardNumberInputProps) {
  const { i18n } = useTranslation();
  const scale = unit === 'money' ? 100 : 1;
  const [typed, setTyped] = useState<number | string>(value / scale);
  const [shown, setShown] = useState(value);
  // The committed value moved (a revert, a reset, a forced 0): show it.
  if (shown !== value) {
    setShown(value);
    setTyped(value / scale);
  }
  const commit = () => {
    const number = typed === '' ? 0 : Number(typed);
    const next = Number.isFinite(number) ? Math.round(number * scale) : value;
    // Shown again as committed: a refused value (restored by the wizard) does not stay on screen;
    // an accepted one arrives through `value`.
    setTyped(value / scale);
    if (next !== value) onCommit(next);
  };
  const decimal = i18n.language === 'en' ? '.' : ',';
  return (
    <NumberInput
      name={name}
      label={label}
      description={description}
      value={typed}
      onChange={setTyped}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      min={min}
      max={max}
      decimalScale={unit === 'money' ? 2 : 0}
      decimalSeparator={decimal}
      thousandSeparator={decimal === ',' ? '.' : ','}
      allowNegative={false}
      suffix={unit === 'money' ? ' €' : unit === 'percent' ? ' %' : undefined}
      error={error ?? undefined}
      disabled={disabled}
      readOnly={readOnly}
      inputMode={unit === 'money' ? 'decimal' : 'numeric'}
    />
  );
}
