import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useAccountAction, type AccountAction } from '../api/employees';

interface ConfirmAccountActionProps {
  target: { id: number; action: AccountAction; name: string } | null;
  onClose(): void;
}

const doneKey = { deactivate: 'deactivated', reactivate: 'reactivated', 'deprecate-password': 'passwordDeprecated' } as const;
const actionKey = { deactivate: 'deactivate', reactivate: 'reactivate', 'deprecate-password': 'deprecatePassword' } as const;

/** Each account change asks first: deactivating ends the person's sessions at once. */
export function ConfirmAccountAction({ target, onClose }: ConfirmAccountActionProps) {
  const { t } = useTranslation();
  const act = useAccountAction();
  const handleConfirm = () => {
    if (!target) return;
    act.mutate(
      { id: target.id, action: target.action },
      {
        onSuccess: () => {
          notifySuccess(t(`employees.done.${doneKey[target.action]}`, { name: target.name }));
          onClose();
        },
      },
    );
  };
  const key = target ? actionKey[target.action] : 'deactivate';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`employees.confirm.${key}Title`) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && (
        <Stack gap="md" data-testid="employee-confirm">
          <Text>{t(`employees.confirm.${key}Message`, { name: target.name })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={act.isPending}>
              {t('employees.confirm.back')}
            </Button>
            <Button
              color={target.action === 'deactivate' ? 'red.9' : undefined}
              loading={act.isPending}
              onClick={handleConfirm}
              data-testid="employee-confirm-button"
            >
              {t(`employees.actions.${key}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
