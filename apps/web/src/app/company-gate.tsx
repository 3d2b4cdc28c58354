import { offeredLanguages } from '@flexplan/domain';
import { Center } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyQuery } from '../features/company/api/get-company';
import { isApiError } from '../shared/api/api-error';
import { companyLanguage, restrictLanguages } from '../shared/i18n/i18n';
import { AreaLoader } from '../shared/ui/area-loader';

// Pages few visitors ever see: not part of everyone's first download.
const CompanyNotFoundPage = lazy(() => import('../features/company/components/company-not-found-page').then((m) => ({ default: m.CompanyNotFoundPage })));
const CompanyUnavailablePage = lazy(() =>
  import('../features/company/components/company-unavailable-page').then((m) => ({ default: m.CompanyUnavailablePage })),
);
const MaintenancePage = lazy(() => import('../features/company/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })));

function CompanyLoader() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh">
      <AreaLoader label={t('company.loading')} />
    </Center>
  );
}

/**
 * The company comes first (docs/product/employee-portal.md §2 Login): everything else depends on its branding,
 * languages and flags. A wrong address and the maintenance mode replace every route.
 */
export function CompanyGate({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const company = useCompanyQuery();
  const offered = useMemo(() => company.data && offeredLanguages(company.data.languages, company.data.isLanguageFeatureOn), [company.data]);
  // The company may not offer the language guessed at start (globex has no Spanish): its pages
  // wait for the offered language's texts once, rather than showing the others for a moment.
  // Later switches keep the page, in the old language until the new texts arrive.
  const [hasLanguage, setHasLanguage] = useState(false);
  const isLanguageReady = hasLanguage || !offered || i18n.language === companyLanguage(offered);

  useEffect(() => {
    if (offered) void restrictLanguages(offered).then(() => setHasLanguage(true));
  }, [offered]);

  if (company.isPending || !isLanguageReady) return <CompanyLoader />;
  if (company.isError || company.data.maintenance) {
    return (
      <Suspense fallback={<CompanyLoader />}>
        {company.isError ? <CompanyErrorPage error={company.error} onRetry={() => void company.refetch()} /> : <MaintenancePage company={company.data} />}
      </Suspense>
    );
  }
  return children;
}

function CompanyErrorPage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404) return <CompanyNotFoundPage />;
  if (isApiError(error) && error.code === 'MAINTENANCE') return <MaintenancePage />;
  return <CompanyUnavailablePage onRetry={onRetry} />;
}
