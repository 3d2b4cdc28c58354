import type { StructureKind } from '@flexplan/domain/company/company-structure-api';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArrowMerge, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useChangeStructure, useStructure, type StructureUnit } from '../api/company-structure';
import { StructureUnitModal, type UnitAction } from './structure-unit-modal';

/** One kind of unit (legal entities, offices or collectives): the list with its counts, a new one, and each one's actions. */
export function StructureList({ kind }: { kind: StructureKind }) {
  const { t } = useTranslation();
  const units = useStructure(kind);
  const change = useChangeStructure(kind);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [target, setTarget] = useState<{ unit: StructureUnit; action: UnitAction } | null>(null);

  const handleCreate = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { action: 'create', name },
      {
        onSuccess: () => {
          setName('');
          setNameError(undefined);
          notifySuccess(t('companySettings.structure.done.create'));
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.name) setNameError(t(error.fields.name));
          else if (isApiError(error)) notifyApiError(error);
        },
      },
    );
  };
  const action = (unit: StructureUnit, kindOf: UnitAction, icon: ReactNode, disabled = false) => (
    <Tooltip label={t(`companySettings.structure.actions.${kindOf}`)}>
      <ActionIcon
        variant="subtle"
        color={kindOf === 'delete' ? 'red.9' : undefined}
        aria-label={t(`companySettings.structure.actionOf.${kindOf}`, { name: unit.name })}
        onClick={() => setTarget({ unit, action: kindOf })}
        disabled={disabled}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  const items = units.data ?? [];

  return (
    <Paper withBorder p="md" radius="md" data-testid={`structure-${kind}`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t(`companySettings.structure.kinds.${kind}`)}
        </Title>
        {units.isError && <Alert color="red">{t('companySettings.loadFailed')}</Alert>}
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companySettings.structure.name')}</Table.Th>
                <Table.Th>{t('companySettings.structure.people')}</Table.Th>
                <Table.Th>{t('companySettings.structure.actionsColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td>{unit.name}</Table.Td>
                  <Table.Td>{unit.userCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {action(unit, 'rename', <IconPencil size={18} aria-hidden />)}
                      {action(unit, 'merge', <IconArrowMerge size={18} aria-hidden />, items.length < 2)}
                      {action(unit, 'delete', <IconTrash size={18} aria-hidden />, unit.userCount + unit.otherCount > 0)}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {units.isSuccess && items.length === 0 && <Text size="sm">{t('companySettings.structure.empty')}</Text>}
        <form onSubmit={handleCreate}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('companySettings.structure.newName')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button type="submit" variant="default" loading={change.isPending}>
              {t('companySettings.structure.actions.create')}
            </Button>
          </Group>
        </form>
      </Stack>
      <StructureUnitModal kind={kind} target={target} units={items} onClose={() => setTarget(null)} />
    </Paper>
  );
}
