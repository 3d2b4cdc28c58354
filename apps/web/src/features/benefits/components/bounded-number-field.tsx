import { formatMoney } from '@flexplan/domain';
import { clampToBounds } from '@flexplan/domain/catalogue';
import { Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableParams } from '../lib/cart-error-message';

interface BoundedNumberFieldProps {
  name: string;
  label: string;
  description?: string;
  /** Cents for money, a whole number for counts; null: empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max: number;
  unit: 'money' | 'count';
  /** A slider under the input (docs/product/benefits-and-simulation.md §2 "monthly sliders"). */
  withSlider?: boolean;
}

/**
 * A number within bounds (docs/product/benefits-and-simulation.md §2, §8): a value above the maximum or below the minimum is
 * clamped to it when the field is left, with a message naming the field and the bound
 * (the domain's `clampToBounds`). Money is typed in euros and kept in cents.
 */
export function BoundedNumberField({ name, label, description, value, onChange, min = 0, max, unit, withSlider = false }: BoundedNumberFieldProps) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const isMoney = unit === 'money';
  const scale = isMoney ? 100 : 1;
  const format = (v: number) => (isMoney ? formatMoney(v, i18n.language) : v.toLocaleString(i18n.language));

  // What the person is typing ("25." on the way to "25.50"): shown while it means the value.
  const [typed, setTyped] = useState<number | string>('');
  const parse = (input: number | string): number | null => {
    if (input === '') return null;
    const number = Number(input);
    return Number.isFinite(number) ? Math.round(number * scale) : null;
  };
  const shown = parse(typed) === value ? typed : value === null ? '' : value / scale;

  const handleInput = (input: number | string) => {
    setError(null);
    setTyped(input);
    onChange(parse(input));
  };

  const handleBlur = () => {
    if (value === null) return;
    const clamped = clampToBounds(name, value, { min, max: Math.max(max, 0) });
    if (!clamped.error) return;
    onChange(clamped.value);
    setError(t(`errors.${clamped.error.code}`, readableParams(clamped.error.params, t, i18n.language, { label, isMoney })));
  };

  const hasSlider = withSlider && max > min;
  return (
    <Stack gap={6}>
      <NumberInput
        name={name}
        label={label}
        description={description}
        value={shown}
        onChange={handleInput}
        onBlur={handleBlur}
        error={error}
        min={min / scale}
        max={Math.max(max, 0) / scale}
        clampBehavior="none"
        allowNegative={false}
        allowDecimal={isMoney}
        decimalScale={isMoney ? 2 : 0}
        fixedDecimalScale={isMoney}
        decimalSeparator={isMoney && i18n.language !== 'en' ? ',' : '.'}
        rightSection={isMoney ? '€' : undefined}
        rightSectionPointerEvents="none"
        inputMode={isMoney ? 'decimal' : 'numeric'}
      />
      {hasSlider && (
        <div>
          <Slider
            thumbLabel={label}
            value={Math.min(Math.max(value ?? min, min), max) / scale}
            onChange={(v) => {
              setError(null);
              onChange(Math.round(v * scale));
            }}
            min={min / scale}
            max={max / scale}
            step={1}
            label={(v) => format(Math.round(v * scale))}
            mx={6}
          />
          <Group justify="space-between" mt={4} aria-hidden>
            <Text size="xs" c="dimmed">
              {format(min)}
            </Text>
            <Text size="xs" c="dimmed">
              {format(max)}
            </Text>
          </Group>
        </div>
      )}
    </Stack>
  );
}
