import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompensationView } from '../../features/compensation/components/compensation-view';
import { useProductNames } from '../../features/home/api/get-home-plan';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /compensation (docs/product/employee-portal.md §2): hidden from the menu and the routes where the company hides it. The year is in the URL (`?year=`). */
export default function CompensationPage() {
  const { t, i18n } = useTranslation();
  const { data: names } = useProductNames();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('compensation.title'));
  const productName = (alias: string) => pickLocalized(names?.get(alias), i18n.language) || alias;
  const asked = Number(searchParams.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('compensation.title')}</Title>
      <CompensationView productName={productName} year={year} onYearChange={(y) => setSearchParams({ year: String(y) }, { replace: true })} />
    </Stack>
  );
}
