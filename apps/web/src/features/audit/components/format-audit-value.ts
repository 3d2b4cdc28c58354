import type { TFunction } from 'i18next';
import { readAuditValue } from '@flexplan/domain/audit/audit-field-values';
import { formatMoney } from '@flexplan/domain/money/format-money';
import { formatDate } from '../../../shared/i18n/format-date';

/**
 * One audited value as a person reads it in their language: the domain says what the field holds
 * (audit-field-values.ts), the shared formatters and the locales say how it reads.
 */
export function formatAuditValue(field: string, stored: string | number | boolean | null | undefined, t: TFunction, language: string): string {
  const value = readAuditValue(field, stored);
  switch (value.type) {
    case 'empty':
      return '—';
    case 'boolean':
      return t(value.value ? 'audit.values.yes' : 'audit.values.no');
    case 'money':
      return formatMoney(value.cents, language);
    case 'percent':
      return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value.percent / 100);
    case 'date':
      return formatDate(value.iso, language);
    case 'labels':
      return value.keys.map((key) => t(key)).join(', ');
    case 'localizedText':
      return value.texts.map(({ language: of, text }) => `${t(`common.languages.${of}`)}: ${text}`).join(' · ');
    case 'text':
      return value.text;
  }
}
