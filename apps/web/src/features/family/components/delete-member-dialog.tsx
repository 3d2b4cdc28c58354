import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '../api/list-family';

interface DeleteMemberDialogProps {
  member: FamilyMember | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/employee-portal.md §4: deleting a member asks for confirmation first. */
export function DeleteMemberDialog({ member, isDeleting, onConfirm, onCancel }: DeleteMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={member !== null} onClose={onCancel} title={t('family.delete.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{t('family.delete.message', { name: member?.fullName ?? '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('family.actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={isDeleting} data-testid="family-delete-confirm">
            {t('family.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
