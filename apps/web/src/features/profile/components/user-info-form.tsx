import type { UserForm } from '@flexplan/domain/profile/profile-schemas';
import { needsCurrentPassword } from '@flexplan/domain/profile/sensitive-changes';
import { Button, Group, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifyFailure, notifySuccess } from '../../../shared/api/notify-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import type { User } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useFocusFieldFromUrl } from '../lib/use-focus-field-from-url';
import { withCurrentPassword } from '../lib/with-current-password';
import { FormSection } from './form-section';

// zod stays out of the profile's first download: the schema is fetched when the form is
// first focused, well before a submit, which awaits it at worst.
const loadUserFormSchema = () => import('../../../shared/forms/profile-form-schemas').then(({ userFormSchema }) => userFormSchema);

type UserField = 'email' | 'firstName' | 'lastName1' | 'lastName2' | 'currentPassword';
type UserFormValues = Record<UserField, string>;

/**
 * The user form (docs/product/employee-portal.md §5 User form): e-mail, first name and two last names. A new e-mail
 * asks for the current password, in a field shown only then.
 */
export function UserInfoForm({ user }: { user: User }) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFieldFromUrl(formRef);
  const { t } = useTranslation();
  const initialValues = useMemo(
    () => ({ email: user.email ?? '', firstName: user.firstName, lastName1: user.lastName1, lastName2: user.lastName2 ?? '', currentPassword: '' }),
    [user.email, user.firstName, user.lastName1, user.lastName2],
  );
  const stored = useMemo(() => ({ email: user.email, BAN: user.BAN }), [user.email, user.BAN]);
  const form = useSchemaForm<UserField, UserForm & { currentPassword?: string }>(null, initialValues);
  const updateProfile = useUpdateProfile();
  const asksCurrentPassword = needsCurrentPassword(stored, { email: form.values.email });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = withCurrentPassword<UserFormValues, UserForm>(await loadUserFormSchema(), (values) => needsCurrentPassword(stored, { email: values.email }));
    const fields = form.validate(schema);
    if (!fields) return;
    updateProfile.mutate(
      { ...fields, lastName2: fields.lastName2 || null },
      {
        onSuccess: () => {
          form.setValue('currentPassword', '');
          notifySuccess(t('profile.user.updated'));
        },
        onError: (error) => {
          if (form.applyServerErrors(error)) return;
          if (isApiError(error) && error.status === 409) {
            // docs/product/employee-portal.md §5: "error updating profile, ensure the e-mail is unique".
            notifyFailure(t('profile.user.emailNotUnique'));
          } else if (isApiError(error)) {
            notifyApiError(error);
          }
        },
      },
    );
  };

  return (
    <FormSection title={t('profile.user.title')}>
      <form
        ref={formRef}
        onSubmit={(event) => void handleSubmit(event)}
        onFocus={() => void loadUserFormSchema()}
        noValidate
        aria-label={t('profile.user.title')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" label={t('profile.fields.email')} autoComplete="email" required {...form.field('email')} />
          <TextInput label={t('profile.fields.firstName')} autoComplete="given-name" required {...form.field('firstName')} />
          <TextInput label={t('profile.fields.lastName1')} autoComplete="family-name" required {...form.field('lastName1')} />
          <TextInput label={t('profile.fields.lastName2')} {...form.field('lastName2')} />
          {asksCurrentPassword && (
            <PasswordInput
              label={t('profile.currentPassword.label')}
              description={t('profile.currentPassword.forEmail')}
              autoComplete="current-password"
              required
              {...form.field('currentPassword')}
            />
          )}
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateProfile.isPending}>
            {t('profile.user.submit')}
          </Button>
        </Group>
      </form>
    </FormSection>
  );
}
