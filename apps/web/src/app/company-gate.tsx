import { offeredLanguages } from '@flexplan/domain';
import { Center } from '@mantine/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyQuery } from '../features/company/api/get-company';
import { CompanyNotFoundPage } from '../features/company/components/company-not-found-page';
import { CompanyUnavailablePage } from '../features/company/components/company-unavailable-page';
import { MaintenancePage } from '../features/company/components/maintenance-page';
import { isApiError } from '../shared/api/api-error';
import { restrictLanguages } from '../shared/i18n/i18n';
import { AreaLoader } from '../shared/ui/area-loader';

/**
 * The company comes first (spec part 1 §2 Login): everything else depends on its branding,
 * languages and flags. A wrong address and the maintenance mode replace every route.
 */
export function CompanyGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const company = useCompanyQuery();

  useLayoutEffect(() => {
    if (company.data) restrictLanguages(offeredLanguages(company.data.languages, company.data.isLanguageFeatureOn));
  }, [company.data]);

  if (company.isPending) {
    return (
      <Center component="main" mih="100dvh">
        <AreaLoader label={t('company.loading')} />
      </Center>
    );
  }
  if (company.isError) {
    if (isApiError(company.error) && company.error.status === 404) return <CompanyNotFoundPage />;
    if (isApiError(company.error) && company.error.code === 'MAINTENANCE') return <MaintenancePage />;
    return <CompanyUnavailablePage onRetry={() => void company.refetch()} />;
  }
  if (company.data.maintenance) return <MaintenancePage company={company.data} />;
  return children;
}
