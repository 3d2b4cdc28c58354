import { formatMoney } from '@flexplan/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TotalLineProps {
  label: string;
  /** Cents. */
  amount: number;
  testId?: string;
  isError?: boolean;
}

/** A live figure under a form: the yearly total, the month's vouchers, the tickets' price. */
export function TotalLine({ label, amount, testId, isError = false }: TotalLineProps) {
  const { i18n } = useTranslation();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" aria-live="polite">
      <Text size="sm" c={isError ? 'red.9' : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={700} data-testid={testId} c={isError ? 'red.9' : undefined}>
        {formatMoney(amount, i18n.language)}
      </Text>
    </Group>
  );
}
