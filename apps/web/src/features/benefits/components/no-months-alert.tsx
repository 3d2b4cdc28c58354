import { Alert } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The benefit has no month left this plan year (its dates, its months, or the cut-off). */
export function NoMonthsAlert() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconCalendarOff size={20} aria-hidden />} data-testid="no-months">
      {t('benefits.noMonths')}
    </Alert>
  );
}
