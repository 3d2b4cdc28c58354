import { Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminContracts } from '../../features/admin/components/admin-contracts';
import { usePlatformCompanies } from '../../features/platform/api/platform-companies';
import { useProfile } from '../../features/profile/api/get-profile';
import { AdminTabTexts } from '../../shared/i18n/admin-texts';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';

// A platform operator's company switch (its new-company form, multi-select and maintenance dialog):
// never downloaded by a company's own administrators.
const CompanySwitch = lazy(() => import('../../features/platform/components/company-switch').then(({ CompanySwitch }) => ({ default: CompanySwitch })));
// The audit log is read now and then: its own chunk, fetched when the section opens.
const AuditLog = lazy(() => import('../../features/audit/components/audit-log'));
// The people of the company: a form with every HR field and zod's schema, fetched when the tab opens.
const EmployeesAdmin = lazy(() => import('../../features/employees/components/employees-admin'));
// The employee import likewise, with its own chunk.
const EmployeeImport = lazy(() => import('../../features/employee-import/components/employee-import'));
// The Company section is used now and then too: its own chunk.
const CompanySettingsSection = lazy(() => import('../../features/company-settings/components/company-settings-section'));
// The News section likewise.
const AdminNewsSection = lazy(() => import('../../features/admin-news/components/admin-news-section'));
// The company's own legal texts likewise.
const LegalTextsSection = lazy(() => import('../../features/legal-texts/components/legal-texts-section'));

// The platform's tax years: an operator's tab, its form and the domain's schema in their own chunk.
const TaxYearsAdmin = lazy(() => import('../../features/platform/components/tax-years-admin'));

const sections = ['contracts', 'employees', 'import', 'company', 'news', 'legal', 'audit', 'taxYears'] as const;
type Section = (typeof sections)[number];
/** Each tab's label: the older sections' under admin.sections, a newer section's under its own texts. */
const sectionLabels = {
  contracts: 'admin.sections.contracts',
  employees: 'admin.sections.employees',
  import: 'admin.sections.import',
  company: 'admin.sections.company',
  news: 'adminNews.section',
  legal: 'adminLegalTexts.tab',
  audit: 'admin.sections.audit',
  taxYears: 'adminTaxYears.tab',
} as const satisfies Record<Section, string>;

/**
 * /admin: the company administrator's contract review, people (?section=employees), employee
 * import (?section=import), company settings (?section=company), news (?section=news), legal
 * texts (?section=legal) and audit log (?section=audit); a platform operator first picks the
 * company to act on, and has the platform's tax years (?section=taxYears) besides (docs/decisions/329-roles-one-admin-guard-the-platform-operator-lives.md).
 */
export default function AdminPage() {
  // Waits for the back office's texts (locale-parts.ts), fetched by this page alone.
  const { t } = useTranslation(['public', 'admin']);
  usePageTitle(t('admin.title'));
  const { data: user } = useProfile();
  const isOperator = user?.role === 'platform-operator';
  const companies = usePlatformCompanies(isOperator);
  const [params, setParams] = useSearchParams();
  const asked = params.get('section');
  const hasCompany = !isOperator || (companies.data?.currentCompanyId ?? null) !== null;
  // The tax years are the platform's, not a company's: the operator's tab, switched to a company or not.
  const shown = sections.filter((s) => (s === 'taxYears' ? isOperator : hasCompany));
  const section: Section = shown.find((s) => s === asked) ?? shown[0] ?? 'contracts';
  // An employee who types the address gets the contracts' "not allowed" (the API answers them 404).
  if (user?.role === 'employee')
    return (
      <Stack gap="md">
        <Title order={1}>{t('admin.title')}</Title>
        <AdminContracts />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.title')}</Title>
      {isOperator && (
        <Suspense fallback={<ListSkeleton label={t('platform.loading')} rows={3} columns={4} withBorder testId="platform-skeleton" />}>
          <CompanySwitch />
        </Suspense>
      )}
      {shown.length > 0 && (
        <Tabs
          value={section}
          onChange={(value) => setParams(value && value !== 'contracts' ? { section: value } : {}, { replace: true })}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List>
            {shown.map((s) => (
              <Tabs.Tab key={s} value={s} data-testid={`admin-section-${s}`}>
                {t(sectionLabels[s])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="contracts" pt="md">
            <AdminContracts />
          </Tabs.Panel>
          <Tabs.Panel value="employees" pt="md">
            <Suspense fallback={<ListSkeleton label={t('employees.loading')} rows={4} columns={6} withBorder testId="employees-skeleton" />}>
              <EmployeesAdmin />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <Suspense fallback={<ListSkeleton label={t('audit.loading')} rows={4} columns={6} withBorder testId="audit-skeleton" />}>
              <AdminTabTexts>
                <AuditLog />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="import" pt="md">
            <Suspense fallback={<ListSkeleton label={t('employeeImport.loading')} rows={3} columns={3} withBorder testId="import-skeleton" />}>
              <AdminTabTexts>
                <EmployeeImport />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="legal" pt="md">
            <Suspense fallback={<ListSkeleton label={t('adminLegalTexts.loading')} rows={4} columns={2} withBorder testId="legal-texts-skeleton" />}>
              <AdminTabTexts>
                <LegalTextsSection />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="company" pt="md">
            <Suspense fallback={<ListSkeleton label={t('companySettings.loading')} rows={6} columns={2} withBorder testId="company-settings-skeleton" />}>
              <AdminTabTexts>
                <CompanySettingsSection />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="news" pt="md">
            <Suspense fallback={<ListSkeleton label={t('adminNews.loading')} rows={3} columns={4} withBorder testId="admin-news-skeleton" />}>
              <AdminTabTexts>
                <AdminNewsSection />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="taxYears" pt="md">
            <Suspense fallback={<ListSkeleton label={t('adminTaxYears.loading')} rows={3} columns={4} withBorder testId="tax-years-skeleton" />}>
              <AdminTabTexts>
                <TaxYearsAdmin />
              </AdminTabTexts>
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
