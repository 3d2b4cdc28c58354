import { structureKinds } from '@flexplan/domain/company/company-structure-api';
import { Alert, Divider, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useCompanySettings } from '../api/company-settings';
import { CompanyImages } from './company-images';
import { MaintenanceSwitch } from './maintenance-switch';
import { MenuItemsList } from './menu-items-list';
import { SettingsForm } from './settings-form';
import { StructureList } from './structure-list';

/**
 * The /admin "Company" section: the company's settings and brand, its images,
 * maintenance, its main-menu tiles, and its legal entities, offices and collectives. Its own chunk (admin-page.tsx).
 */
export default function CompanySettingsSection() {
  const { t } = useTranslation();
  const settings = useCompanySettings();
  if (settings.isPending) return <ListSkeleton label={t('companySettings.loading')} rows={6} columns={2} withBorder testId="company-settings-skeleton" />;
  if (settings.isError) return <Alert color="red">{t('companySettings.loadFailed')}</Alert>;
  const data = settings.data;
  return (
    <Stack gap="xl" data-testid="company-settings">
      {/* Keyed by the company: a platform operator's switch starts the form afresh. */}
      <SettingsForm key={data.slug} settings={data} />
      <Divider />
      <Title order={2} size="h3">
        {t('companySettings.sections.images')}
      </Title>
      <CompanyImages settings={data} />
      <Paper withBorder p="md" radius="md">
        <MaintenanceSwitch settings={data} />
      </Paper>
      <Divider />
      <Title order={2} size="h3">
        {t('companySettings.sections.menu')}
      </Title>
      <MenuItemsList languages={data.languages} />
      <Divider />
      <Title order={2} size="h3">
        {t('companySettings.sections.structure')}
      </Title>
      {/* One list a row: three side by side squeezed the actions out of sight at 1280 px. */}
      <Stack gap="md">
        {structureKinds.map((kind) => (
          <StructureList key={kind} kind={kind} />
        ))}
      </Stack>
    </Stack>
  );
}
