import type { EmployeeSort } from '@flexplan/domain/employees/employees-api';
import { Badge, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { CardCell, CardTable } from '../../../shared/ui/card-table';
import type { AccountAction, EmployeeFilters, EmployeeListItem, EmployeeOptions } from '../api/employees';
import { EmployeeRowActions } from './employee-row-actions';

interface EmployeesTableProps {
  employees: EmployeeListItem[];
  options: EmployeeOptions | undefined;
  filters: EmployeeFilters;
  onSort(sort: EmployeeSort): void;
  onEdit(id: number): void;
  onProducts(id: number, name: string): void;
  onAccount(employee: EmployeeListItem, action: AccountAction): void;
}

export const fullName = (e: { firstName: string; lastName1: string; lastName2: string | null }) =>
  [e.firstName, e.lastName1, e.lastName2].filter(Boolean).join(' ');

/** The company's people: name and e-mail, number, collective, office, status, since, actions. A card each below `sm` (CardTable). */
export function EmployeesTable({ employees, options, filters, onSort, onEdit, onProducts, onAccount }: EmployeesTableProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const nameOf = (list: { id: number; name: string }[] | undefined, id: number | null) => (id === null ? '—' : (list?.find((o) => o.id === id)?.name ?? '—'));

  // A sortable header is a button that says which way it sorts; the column carries aria-sort.
  const sortable = (sort: EmployeeSort, label: string) => {
    const isCurrent = filters.sort === sort;
    const Icon = !isCurrent ? IconArrowsSort : filters.order === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th scope="col" aria-sort={isCurrent ? (filters.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <UnstyledButton
          onClick={() => onSort(sort)}
          fw={700}
          fz="sm"
          style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
          data-testid={`employees-sort-${sort}`}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };

  if (employees.length === 0)
    return (
      <Text c="dimmed" data-testid="employees-empty">
        {t('employees.empty')}
      </Text>
    );

  return (
    <>
      <VisuallyHidden id={captionId}>{t('employees.caption')}</VisuallyHidden>
      <CardTable labelledBy={captionId} minWidth={900} verticalSpacing="sm" data-testid="employees-table">
        <Table.Thead>
          <Table.Tr>
            {sortable('name', t('employees.columns.name'))}
            {sortable('employeeNumber', t('employees.columns.employeeNumber'))}
            <Table.Th scope="col">{t('employees.columns.collective')}</Table.Th>
            <Table.Th scope="col">{t('employees.columns.office')}</Table.Th>
            <Table.Th scope="col">{t('employees.columns.status')}</Table.Th>
            {sortable('createdAt', t('employees.columns.createdAt'))}
            <Table.Th scope="col">
              <VisuallyHidden>{t('employees.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.map((e) => {
            const name = fullName(e);
            return (
              <Table.Tr key={e.id} data-testid="employee-row" data-employee-id={e.id}>
                <CardCell card="title">
                  {/* One block: a card's title cell lays its children side by side. */}
                  <div style={{ textAlign: 'start' }}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {e.email ?? '—'}
                    </Text>
                  </div>
                </CardCell>
                <CardCell label={t('employees.columns.employeeNumber')}>{e.employeeNumber ?? '—'}</CardCell>
                <CardCell label={t('employees.columns.collective')}>{nameOf(options?.collectives, e.collectiveId)}</CardCell>
                <CardCell label={t('employees.columns.office')}>{nameOf(options?.offices, e.officeId)}</CardCell>
                <CardCell label={t('employees.columns.status')}>
                  <Badge color={e.status === 'active' ? 'teal' : 'gray'} variant="light" c="dark.7" tt="none" fw={600} data-testid="employee-status">
                    {t(`employees.status.${e.status}`)}
                  </Badge>
                  {e.role === 'company-admin' && (
                    <Badge ml={4} variant="outline" c="dark.7" tt="none" fw={600}>
                      {t('employees.roles.company-admin')}
                    </Badge>
                  )}
                </CardCell>
                <CardCell label={t('employees.columns.createdAt')} style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(e.createdAt, i18n.language)}
                </CardCell>
                <CardCell card="action" ta="right">
                  <EmployeeRowActions
                    employee={e}
                    name={name}
                    onEdit={() => onEdit(e.id)}
                    onProducts={() => onProducts(e.id, name)}
                    onAccount={(action) => onAccount(e, action)}
                  />
                </CardCell>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CardTable>
    </>
  );
}
