import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { FormSection } from './form-section';

const emptyForm = { currentPassword: '', password: '', repeat_password: '' };

// zod stays out of the profile's first download: the policy's schema is fetched when the
// form is first focused, well before a submit, which awaits it at worst.
const loadPasswordChangeSchema = () => import('../../../shared/forms/profile-form-schemas').then(({ passwordChangeSchema }) => passwordChangeSchema);

/**
 * docs/product/employee-portal.md §5 Password: the policy, and the repeat must match. The current password is asked
 * too, even when it expired; the other sessions end on success.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const form = useSchemaForm<keyof typeof emptyForm, PasswordChange>(null, emptyForm);
  const changePassword = useChangePassword();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(await loadPasswordChangeSchema());
    if (!body) return;
    changePassword.mutate(body, {
      onSuccess: () => {
        notifySuccess(t('profile.password.updated'));
        form.reset();
      },
      onError: (error) => {
        // A wrong current password goes to its field; too many tries (429) has no field: a toast.
        if (!form.applyServerErrors(error) && isApiError(error)) notifyApiError(error);
      },
    });
  };

  return (
    <FormSection title={t('profile.password.title')} description={t('profile.password.policy')}>
      <form onSubmit={(event) => void handleSubmit(event)} onFocus={() => void loadPasswordChangeSchema()} noValidate aria-label={t('profile.password.title')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label={t('profile.currentPassword.label')} autoComplete="current-password" required {...form.field('currentPassword')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput label={t('profile.password.new')} autoComplete="new-password" required {...form.field('password')} />
            <PasswordInput label={t('profile.password.repeat')} autoComplete="new-password" required {...form.field('repeat_password')} />
          </SimpleGrid>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={changePassword.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Group>
      </form>
    </FormSection>
  );
}
