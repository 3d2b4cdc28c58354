import { passwordChangeSchema } from '@flexplan/domain';
import { Button, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useChangePassword } from '../api/change-password';

const emptyForm = { password: '', repeat_password: '' };

/** spec part 1 §5 Password: the policy, and the repeat must match. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(passwordChangeSchema, emptyForm);
  const changePassword = useChangePassword();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('profile.password.updated'));
        form.reset();
      },
      onError: (error) => form.applyServerErrors(error),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-change-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="password-change-title">
            {t('profile.password.title')}
          </Title>
          <Text size="sm">{t('profile.password.policy')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label={t('profile.password.new')} autoComplete="new-password" required {...form.field('password')} />
            <PasswordInput label={t('profile.password.repeat')} autoComplete="new-password" required {...form.field('repeat_password')} />
          </SimpleGrid>
          <div>
            <Button type="submit" loading={changePassword.isPending}>
              {t('profile.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
