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

/** docs/product/employee-portal.md §8: a 400 means the link's account was not found; anything else, the connection. */
function describeResetFailure(error: unknown, purpose: PasswordLinkPurpose): string | null {
  if (!isApiError(error) || error.status !== 400) return i18n.t('auth.resetPassword.connectionProblem');
  // A welcome link is only ever stale or spent: the person is told to ask for another.
  if (purpose === 'welcome' && error.code === 'RESET_TOKEN_INVALID') return i18n.t('auth.welcome.linkInvalid');
  if (error.code && error.code !== 'VALIDATION' && i18n.exists(`errors.${error.code}`)) return i18n.t(`errors.${error.code}`);
  if (Object.keys(error.fields).length > 0) return null; // shown on the fields
  return i18n.t('auth.resetPassword.emailNotFound');
}

/** Why the link was sent: the person asked for a reset, or an administrator welcomed them. */
export type PasswordLinkPurpose = 'reset' | 'welcome';

/** The texts that differ between the two pages; the fields' labels are the same. */
export const passwordLinkTexts = {
  reset: { title: 'auth.resetPassword.title', intro: 'auth.resetPassword.intro', submit: 'auth.resetPassword.submit', success: 'auth.resetPassword.success' },
  welcome: { title: 'auth.welcome.title', intro: 'auth.welcome.intro', submit: 'auth.welcome.submit', success: 'auth.welcome.success' },
} as const;

export function ResetPasswordForm({ token, purpose = 'reset' }: { token: string; purpose?: PasswordLinkPurpose }) {
  const { t } = useTranslation();
  const texts = passwordLinkTexts[purpose];
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
        // Logged in by the password just set: on to the portal (the route guard sends an incomplete
        // profile to /); else to log in as before.
        onSuccess: ({ isLoggedIn }) => {
          notifySuccess(t(texts.success));
          void navigate(isLoggedIn ? '/home' : '/login', { replace: true });
        },
        onError: (error) => {
          form.applyServerErrors(error);
          setFailure(describeResetFailure(error, purpose));
        },
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t(texts.title)}>
      <Stack gap="md">
        <Text size="sm">{t(texts.intro)}</Text>
        {failure && (
          <Alert color="red" variant="light">
            <Text size="sm">{failure}</Text>
          </Alert>
        )}
        <PasswordInput label={t('auth.resetPassword.newPassword')} autoComplete="new-password" required {...form.field('newPassword')} />
        <PasswordInput label={t('auth.resetPassword.confirmPassword')} autoComplete="new-password" required {...form.field('confirmPassword')} />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {t(texts.submit)}
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
