import type { StructureKind } from '@flexplan/domain/company/company-structure-api';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useChangeStructure, type StructureUnit } from '../api/company-structure';

export type UnitAction = 'rename' | 'merge' | 'delete';

interface StructureUnitModalProps {
  kind: StructureKind;
  target: { unit: StructureUnit; action: UnitAction } | null;
  units: StructureUnit[];
  onClose: () => void;
}

/** Rename, merge into another (its people move) or delete (only when nothing points at it) one unit, after a confirmation. */
export function StructureUnitModal({ kind, target, units, onClose }: StructureUnitModalProps) {
  const { t } = useTranslation();
  const change = useChangeStructure(kind);
  const [name, setName] = useState('');
  const [targetId, setTargetId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    setName(target?.unit.name ?? '');
    setTargetId(null);
    setError(undefined);
  }, [target]);

  if (!target) return <Modal opened={false} onClose={onClose} />;
  const { unit, action } = target;
  const handleConfirm = () => {
    const request =
      action === 'rename' ? { action, id: unit.id, name } : action === 'merge' ? { action, id: unit.id, targetId: Number(targetId) } : { action, id: unit.id };
    change.mutate(request, {
      onSuccess: () => {
        notifySuccess(t(`companySettings.structure.done.${action}`));
        onClose();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.fields.name) setError(t(failure.fields.name));
        else if (isApiError(failure)) notifyApiError(failure);
      },
    });
  };
  const others = units.filter((u) => u.id !== unit.id).map((u) => ({ value: String(u.id), label: u.name }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`companySettings.structure.${action}Title`, { name: unit.name })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md" data-testid="structure-modal">
        {action === 'rename' && (
          <TextInput label={t('companySettings.structure.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error} data-autofocus />
        )}
        {action === 'merge' && (
          <>
            <Text>{t('companySettings.structure.mergeHelp', { name: unit.name, count: unit.userCount })}</Text>
            <Select label={t('companySettings.structure.mergeTarget')} data={others} value={targetId} onChange={setTargetId} allowDeselect={false} />
          </>
        )}
        {action === 'delete' && <Text>{t('companySettings.structure.deleteHelp', { name: unit.name })}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('companySettings.cancel')}
          </Button>
          <Button
            color={action === 'rename' ? undefined : 'red.9'}
            disabled={(action === 'merge' && !targetId) || (action === 'rename' && name.trim() === '')}
            loading={change.isPending}
            onClick={handleConfirm}
            data-testid="structure-confirm"
          >
            {t(`companySettings.structure.actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
