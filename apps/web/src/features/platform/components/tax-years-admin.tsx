import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { notifyApiError, notifyFailure, notifySuccess } from '../../../shared/api/notify-api-error';
import { formatDate } from '../../../shared/i18n/format-date';
import { CardCell, CardTable } from '../../../shared/ui/card-table';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useCopyTaxYear, useTaxYear, useTaxYearList, type TaxYearSummary } from '../api/tax-years';
import { TaxYearForm } from './tax-year-form';

/**
 * The platform's tax years (docs/decisions/432-tax-years-read-from-the-rows.md): each year with its
 * own parameters or the earlier year's it uses, "copy to next year", and one year's form
 * (?taxYear=2027 in the address, so a reload keeps it open).
 */
export default function TaxYearsAdmin() {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const list = useTaxYearList();
  const copy = useCopyTaxYear();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('taxYear'));
  const open = Number.isInteger(asked) && asked > 0 ? asked : null;
  const openYear = (year: number) =>
    setParams(
      (current) => {
        current.set('taxYear', String(year));
        return current;
      },
      { replace: true },
    );

  const own = new Set(list.data?.items.filter((y) => y.hasOwnParameters).map((y) => y.year));
  const handleCopy = (year: number) =>
    copy.mutate(year, {
      onSuccess: (copied) => {
        notifySuccess(t('adminTaxYears.copied', { year, next: copied.year }));
        openYear(copied.year);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) notifyFailure(t('adminTaxYears.copyConflict', { next: year + 1 }));
        else if (isApiError(error)) notifyApiError(error);
      },
    });

  const whose = (item: TaxYearSummary) =>
    item.hasOwnParameters
      ? t('adminTaxYears.own')
      : item.rulesYear === null
        ? t('adminTaxYears.none')
        : t('adminTaxYears.usesYear', { rulesYear: item.rulesYear });

  return (
    <Stack gap="md" data-testid="tax-years-admin">
      <Title order={2} size="h3" id={captionId}>
        {t('adminTaxYears.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('adminTaxYears.intro')}
      </Text>
      {list.isPending && <ListSkeleton label={t('adminTaxYears.loading')} rows={3} columns={4} withBorder testId="tax-years-skeleton" />}
      {list.isError && <Alert color="red">{t('adminTaxYears.loadFailed')}</Alert>}
      {list.data && (
        <CardTable labelledBy={captionId} minWidth={640} verticalSpacing="sm" data-testid="tax-years-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminTaxYears.columns.year')}</Table.Th>
              <Table.Th>{t('adminTaxYears.columns.parameters')}</Table.Th>
              <Table.Th>{t('adminTaxYears.columns.updatedAt')}</Table.Th>
              <Table.Th>{t('adminTaxYears.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((item) => (
              <Table.Tr key={item.year} data-testid={`tax-year-row-${item.year}`}>
                <CardCell card="title">
                  <Text fw={600}>{item.year}</Text>
                </CardCell>
                <CardCell label={t('adminTaxYears.columns.parameters')}>{whose(item)}</CardCell>
                <CardCell label={t('adminTaxYears.columns.updatedAt')}>{item.updatedAt ? formatDate(item.updatedAt, i18n.language) : '—'}</CardCell>
                <CardCell card="action">
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => openYear(item.year)} data-testid={`tax-year-open-${item.year}`}>
                      {item.hasOwnParameters ? t('adminTaxYears.edit') : t('adminTaxYears.view')}
                    </Button>
                    {item.hasOwnParameters && !own.has(item.year + 1) && (
                      <Button
                        size="xs"
                        variant="default"
                        loading={copy.isPending && copy.variables === item.year}
                        onClick={() => handleCopy(item.year)}
                        data-testid={`tax-year-copy-${item.year}`}
                      >
                        {t('adminTaxYears.copy', { next: item.year + 1 })}
                      </Button>
                    )}
                  </Group>
                </CardCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </CardTable>
      )}
      {open !== null && <TaxYearEditor year={open} />}
    </Stack>
  );
}

function TaxYearEditor({ year }: { year: number }) {
  const { t } = useTranslation();
  const rules = useTaxYear(year);
  if (rules.isPending) return <ListSkeleton label={t('adminTaxYears.loading')} rows={4} columns={3} withBorder testId="tax-year-skeleton" />;
  if (rules.isError || !rules.data) return <Alert color="red">{t('adminTaxYears.loadFailed')}</Alert>;
  const { isProvisional, rulesYear, taxYear } = rules.data;
  return (
    <Stack gap="sm" data-testid="tax-year-editor">
      <Title order={3} size="h4">
        {t('adminTaxYears.yearTitle', { year })}
      </Title>
      {isProvisional && (
        <Alert color="yellow" data-testid="tax-year-provisional">
          {t('adminTaxYears.provisional', { year, rulesYear })}
        </Alert>
      )}
      {/* A new form for each year and each save's answer: the state starts from what is stored. */}
      <TaxYearForm key={`${year}-${rulesYear}`} taxYear={taxYear} isReadOnly={isProvisional} />
    </Stack>
  );
}
