import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/describe-api-error';

interface InfoFormActionsProps {
  /** Update stays disabled until the form is valid (docs/product/benefits-and-simulation.md §2). */
  canSave: boolean;
  isSaving: boolean;
  error: unknown;
  onCancel: () => void;
}

/** The edit modal's footer: the refusal of the server, cancel, and update. */
export function InfoFormActions({ canSave, isSaving, error, onCancel }: InfoFormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {error != null && (
        <Alert color="red" variant="light" role="alert" data-testid="info-save-error">
          {describeApiError(error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('checkout.edit.cancel')}
        </Button>
        <Button type="submit" disabled={!canSave} loading={isSaving} data-testid="info-save">
          {t('checkout.edit.update')}
        </Button>
      </Group>
    </>
  );
}
