import { ActionIcon, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import type { FamilyMember } from '../api/list-family';

interface FamilyListProps {
  family: FamilyMember[];
  onEdit: (member: FamilyMember) => void;
  onDelete: (member: FamilyMember) => void;
}

/** The user (entry 0) is shown, never edited here: their data is the profile's. */
const isUser = (member: FamilyMember) => member.id === 0 || member.relationship === 'you';

function MemberActions({ member, onEdit, onDelete }: { member: FamilyMember } & Omit<FamilyListProps, 'family'>) {
  const { t } = useTranslation();
  // The badge keeps its width beside a long name on a phone ("Les teves dades" was cut to "Les teves da…").
  if (isUser(member))
    return (
      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
        {t('family.list.readOnly')}
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(member)}
        aria-label={t('family.actions.editNamed', { name: member.fullName })}
        data-testid="family-edit"
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onDelete(member)}
        aria-label={t('family.actions.deleteNamed', { name: member.fullName })}
        data-testid="family-delete"
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The family list (docs/product/employee-portal.md §2 Profile, family tab): a table, or cards on a phone. */
export function FamilyList({ family, onEdit, onDelete }: FamilyListProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const date = (iso: string | null) => (iso ? new Date(`${iso}T12:00:00`).toLocaleDateString(i18n.language) : '');
  const status = (member: FamilyMember) => (member.active ? t('family.list.active') : t('family.list.inactive'));
  const identity = (member: FamilyMember) => (member.personalID ? `${t(`family.idTypes.${member.idType}`)} ${member.personalID}` : '');

  if (isMobile) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('family.list.title')}>
        {family.map((member) => (
          <Paper key={member.id} component="li" withBorder radius="md" p="md" data-testid="family-member">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={600}>{member.fullName}</Text>
                <Text size="sm">{t(`family.relationships.${member.relationship}`)}</Text>
                <Text size="sm">{identity(member)}</Text>
                <Text size="sm">{`${date(member.birthday)} · ${status(member)}`}</Text>
              </Stack>
              <MemberActions member={member} onEdit={onEdit} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('family.list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('family.list.name')}</Table.Th>
            <Table.Th>{t('family.list.relationship')}</Table.Th>
            <Table.Th>{t('family.list.identity')}</Table.Th>
            <Table.Th>{t('family.list.birthday')}</Table.Th>
            <Table.Th>{t('family.list.status')}</Table.Th>
            <Table.Th>{t('family.list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {family.map((member) => (
            <Table.Tr key={member.id} data-testid="family-member">
              <Table.Td>{member.fullName}</Table.Td>
              <Table.Td>{t(`family.relationships.${member.relationship}`)}</Table.Td>
              <Table.Td>{identity(member)}</Table.Td>
              <Table.Td>{date(member.birthday)}</Table.Td>
              <Table.Td>{status(member)}</Table.Td>
              <Table.Td>
                <MemberActions member={member} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
