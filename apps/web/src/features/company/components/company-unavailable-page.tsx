import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../shared/ui/status-page';

/** The company could not be loaded for another reason than a wrong address (server down). */
export function CompanyUnavailablePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('company.unavailable.title')}>
      <Text>{t('company.unavailable.message')}</Text>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </StatusPage>
  );
}
