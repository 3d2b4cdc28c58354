import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No capacity left on the bags this benefit draws on (docs/product/benefits-and-simulation.md §2): replaces the form. */
export function LimitReachedAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('benefits.limitReached.title')}
      data-testid="limit-reached"
    >
      {t('benefits.limitReached.message')}
    </Alert>
  );
}
