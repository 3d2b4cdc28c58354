import { Anchor, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import type { AuditEntry } from '../api/get-audit';
import { AuditChanges } from './audit-changes';

interface AuditTableProps {
  entries: AuditEntry[];
  /** Narrows the log to what this person did. */
  onActor(id: number): void;
  /** Opens the entries about this employee. */
  onEmployee(id: number): void;
}

const dateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso));

/** The log's entries, newest first: when, who, what, which row, whose, and the fields before and after. Phones get cards. */
export function AuditTable({ entries, onActor, onEmployee }: AuditTableProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  if (entries.length === 0)
    return (
      <Text c="dimmed" data-testid="audit-empty">
        {t('audit.empty')}
      </Text>
    );

  const actor = (e: AuditEntry) => (
    <Anchor component="button" type="button" size="sm" onClick={() => onActor(e.actorId)} aria-label={t('audit.filterByActor', { name: e.actorName })}>
      {e.actorName}
    </Anchor>
  );
  const role = (e: AuditEntry) => (
    <Text size="xs" c="dimmed">
      {t(`audit.roles.${e.actorRole}`)}
    </Text>
  );
  const employee = (e: AuditEntry) =>
    e.employeeId === null ? (
      '—'
    ) : (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => onEmployee(e.employeeId!)}
        aria-label={t('audit.showEmployee', { name: e.employeeName })}
      >
        {e.employeeName}
      </Anchor>
    );
  const row = (e: AuditEntry) => t('audit.rowOf', { table: t(`audit.tables.${e.table}`), id: e.rowId });

  if (isMobile)
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('audit.caption')} data-testid="audit-table">
        {entries.map((e) => (
          <Paper component="li" key={e.id} withBorder radius="md" p="md" data-testid="audit-row" data-action={e.action}>
            <Stack gap={6}>
              <Text fw={700}>{t(`audit.actions.${e.action}`)}</Text>
              <Text size="sm">{dateTime(e.at, i18n.language)}</Text>
              <SimpleGrid component="dl" cols={2} spacing={6} verticalSpacing={6} m={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {t('audit.columns.actor')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {actor(e)}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('audit.columns.employee')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {employee(e)}
                </Text>
                <Text component="dt" size="sm" c="dimmed">
                  {t('audit.columns.row')}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {row(e)}
                </Text>
              </SimpleGrid>
              <AuditChanges entry={e} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid="audit-table">
        <Table.Caption>{t('audit.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.columns.at')}</Table.Th>
            <Table.Th>{t('audit.columns.actor')}</Table.Th>
            <Table.Th>{t('audit.columns.action')}</Table.Th>
            <Table.Th>{t('audit.columns.row')}</Table.Th>
            <Table.Th>{t('audit.columns.employee')}</Table.Th>
            <Table.Th>{t('audit.columns.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row" data-action={e.action}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateTime(e.at, i18n.language)}</Table.Td>
              <Table.Td>
                {actor(e)}
                {role(e)}
              </Table.Td>
              <Table.Td>{t(`audit.actions.${e.action}`)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row(e)}</Table.Td>
              <Table.Td>{employee(e)}</Table.Td>
              <Table.Td>
                <AuditChanges entry={e} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
