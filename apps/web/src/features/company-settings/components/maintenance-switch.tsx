import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useSetMaintenance, type CompanySettings } from '../api/company-settings';

/**
 * Maintenance closes the portal to everyone, this administrator too, until a platform operator
 * reopens it: turning it on asks for the subdomain typed again, as the server does
 * (docs/decisions/337-maintenance-is-switched-on-with-the-subdomain.md).
 */
export function MaintenanceSwitch({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const setMaintenance = useSetMaintenance();
  const isConfirmed = typed.trim().toLowerCase() === settings.slug;

  const handleToggle = (on: boolean) => {
    if (on) {
      setTyped('');
      setIsAsking(true);
    } else {
      setMaintenance.mutate({ maintenance: false }, { onSuccess: () => notifySuccess(t('companySettings.maintenance.off')) });
    }
  };
  const handleConfirm = () =>
    setMaintenance.mutate(
      { maintenance: true, confirmSlug: typed },
      {
        onSuccess: () => {
          setIsAsking(false);
          notifySuccess(t('companySettings.maintenance.on'));
        },
      },
    );

  return (
    <Stack gap="xs">
      <Switch
        checked={settings.maintenance}
        onChange={(event) => handleToggle(event.currentTarget.checked)}
        label={t('companySettings.maintenance.label')}
        description={t('companySettings.maintenance.help')}
        disabled={setMaintenance.isPending}
        data-testid="maintenance-switch"
      />
      <Modal
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('companySettings.maintenance.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md" data-testid="maintenance-confirm">
          <Alert color="red">{t('companySettings.maintenance.confirmWarning')}</Alert>
          <Text>{t('companySettings.maintenance.confirmType', { slug: settings.slug })}</Text>
          <TextInput label={t('companySettings.maintenance.confirmLabel')} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsAsking(false)}>
              {t('companySettings.cancel')}
            </Button>
            <Button color="red.9" disabled={!isConfirmed} loading={setMaintenance.isPending} onClick={handleConfirm} data-testid="maintenance-confirm-button">
              {t('companySettings.maintenance.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
