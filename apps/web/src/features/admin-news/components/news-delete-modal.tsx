import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useChangeNews, type AdminNews } from '../api/admin-news';

interface NewsDeleteModalProps {
  target: AdminNews | null;
  /** The start of its text, to name it. */
  name: string;
  onClose: () => void;
}

/** A delete asks first: the message leaves every home and cannot be brought back. */
export function NewsDeleteModal({ target, name, onClose }: NewsDeleteModalProps) {
  const { t } = useTranslation();
  const change = useChangeNews();
  const handleDelete = () => {
    if (!target) return;
    change.mutate(
      { action: 'delete', id: target.id },
      {
        onSuccess: () => {
          notifySuccess(t('adminNews.done.delete'));
          onClose();
        },
        onError: (error) => isApiError(error) && notifyApiError(error),
      },
    );
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('adminNews.deleteTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      {target && (
        <Stack gap="md">
          <Text>{t('adminNews.deleteHelp', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('adminNews.cancel')}
            </Button>
            <Button color="red.9" loading={change.isPending} onClick={handleDelete} data-testid="admin-news-delete-confirm">
              {t('adminNews.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
