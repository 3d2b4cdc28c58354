import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useSetMaintenance, type PlatformCompany } from '../api/platform-companies';

/**
 * A company's maintenance, from the operator's list: the switch asks first, since
 * maintenance closes the portal to every person of the company at once.
 */
export function MaintenanceSwitch({ company }: { company: PlatformCompany }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const setMaintenance = useSetMaintenance();
  const next = !company.maintenance;
  const kind = next ? 'on' : 'off';

  const confirm = () =>
    setMaintenance.mutate(
      { id: company.id, maintenance: next },
      {
        onSuccess: () => notifySuccess(t(`platform.maintenanceDone.${kind}`, { name: company.name })),
        onSettled: () => setAsking(false),
      },
    );

  return (
    <>
      <Switch
        checked={company.maintenance}
        onChange={() => setAsking(true)}
        label={t('platform.columns.maintenance')}
        aria-label={t('platform.maintenanceToggle', { name: company.name })}
        data-testid={`platform-maintenance-${company.slug}`}
      />
      <Modal
        opened={isAsking}
        onClose={() => setAsking(false)}
        title={t(`platform.maintenanceConfirm.${kind}Title`)}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>{t(`platform.maintenanceConfirm.${kind}Message`, { name: company.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('platform.maintenanceConfirm.cancel')}
            </Button>
            <Button color={next ? 'red' : 'blue'} loading={setMaintenance.isPending} onClick={confirm} data-testid="platform-maintenance-confirm">
              {t('platform.maintenanceConfirm.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
