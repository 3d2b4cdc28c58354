import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/get-audit';

/**
 * The fields an entry changed, one line each: `Estado: pending → contracted` (masked values as
 * stored); a field the entry kept for context with the same value before and after is left out.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const shown = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? '—'
      : typeof value === 'boolean'
        ? t(value ? 'admin.signed.yes' : 'admin.signed.no')
        : String(value);
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter((key) => entry.before[key] !== entry.after[key]);
  if (keys.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      {keys.map((key) => (
        <Text key={key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t(`audit.fields.${key}`, { defaultValue: key })}:
          </Text>{' '}
          {shown(entry.before[key])} → {shown(entry.after[key])}
        </Text>
      ))}
    </>
  );
}
