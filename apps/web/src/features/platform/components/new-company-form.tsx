import { normaliseCompanySlug, suggestCompanySlug } from '@flexplan/domain/company/company-slug';
import { newCompanySchema, type NewCompany } from '@flexplan/domain/company/new-company-api';
import { supportedLanguages } from '@flexplan/domain/i18n/languages';
import { Button, Group, Modal, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { useSchemaForm, type FormSchema } from '../../../shared/forms/use-schema-form';
import { useCreateCompany } from '../api/platform-companies';

const emptyForm = {
  name: '',
  slug: '',
  languages: 'es',
  adminEmail: '',
  adminFirstName: '',
  adminLastName1: '',
  adminLastName2: '',
  adminPersonalId: '',
};
type Field = keyof typeof emptyForm;

/** The body's field under `admin` a flat form field holds: `adminEmail` ↔ `admin` › `email`. */
const flatNameOf = (path: readonly PropertyKey[]) =>
  path[0] === 'admin' && typeof path[1] === 'string' ? `admin${path[1].charAt(0).toUpperCase()}${path[1].slice(1)}` : String(path[0] ?? '');

/**
 * The domain's schema over the form's flat text fields: the nested body is built from them, and
 * an issue of `admin` › `email` is put back on `adminEmail`.
 */
const flatSchema: FormSchema<NewCompany> = {
  safeParse(value) {
    const v = value as Record<Field, string>;
    const result = newCompanySchema.safeParse({
      name: v.name,
      slug: v.slug,
      languages: v.languages ? v.languages.split(',') : [],
      admin: { email: v.adminEmail, firstName: v.adminFirstName, lastName1: v.adminLastName1, lastName2: v.adminLastName2, personalId: v.adminPersonalId },
    });
    if (result.success) return { success: true, data: result.data };
    return { success: false, error: { issues: result.error.issues.map((issue) => ({ path: [flatNameOf(issue.path)], message: issue.message })) } };
  },
};

/** The host a slug gives, as the person will type it (the page's own host with its first label replaced). */
function hostOf(slug: string): string {
  const [, ...rest] = window.location.host.split('.');
  return `${slug || '…'}.${rest.length > 0 ? rest.join('.') : window.location.host}`;
}

/**
 * The platform operator's "new company": name, subdomain, languages and the first
 * administrator, who is e-mailed the welcome link. A subdomain taken answers on its field (409).
 */
export function NewCompanyForm() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const form = useSchemaForm(flatSchema, emptyForm);
  const create = useCreateCompany();
  // The subdomain follows the name's suggestion until the operator types one of their own; emptied, it follows again.
  const [isSlugTyped, setSlugTyped] = useState(false);
  const close = () => {
    setOpen(false);
    setSlugTyped(false);
    form.reset();
  };
  const handleNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.currentTarget.value;
    form.setValue('name', name);
    if (!isSlugTyped) form.setValue('slug', suggestCompanySlug(name));
  };
  // Lower case as typed, as the host will be read ("Acme" is acme); the server normalises the same way.
  const handleSlugChange = (event: ChangeEvent<HTMLInputElement>) => {
    const slug = normaliseCompanySlug(event.currentTarget.value);
    setSlugTyped(slug !== '');
    form.setValue('slug', slug === '' ? suggestCompanySlug(form.values.name) : slug);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (created) => {
        notifySuccess(t('platform.newCompany.created', { name: created.name }));
        close();
      },
      // The server names a field by its path with dots: put each back on its flat field.
      onError: (error) => {
        if (!isApiError(error)) return;
        const fields = Object.fromEntries(Object.entries(error.fields).map(([path, key]) => [flatNameOf(path.split('.')), key]));
        form.applyServerErrors(Object.assign(Object.create(Object.getPrototypeOf(error) as object) as object, error, { fields }));
      },
    });
  };

  return (
    <>
      <Group>
        <Button onClick={() => setOpen(true)} data-testid="platform-new-company">
          {t('platform.newCompany.open')}
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title={t('platform.newCompany.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
        <form onSubmit={handleSubmit} noValidate aria-label={t('platform.newCompany.title')} data-testid="new-company-form">
          <Stack gap="sm">
            <Text size="sm">{t('platform.newCompany.intro')}</Text>
            <TextInput label={t('platform.newCompany.name')} required {...form.field('name')} onChange={handleNameChange} data-testid="new-company-name" />
            <TextInput
              label={t('platform.newCompany.slug')}
              description={t('platform.newCompany.slugHint', { host: hostOf(form.values.slug) })}
              required
              autoCapitalize="none"
              spellCheck={false}
              {...form.field('slug')}
              onChange={handleSlugChange}
              data-testid="new-company-slug"
            />
            <MultiSelect
              label={t('platform.newCompany.languages')}
              required
              data={supportedLanguages.map((language) => ({ value: language, label: t(`common.languages.${language}`) }))}
              value={form.values.languages ? form.values.languages.split(',') : []}
              onChange={(next) => form.setValue('languages', next.join(','))}
              error={form.field('languages').error}
              data-testid="new-company-languages"
            />
            <Title order={3} size="h5" mt="xs">
              {t('platform.newCompany.admin')}
            </Title>
            <TextInput
              type="email"
              label={t('platform.newCompany.email')}
              required
              autoComplete="off"
              {...form.field('adminEmail')}
              data-testid="new-company-email"
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t('platform.newCompany.firstName')} required {...form.field('adminFirstName')} data-testid="new-company-first-name" />
              <TextInput label={t('platform.newCompany.lastName1')} required {...form.field('adminLastName1')} data-testid="new-company-last-name" />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label={t('platform.newCompany.lastName2')} {...form.field('adminLastName2')} />
              <TextInput label={t('platform.newCompany.personalId')} required {...form.field('adminPersonalId')} data-testid="new-company-personal-id" />
            </Group>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('platform.newCompany.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} data-testid="new-company-submit">
                {t('platform.newCompany.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
