import type { TaxYear } from '@flexplan/domain/tax/tax-year';
import { taxYearSchema } from '@flexplan/domain/tax/tax-year-schema';
import { Accordion, Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifySuccess } from '../../../shared/api/notify-api-error';
import { useUpdateTaxYear } from '../api/tax-years';
import { shownValue, storedValue, taxYearSections, withFigure, type TaxYearField } from './tax-year-fields';

type FieldErrors = Record<string, { message: string; params?: Record<string, number> }>;

/** zod's issues by path, the bound a "minimum is {{min}}" message names with them. */
function errorsOf(taxYear: TaxYear): FieldErrors {
  const result = taxYearSchema.safeParse(taxYear);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    if (errors[path]) continue;
    const params: Record<string, number> | undefined =
      issue.code === 'too_small' ? { min: Number(issue.minimum) } : issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined;
    errors[path] = {
      message: issue.message.startsWith('validation.') || issue.message.startsWith('adminTaxYears.') ? issue.message : 'validation.invalid',
      params,
    };
  }
  return errors;
}

/** A group's legend and a figure's label, from the keys of the year (docs/product/tax-rules.md names each). */
function useLabels() {
  const { t } = useTranslation();
  const groupLabel = (group: string) => {
    const segments = group.split('.');
    const last = segments[segments.length - 1] ?? '';
    const parent = segments[segments.length - 2];
    if (/^\d+$/.test(last)) {
      if (parent === 'scale') return t('adminTaxYears.bracket', { n: Number(last) + 1 });
      if (parent === 'solidarity') return t('adminTaxYears.band', { n: Number(last) + 1 });
      return t('adminTaxYears.situation', { n: last });
    }
    return t(`adminTaxYears.fields.${last}`);
  };
  const fieldLabel = (field: TaxYearField) => {
    if (!/^\d+$/.test(field.key)) return t(`adminTaxYears.fields.${field.key}`);
    const parent = field.group.split('.').pop();
    if (parent === 'minMonthlyBase') return t('adminTaxYears.group', { n: field.key });
    if (parent === 'descendants') return t('adminTaxYears.descendant', { n: Number(field.key) + 1 });
    return t(`adminTaxYears.withDescendants.${field.key}`);
  };
  return { groupLabel, fieldLabel };
}

const suffixOf = { money: ' €', basisPoints: ' %', wholePercent: ' %', count: '', fixed: '' } as const;

/**
 * One year's parameters, a fieldset per group in a panel per section; euros and percents shown,
 * cents and basis points stored. Checked with the domain's schema before it is sent; the server's
 * 400 fields land on the same figures. Read-only when the year borrows an earlier year's.
 */
export function TaxYearForm({ taxYear: initial, isReadOnly }: { taxYear: TaxYear; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const [taxYear, setTaxYear] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateTaxYear();
  const { groupLabel, fieldLabel } = useLabels();
  const sections = useMemo(() => taxYearSections(taxYear), [taxYear]);
  const errorOf = (path: string) => (errors[path] ? t(errors[path].message, errors[path].params) : undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = errorsOf(taxYear);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(taxYear, {
      onSuccess: () => notifySuccess(t('adminTaxYears.saved', { year: taxYear.year })),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [path, { message }])));
        } else if (isApiError(error)) notifyApiError(error);
      },
    });
  };

  const input = (field: TaxYearField) =>
    field.unit === 'fixed' ? (
      <TextInput key={field.path} label={fieldLabel(field)} value={t(`adminTaxYears.kinds.${String(field.value)}`)} readOnly variant="filled" />
    ) : (
      <NumberInput
        key={field.path}
        label={fieldLabel(field)}
        value={shownValue(field.unit, field.value as number | null)}
        onChange={(typed) => {
          setTaxYear((current) => withFigure(current, field.path, storedValue(field.unit, typed, field.isNullable)));
          setErrors(({ [field.path]: _, ...rest }) => rest);
        }}
        decimalScale={field.unit === 'money' || field.unit === 'basisPoints' ? 2 : 0}
        suffix={suffixOf[field.unit]}
        placeholder={field.isNullable ? t('adminTaxYears.noLimit') : undefined}
        readOnly={isReadOnly}
        error={errorOf(field.path)}
        data-testid={`tax-field-${field.path}`}
      />
    );

  const failed = new Set(Object.keys(errors).map((path) => path.split('.')[0]));
  return (
    <form onSubmit={handleSubmit} noValidate data-testid="tax-year-form">
      <Stack gap="md">
        <Accordion multiple defaultValue={['productTax']} variant="separated">
          {sections.map(({ section, fields }) => {
            const groups = [...new Set(fields.map((f) => f.group))];
            return (
              <Accordion.Item key={section} value={section}>
                <Accordion.Control data-testid={`tax-section-${section}`}>
                  <Text fw={600} c={failed.has(section) ? 'red' : undefined}>
                    {t(`adminTaxYears.fields.${section}`)}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm">
                    {groups.map((group) => {
                      const grid = (
                        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} key={group}>
                          {fields.filter((f) => f.group === group).map(input)}
                        </SimpleGrid>
                      );
                      return group === section ? (
                        grid
                      ) : (
                        <Fieldset key={group} legend={groupLabel(group)}>
                          {grid}
                        </Fieldset>
                      );
                    })}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
        {errors['_'] && <Text c="red">{errorOf('_')}</Text>}
        {!isReadOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="tax-year-save">
              {t('adminTaxYears.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
