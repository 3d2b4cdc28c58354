import { formatMoney } from '@flexplan/domain';
import { userBagTotal } from '@flexplan/domain/catalogue';
import { supportedLanguages } from '@flexplan/domain/i18n/languages';
import { PAYMENT_COUNTS } from '@flexplan/domain/employees/employee-messages';
import { Alert, Button, Checkbox, Drawer, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifySuccess } from '../../../shared/api/notify-api-error';
import { FieldsSkeleton } from '../../../shared/ui/fields-skeleton';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useEmployee, useEmployeeOptions, useSaveEmployee } from '../api/employees';
import { formValuesOf, recordOf, validateForm, type EmployeeFormField, type EmployeeFormValues } from './employee-form-values';

interface EmployeeFormDrawerProps {
  /** null: closed; 'new': an empty form; a number: that person's record. */
  target: number | 'new' | null;
  onClose(): void;
}

const paymentCounts = PAYMENT_COUNTS.map(String);

/** Creating or editing one person's HR fields, validated by the domain's record schema as the server does. */
export function EmployeeFormDrawer({ target, onClose }: EmployeeFormDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  const id = typeof target === 'number' ? target : null;
  const employee = useEmployee(id);
  // Here, not in the form: the save's refreshed record re-keys the form below (a new one seeded
  // from it) while the list is still being read again, and a mutation's callbacks are dropped
  // with the component that started it; the drawer stays, so it closes with the toast as a
  // creation does.
  const save = useSaveEmployee();
  const isLoading = id !== null && employee.isPending;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : 'xl'}
      title={t(id === null ? 'employees.form.createTitle' : 'employees.form.editTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target === null ? null : isLoading ? (
        <FieldsSkeleton label={t('employees.loading')} fields={6} />
      ) : (
        <EmployeeForm key={`${target}-${employee.dataUpdatedAt}`} id={id} initial={formValuesOf(employee.data)} save={save} onDone={onClose} />
      )}
    </Drawer>
  );
}

interface EmployeeFormProps {
  id: number | null;
  initial: EmployeeFormValues;
  save: ReturnType<typeof useSaveEmployee>;
  onDone(): void;
}

function EmployeeForm({ id, initial, save, onDone }: EmployeeFormProps) {
  const { t, i18n } = useTranslation();
  const options = useEmployeeOptions();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<EmployeeFormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (name: EmployeeFormField, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: EmployeeFormField, props: { required?: boolean; inputMode?: 'decimal' | 'email'; description?: string } = {}) => ({
    label: t(`employees.fields.${name}`),
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.value),
    error: errors[name] ? t(errors[name]!) : undefined,
    withAsterisk: props.required,
    inputMode: props.inputMode,
    description: props.description,
    'data-testid': `employee-field-${name}`,
  });
  const choice = (name: EmployeeFormField, data: { value: string; label: string }[]) => ({
    label: t(`employees.fields.${name}`),
    data,
    value: (values[name] as string) || null,
    onChange: (value: string | null) => set(name, value ?? ''),
    error: errors[name] ? t(errors[name]!) : undefined,
    clearable: true,
    comboboxProps: { withinPortal: true },
    'data-testid': `employee-field-${name}`,
  });
  const named = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const money = { inputMode: 'decimal' as const, description: t('employees.form.euros') };
  // A prorated user bag is typed per payment; the year's figure beside it is the one the home and
  // the profile show (docs/decisions/063-one-name-one-unit-per-bag.md).
  const perPayment = recordOf(values).userBag;
  const userBagPerPayment = {
    inputMode: 'decimal' as const,
    description: t('employees.form.userBagPerPayment', {
      yearly: formatMoney(
        userBagTotal({
          userBag: perPayment !== undefined && Number.isFinite(perPayment) ? perPayment : 0,
          userBagProrate: true,
          paymentCount: Number(values.paymentCount),
        }),
        i18n.language,
      ),
      count: Number(values.paymentCount),
    }),
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const { record, errors: found } = validateForm(values);
    setErrors(found);
    if (!record) return;
    save.mutate(
      { id, record },
      {
        onSuccess: () => {
          notifySuccess(t(id === null ? 'employees.done.created' : 'employees.done.updated'));
          onDone();
        },
        onError: (error) => {
          // 400 and 409 name their fields: each message goes back to its field.
          if (isApiError(error) && Object.keys(error.fields).length > 0) {
            const fromServer: Partial<Record<EmployeeFormField, string>> = {};
            for (const [field, key] of Object.entries(error.fields)) {
              const name = field.split('.')[0] as EmployeeFormField;
              if (name in values) fromServer[name] = key;
            }
            setErrors(fromServer);
          }
          setFailure(isApiError(error) && error.code ? t(`errors.${error.code}`) : t('errors.INTERNAL'));
        },
      },
    );
  };

  const section = (title: string, children: ReactNode) => (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h5" component="legend">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="employee-form">
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="employee-form-error">
            {failure}
          </Alert>
        )}
        {section(
          t('employees.form.identity'),
          <>
            <TextInput {...text('firstName', { required: true })} autoComplete="off" />
            <TextInput {...text('lastName1', { required: true })} autoComplete="off" />
            <TextInput {...text('lastName2')} autoComplete="off" />
            <TextInput {...text('personalId', { required: true })} autoComplete="off" />
            <TextInput {...text('email', { required: true, inputMode: 'email' })} type="email" autoComplete="off" />
            <Select
              {...choice(
                'language',
                supportedLanguages.map((l) => ({ value: l, label: t(`employees.languages.${l}`) })),
              )}
            />
          </>,
        )}
        {section(
          t('employees.form.placement'),
          <>
            <TextInput {...text('employeeNumber')} autoComplete="off" />
            <TextInput {...text('costCenter')} autoComplete="off" />
            <Select {...choice('collectiveId', named(options.data?.collectives))} />
            <Select {...choice('officeId', named(options.data?.offices))} />
            <Select {...choice('legalEntityId', named(options.data?.legalEntities))} />
          </>,
        )}
        {section(
          t('employees.form.salary'),
          <>
            <TextInput {...text('fixedSalary', { required: true, ...money })} />
            <TextInput {...text('variableSalary', money)} />
            <Select
              {...choice(
                'paymentCount',
                paymentCounts.map((n) => ({ value: n, label: n })),
              )}
              clearable={false}
            />
            <TextInput {...text('privateUse', { inputMode: 'decimal', description: t('employees.form.privateUsePercent') })} />
          </>,
        )}
        {section(
          t('employees.form.bags'),
          <>
            <TextInput {...text('flexibleBag', money)} />
            <TextInput {...text('topBag', money)} />
            <Select
              {...choice('companyBagKind', [
                { value: 'amount', label: t('employees.form.bagAmount') },
                { value: 'percent', label: t('employees.form.bagPercent') },
              ])}
              description={values.companyBagKind ? undefined : t('employees.form.companyBagDefault')}
            />
            {values.companyBagKind && (
              <TextInput
                {...text('companyBag', {
                  inputMode: 'decimal',
                  description: t(values.companyBagKind === 'percent' ? 'employees.form.percent' : 'employees.form.euros'),
                })}
              />
            )}
            <TextInput {...text('userBag', values.userBagProrate ? userBagPerPayment : money)} />
            <Stack gap="xs" justify="center">
              <Checkbox
                label={t('employees.fields.userBagProrate')}
                checked={values.userBagProrate}
                onChange={(e) => set('userBagProrate', e.currentTarget.checked)}
              />
              <Checkbox
                label={t('employees.fields.userBagRestricted')}
                checked={values.userBagRestricted}
                onChange={(e) => set('userBagRestricted', e.currentTarget.checked)}
              />
            </Stack>
          </>,
        )}
        {section(t('employees.form.bank'), <TextInput {...text('BAN')} autoComplete="off" />)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('employees.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="employee-save">
            {t('employees.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
