import { employeeSorts, employeeStatuses, type EmployeeSort } from '@flexplan/domain/employees/employees-api';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeFilters as Filters, EmployeeOptions } from '../api/employees';

interface EmployeeFiltersProps {
  filters: Filters;
  options: EmployeeOptions | undefined;
  onChange(next: Filters): void;
}

/** How long typing pauses before the search goes to the address (and the server). */
const SEARCH_DELAY_MS = 300;

/** Search and filters of the employee list; every change starts again from page 1. */
export function EmployeeFilters({ filters, options, onChange }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);
  useEffect(() => {
    if (q === (filters.q ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, q: q || undefined, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);

  const named = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const idOf = (value: string | null) => (value ? Number(value) : undefined);
  const select = (key: 'collectiveId' | 'officeId' | 'legalEntityId', list: { id: number; name: string }[] | undefined) => (
    <Select
      label={t(`employees.filters.${key}`)}
      placeholder={t('employees.filters.all')}
      data={named(list)}
      value={filters[key] === undefined ? null : String(filters[key])}
      onChange={(value) => onChange({ ...filters, [key]: idOf(value), page: 1 })}
      clearable
      data-testid={`employees-filter-${key}`}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
      <TextInput
        label={t('employees.filters.search')}
        description={t('employees.filters.searchHint')}
        // The hint under the box, so the box lines up with the filters beside it.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        type="search"
        data-testid="employees-search"
      />
      {select('collectiveId', options?.collectives)}
      {select('officeId', options?.offices)}
      {select('legalEntityId', options?.legalEntities)}
      <Select
        label={t('employees.filters.status')}
        placeholder={t('employees.filters.all')}
        data={employeeStatuses.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
        value={filters.status ?? null}
        onChange={(value) => onChange({ ...filters, status: (value as Filters['status']) ?? undefined, page: 1 })}
        clearable
        data-testid="employees-filter-status"
      />
      {/* On a phone the table's headers are hidden (cards), so the sort is chosen here. */}
      <Select
        hiddenFrom="sm"
        label={t('employees.sort.label')}
        data={employeeSorts.flatMap((sort) =>
          (['asc', 'desc'] as const).map((order) => ({
            value: `${sort}:${order}`,
            label: t(`employees.sort.${order}`, { column: t(`employees.columns.${sort}`) }),
          })),
        )}
        value={`${filters.sort}:${filters.order}`}
        onChange={(value) => {
          if (!value) return;
          const [sort, order] = value.split(':') as [EmployeeSort, 'asc' | 'desc'];
          onChange({ ...filters, sort, order, page: 1 });
        }}
        allowDeselect={false}
        data-testid="employees-sort"
      />
    </SimpleGrid>
  );
}
