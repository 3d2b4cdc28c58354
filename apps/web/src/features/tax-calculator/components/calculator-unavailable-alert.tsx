import { Alert, Anchor } from '@mantine/core';
import { IconCalculatorOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** docs/product/employee-portal.md §5 Calculator: no fixed salary, or below the flexible bag, or no bag data. */
export function CalculatorUnavailableAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconCalculatorOff size={20} aria-hidden />}
      title={t('taxCalculator.unavailable.title')}
      data-testid="calculator-unavailable"
    >
      {t('taxCalculator.unavailable.body')}{' '}
      <Anchor component={Link} to="/profile?tab=employee" size="sm" fw={600} underline="always">
        {t('taxCalculator.unavailable.link')}
      </Anchor>
    </Alert>
  );
}
