import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useAdminAction, type AdminAction } from '../api/admin-contracts';

interface ConfirmActionModalProps {
  target: { id: number; action: AdminAction; product: string; employee: string } | null;
  onClose: () => void;
}

/** Approve and cancel ask first: both change what the employee is paid. */
export function ConfirmActionModal({ target, onClose }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  const act = useAdminAction();
  const handleConfirm = () => {
    if (!target) return;
    act.mutate(
      { id: target.id, action: target.action },
      {
        onSuccess: () => {
          notifySuccess(t(`admin.done.${target.action}`));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`admin.confirm.${target.action}Title`) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && (
        <Stack gap="md" data-testid="admin-confirm">
          <Text>{t(`admin.confirm.${target.action}Message`, { product: target.product, employee: target.employee })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={act.isPending}>
              {t('admin.confirm.back')}
            </Button>
            <Button
              color={target.action === 'approve' ? undefined : 'red.9'}
              loading={act.isPending}
              onClick={handleConfirm}
              data-testid="admin-confirm-button"
            >
              {t(`admin.actions.${target.action}`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
