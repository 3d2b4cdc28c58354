import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompensationView } from '../../features/compensation/components/compensation-view';
import { useProductNames } from '../../features/home/api/get-home-plan';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /compensation (spec part 1 §2): hidden from the menu and the routes where the company hides it. */
export default function CompensationPage() {
  const { t, i18n } = useTranslation();
  const { data: names } = useProductNames();
  usePageTitle(t('compensation.title'));
  const productName = (alias: string) => pickLocalized(names?.get(alias), i18n.language) || alias;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('compensation.title')}</Title>
      <CompensationView productName={productName} />
    </Stack>
  );
}
