import { sessionStateOf } from '@flexplan/domain';
import { Stack, Tabs, Title } from '@mantine/core';
import { IconBriefcase, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCompany } from '../../features/company/api/get-company';
import { FamilyTab } from '../../features/family/components/family-tab';
import { useProfile } from '../../features/profile/api/get-profile';
import { AvatarEditor } from '../../features/profile/components/avatar-editor';
import { EmployeeForm } from '../../features/profile/components/employee-form';
import { PasswordChangeForm } from '../../features/profile/components/password-change-form';
import { ProductSwitches } from '../../features/profile/components/product-switches';
import { CalculatorUnavailableWarning, ProfileWarnings } from '../../features/profile/components/profile-warnings';
import { UserInfoForm } from '../../features/profile/components/user-info-form';
import { isCalculatorUnavailable } from '../../features/profile/lib/calculator-availability';
import { useReferenceOptions } from '../../features/reference-data/use-reference-options';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { usePageTitle } from '../../shared/ui/use-page-title';

const tabs = ['user', 'employee', 'family'] as const;
type ProfileTab = (typeof tabs)[number];

function tabOf(value: string | null): ProfileTab {
  return tabs.find((tab) => tab === value) ?? 'user';
}

/**
 * spec part 1 §2 Profile: three tabs kept in the URL — user information (default),
 * employee legal data (?tab=employee) and family information (?tab=family).
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data: user } = useProfile();
  const referenceOptions = useReferenceOptions();
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
          <Tabs.Tab value="employee" leftSection={<IconBriefcase size={16} aria-hidden />}>
            {t('profile.tabs.employee')}
          </Tabs.Tab>
          <Tabs.Tab value="family" leftSection={<IconUsers size={16} aria-hidden />}>
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
          <EmployeeForm user={user} isSpecialBrand={company.isSpecialBrand} options={referenceOptions} />
        </Tabs.Panel>
        <Tabs.Panel value="family" pt="lg">
          <FamilyTab isLocked={isRestricted} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
