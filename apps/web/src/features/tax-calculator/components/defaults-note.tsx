import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalculatorDefault } from '../lib/employee-facts';

/** Names the readings the calculator assumed because the profile does not say (docs/decisions/257-calculator-defaults-never-overstate-the-saving.md). */
export function DefaultsNote({ defaults }: { defaults: CalculatorDefault[] }) {
  const { t } = useTranslation();
  if (defaults.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="calculator-defaults">
      {t('taxCalculator.defaults.intro')} {defaults.map((d) => t(`taxCalculator.defaults.${d}`)).join('; ')}.
    </Text>
  );
}
