import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/get-audit';
import { formatAuditValue } from './format-audit-value';

/**
 * The fields an entry changed, one line each, as a person reads them: `Estado: Pendiente de
 * revisión → Contratado`, `Salario fijo: 36.000,00 € → 38.000,00 €` (masked values as stored); a
 * field the entry kept for context with the same value before and after is left out.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const shown = (key: string, value: AuditEntry['before'][string] | undefined) => formatAuditValue(key, value, t, i18n.language);
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter((key) => entry.before[key] !== entry.after[key]);
  if (keys.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      {keys.map((key) => (
        <Text key={key} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t(`audit.fields.${key}`, { defaultValue: key })}:
          </Text>{' '}
          {shown(key, entry.before[key])} → {shown(key, entry.after[key])}
        </Text>
      ))}
    </>
  );
}
