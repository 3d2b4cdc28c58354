import { forgotPasswordBodySchema } from '@flexplan/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useRequestPasswordReset } from '../api/forgot-password';

const emptyForm = { email: '' };

/** docs/product/employee-portal.md §2 Forgot password, §8: the server's error, or "check the e-mail format". */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordBodySchema, emptyForm);
  const requestReset = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = form.validate();
    if (!body) return;
    requestReset.mutate(body, {
      onError: (error) => {
        form.applyServerErrors(error);
        const hasOwnMessage = isApiError(error) && error.code !== '' && error.code !== 'VALIDATION';
        setFailure(hasOwnMessage ? describeApiError(error) : t('auth.forgotPassword.failed'));
      },
    });
  };

  return (
    <Stack gap="md">
      {requestReset.isSuccess ? (
        <Alert color="green" variant="light">
          <Text size="sm">{t('auth.forgotPassword.sent')}</Text>
        </Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={t('auth.forgotPassword.title')}>
          <Stack gap="md">
            <Text size="sm">{t('auth.forgotPassword.intro')}</Text>
            {failure && (
              <Alert color="red" variant="light">
                <Text size="sm">{failure}</Text>
              </Alert>
            )}
            <TextInput type="email" label={t('auth.forgotPassword.emailLabel')} autoComplete="email" required {...form.field('email')} />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              {t('auth.forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Group justify="center">
        <Anchor component={Link} to="/login" size="sm" underline="always">
          {t('auth.backToLogin')}
        </Anchor>
      </Group>
    </Stack>
  );
}
