import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { StatusPage } from '../../shared/ui/status-page';

/** docs/product/employee-portal.md §2 Shell: the user or the company could not be read; the way out is to log out. */
export function SessionErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('session.error.title')}>
      <Text>{t('session.error.message')}</Text>
      <LogoutButton variant="filled" />
    </StatusPage>
  );
}
