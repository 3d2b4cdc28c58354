import { resetPasswordFormSchema } from '@flexplan/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { i18n } from '../../../shared/i18n/i18n';
import { useResetPassword } from '../api/reset-password';

const emptyForm = { newPassword: '', confirmPassword: '' };

/** spec part 1 §8: a 400 means the link's account was not found; anything else, the connection. */
function describeResetFailure(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 400) return i18n.t('auth.resetPassword.connectionProblem');
  if (error.code && error.code !== 'VALIDATION' && i18n.exists(`errors.${error.code}`)) return i18n.t(`errors.${error.code}`);
  if (Object.keys(error.fields).length > 0) return null; // shown on the fields
  return i18n.t('auth.resetPassword.emailNotFound');
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm(resetPasswordFormSchema, emptyForm);
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = form.validate();
    if (!body) return;
    resetPassword.mutate(
      { token, ...body },
      {
        onSuccess: () => {
          notifySuccess(t('auth.resetPassword.success'));
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          form.applyServerErrors(error);
          setFailure(describeResetFailure(error));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.resetPassword.title')}>
      <Stack gap="md">
        <Text size="sm">{t('auth.resetPassword.intro')}</Text>
        {failure && (
          <Alert color="red" variant="light">
            <Text size="sm">{failure}</Text>
          </Alert>
        )}
        <PasswordInput label={t('auth.resetPassword.newPassword')} autoComplete="new-password" required {...form.field('newPassword')} />
        <PasswordInput label={t('auth.resetPassword.confirmPassword')} autoComplete="new-password" required {...form.field('confirmPassword')} />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {t('auth.resetPassword.submit')}
        </Button>
        <Group justify="center">
          <Anchor component={Link} to="/login" size="sm" underline="always">
            {t('auth.backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
