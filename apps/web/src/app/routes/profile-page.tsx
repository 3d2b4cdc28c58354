import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../features/profile/api/get-profile';
import { PasswordChangeForm } from '../../features/profile/components/password-change-form';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { ProfileWarnings } from '../../features/profile/components/profile-warnings';
import { AreaLoader } from '../../shared/ui/area-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** spec part 1 §2 Profile, minimal: the profile issue adds the tabs. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useProfile();
  usePageTitle(t('profile.title'));
  if (!user) return <AreaLoader label={t('profile.loading')} />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('profile.title')}</Title>
      <ProfileWarnings user={user} />
      <ProfileSummary user={user} />
      <PasswordChangeForm />
    </Stack>
  );
}
