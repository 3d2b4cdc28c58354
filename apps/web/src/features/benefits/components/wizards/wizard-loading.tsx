import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldsSkeleton } from '../../../../shared/ui/fields-skeleton';

/** While a wizard's data loads, or when it cannot (no rate table for the benefit). */
export function WizardLoading({ isError = false }: { isError?: boolean }) {
  const { t } = useTranslation();
  if (isError)
    return (
      <Alert color="red" variant="light">
        {t('wizards.loadFailed')}
      </Alert>
    );
  return <FieldsSkeleton label={t('wizards.loading')} fields={2} />;
}
