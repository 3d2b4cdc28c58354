import { auditActions, auditTables, type AuditAction, type AuditTable } from '@flexplan/domain/audit/audit-api';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditFilters as Filters } from '../api/get-audit';
import { PersonPicker } from './person-picker';

interface AuditFiltersProps {
  filters: Filters;
  /** Field errors of the last answer (400), by field name. */
  fieldErrors: Record<string, string>;
  onChange(next: Filters): void;
}

/** The log's filters: action, table, a range of days, who acted and whose rows (picked by name, or set from the table). */
export function AuditFilters({ filters, fieldErrors, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const errorOf = (field: string) => (fieldErrors[field] ? t(fieldErrors[field]!) : undefined);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <form role="search" aria-label={t('audit.filters.label')} onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <PersonPicker
          label={t('audit.filters.actor')}
          among="actors"
          value={filters.actorId}
          onChange={(actorId) => set({ actorId })}
          testId="audit-filter-actor"
        />
        <PersonPicker
          label={t('audit.filters.employee')}
          among="people"
          value={filters.employeeId}
          onChange={(employeeId) => set({ employeeId })}
          testId="audit-filter-employee"
        />
        <Select
          label={t('audit.filters.action')}
          placeholder={t('audit.filters.any')}
          clearable
          data={auditActions.map((a) => ({ value: a, label: t(`audit.actions.${a}`) }))}
          value={filters.action ?? null}
          onChange={(value) => set({ action: (value as AuditAction | null) ?? undefined })}
          error={errorOf('action')}
          data-testid="audit-filter-action"
        />
        <Select
          label={t('audit.filters.table')}
          placeholder={t('audit.filters.any')}
          clearable
          data={auditTables.map((table) => ({ value: table, label: t(`audit.tables.${table}`) }))}
          value={filters.table ?? null}
          onChange={(value) => set({ table: (value as AuditTable | null) ?? undefined })}
          error={errorOf('table')}
        />
        <TextInput
          type="date"
          label={t('audit.filters.from')}
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || undefined })}
          error={errorOf('from')}
          data-testid="audit-filter-from"
        />
        <TextInput
          type="date"
          label={t('audit.filters.to')}
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.currentTarget.value || undefined })}
          error={errorOf('to')}
          data-testid="audit-filter-to"
        />
      </SimpleGrid>
    </form>
  );
}
