import { sessionStateOf } from '@flexplan/domain';
import { Stack, Tabs, Title } from '@mantine/core';
import { IconBriefcase, IconUser, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompany } from '../../features/company/api/get-company';
import { useProfile, type User } from '../../features/profile/api/get-profile';
import { AvatarEditor } from '../../features/profile/components/avatar-editor';
import { PasswordChangeForm } from '../../features/profile/components/password-change-form';
import { ProductSwitches } from '../../features/profile/components/product-switches';
import { CalculatorUnavailableWarning, ProfileWarnings } from '../../features/profile/components/profile-warnings';
import { UserInfoForm } from '../../features/profile/components/user-info-form';
import { isCalculatorUnavailable } from '../../features/profile/lib/calculator-availability';
import { useReferenceOptions } from '../../features/reference-data/use-reference-options';
import { FieldsSkeleton } from '../../shared/ui/fields-skeleton';
import { ListSkeleton } from '../../shared/ui/list-skeleton';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';

// The employee and family tabs are chunks of their own, fetched when opened or about to be (a
// pointer over their tab, or focus on it): their selects, number inputs and dialogs stay out of
// the first download of /profile, which opens on the user tab.
const loadEmployeeForm = () => import('../../features/profile/components/employee-form');
const loadFamilyTab = () => import('../../features/family/components/family-tab');
const EmployeeForm = lazy(() => loadEmployeeForm().then((module) => ({ default: module.EmployeeForm })));
const FamilyTab = lazy(() => loadFamilyTab().then((module) => ({ default: module.FamilyTab })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

/** The employee tab, with the reference data its selects list (dial codes and countries, fetched by their first reader). */
function EmployeeTab({ user, isSpecialBrand }: { user: User; isSpecialBrand: boolean }) {
  const { t } = useTranslation();
  const referenceOptions = useReferenceOptions();
  return (
    <Suspense fallback={<FieldsSkeleton label={t('profile.loading')} fields={6} />}>
      <EmployeeForm user={user} isSpecialBrand={isSpecialBrand} options={referenceOptions} />
    </Suspense>
  );
}

const tabs = ['user', 'employee', 'family'] as const;
type ProfileTab = (typeof tabs)[number];

function tabOf(value: string | null): ProfileTab {
  return tabs.find((tab) => tab === value) ?? 'user';
}

/**
 * docs/product/employee-portal.md §2 Profile: three tabs kept in the URL — user information (default),
 * employee legal data (?tab=employee) and family information (?tab=family).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data: user } = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabOf(searchParams.get('tab'));
  usePageTitle(t('profile.title'));
  if (!user) return <PageSkeleton label={t('profile.loading')} />;

  // A restricted session may only call the profile endpoints: uploads, family and products wait.
  const isRestricted = sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: false, ...user }) === 'restricted';

  const handleTabChange = (value: string | null) => {
    const next = tabOf(value);
    setSearchParams(next === 'user' ? {} : { tab: next });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <ProfileWarnings user={user} />
      {isCalculatorUnavailable(user) && <CalculatorUnavailableWarning />}
      <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
        <Tabs.List aria-label={t('profile.tabs.label')}>
          <Tabs.Tab value="user" leftSection={<IconUser size={16} aria-hidden />}>
            {t('profile.tabs.user')}
          </Tabs.Tab>
          <Tabs.Tab
            value="employee"
            onPointerEnter={preload(loadEmployeeForm)}
            onFocus={preload(loadEmployeeForm)}
            leftSection={<IconBriefcase size={16} aria-hidden />}
          >
            {t('profile.tabs.employee')}
          </Tabs.Tab>
          <Tabs.Tab value="family" onPointerEnter={preload(loadFamilyTab)} onFocus={preload(loadFamilyTab)} leftSection={<IconUsers size={16} aria-hidden />}>
            {t('profile.tabs.family')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="user" pt="lg">
          <Stack gap="lg">
            <UserInfoForm user={user} />
            <AvatarEditor user={user} isLocked={isRestricted} />
            <PasswordChangeForm />
            <ProductSwitches products={user.products} isLocked={isRestricted} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="employee" pt="lg">
          <EmployeeTab user={user} isSpecialBrand={company.isSpecialBrand} />
        </Tabs.Panel>
        <Tabs.Panel value="family" pt="lg">
          <Suspense fallback={<ListSkeleton label={t('family.loading')} rows={3} columns={5} withBorder testId="family-skeleton" />}>
            <FamilyTab isLocked={isRestricted} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
