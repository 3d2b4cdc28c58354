import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyFailure, notifySuccess, notifyWarning } from '../../../shared/api/notify-api-error';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useEditFamilyMember } from '../api/edit-family-member';
import { useFamilyList, type FamilyMember } from '../api/list-family';
import { useSaveFamily } from '../api/save-family';
import { memberFormValues, newMemberValues, savedMembers } from '../lib/family-form-values';
import { DeleteMemberDialog } from './delete-member-dialog';
import { FamilyList } from './family-list';
import { FamilyMemberDialog } from './family-member-dialog';

interface FamilyTabProps {
  /** A restricted session (incomplete profile, deprecated password) cannot use the family calls yet. */
  isLocked: boolean;
}

type Editing = { mode: 'add' } | { mode: 'edit'; member: FamilyMember } | null;

/** The family tab of the profile (docs/product/employee-portal.md §2, §4 Family member, §8 messages). */
export function FamilyTab({ isLocked }: FamilyTabProps) {
  const { t } = useTranslation();
  const family = useFamilyList(!isLocked);
  const saveFamily = useSaveFamily();
  const editMember = useEditFamilyMember();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FamilyMember | null>(null);

  if (isLocked) {
    return <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('family.restricted')} data-testid="family-restricted" />;
  }
  if (family.isPending) return <ListSkeleton label={t('family.loading')} rows={3} columns={5} withBorder testId="family-skeleton" />;
  if (family.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('family.loadFailed')} data-testid="family-load-failed">
        <Button variant="light" size="xs" mt="xs" onClick={() => void family.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const members = family.data;
  const hasChildren = members.some((member) => member.relationship === 'child');

  const handleAdd = (member: FamilyMemberInput) => {
    saveFamily.mutate([...savedMembers(members), member], {
      onSuccess: () => {
        notifySuccess(t('family.messages.familyUpdated'));
        setEditing(null);
      },
      onError: () => notifyFailure(t('family.messages.updateFailed')),
    });
  };

  const handleEdit = (id: number, member: FamilyMemberInput) => {
    editMember.mutate(
      { id, member },
      {
        onSuccess: () => {
          notifySuccess(t('family.messages.memberUpdated'));
          setEditing(null);
        },
        onError: () => notifyFailure(t('family.messages.updateFailed')),
      },
    );
  };

  // docs/product/employee-portal.md §4: the member is removed, then the list is submitted at once.
  const handleDelete = () => {
    if (!deleting) return;
    saveFamily.mutate(savedMembers(members.filter((member) => member.id !== deleting.id)), {
      onSuccess: () => notifySuccess(t('family.messages.familyUpdated')),
      onError: (error) => {
        if (isApiError(error) && error.code === 'FAMILY_MEMBER_HAS_CONTRACTS') notifyWarning(t('family.messages.hasContracts'));
        else notifyFailure(t('family.messages.deleteFailed'));
      },
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3">
          {t('family.list.title')}
        </Title>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setEditing({ mode: 'add' })} data-testid="family-add">
          {t('family.actions.addMember')}
        </Button>
      </Group>
      <FamilyList family={members} onEdit={(member) => setEditing({ mode: 'edit', member })} onDelete={setDeleting} />
      {!hasChildren && (
        <Text size="sm" data-testid="family-no-children">
          {t('family.list.noChildren')}
        </Text>
      )}
      <FamilyMemberDialog
        opened={editing !== null}
        mode={editing?.mode ?? 'add'}
        initialValues={editing?.mode === 'edit' ? memberFormValues(editing.member) : newMemberValues}
        others={members.filter((member) => member.relationship !== 'you' && !(editing?.mode === 'edit' && member.id === editing.member.id))}
        employeePersonalId={members.find((member) => member.relationship === 'you')?.personalID ?? null}
        isSaving={saveFamily.isPending || editMember.isPending}
        onSubmit={(member) => (editing?.mode === 'edit' ? handleEdit(editing.member.id, member) : handleAdd(member))}
        onCancel={() => setEditing(null)}
      />
      <DeleteMemberDialog member={deleting} isDeleting={saveFamily.isPending} onConfirm={handleDelete} onCancel={() => setDeleting(null)} />
    </Stack>
  );
}
