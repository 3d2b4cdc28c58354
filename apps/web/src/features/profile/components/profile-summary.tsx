import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type User } from '../api/get-profile';

/** The user's name and e-mail, read-only (the profile issue builds the editable tabs). */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" mb="md">
        {t('profile.summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('profile.summary.name')} name="fullName" value={user.fullName} readOnly />
        <TextInput label={t('profile.summary.email')} name="email" value={user.email ?? ''} placeholder={t('profile.summary.noEmail')} readOnly />
      </SimpleGrid>
    </Paper>
  );
}
