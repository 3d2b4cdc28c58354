import { contractStatuses } from '../contracts/contract';
import { isLanguage, type Language } from '../i18n/languages';
import { companyBagSchema } from '../profile/profile-api';

/**
 * What kind of value each audited field holds, for the fields whose stored value is not what a
 * person reads: money is stored in cents, the company bag as JSON, a status or a language as a
 * code (docs/decisions/080-audit-values-as-people-read-them.md). Any other field is shown as stored.
 */
export const auditFieldKinds = {
  fixedSalary: 'money',
  variableSalary: 'money',
  flexibleBag: 'money',
  topBag: 'money',
  userBag: 'money',
  companyBag: 'companyBag',
  privateUse: 'percent',
  status: 'contractStatus',
  language: 'language',
  languages: 'languages',
  privacyText: 'localizedText',
  privacyDetail: 'localizedText',
  via: 'passwordLink',
  password: 'passwordChange',
  uploadedAt: 'date',
} as const;
export type AuditFieldKind = (typeof auditFieldKinds)[keyof typeof auditFieldKinds];

/** An audited value as the web shows it: each case formatted with the shared formatters, a `label` translated by its key. */
export type AuditValue =
  | { type: 'empty' }
  | { type: 'boolean'; value: boolean }
  | { type: 'money'; cents: number }
  | { type: 'percent'; percent: number }
  | { type: 'date'; iso: string }
  | { type: 'labels'; keys: string[] }
  | { type: 'localizedText'; texts: { language: Language; text: string }[] }
  | { type: 'text'; text: string };

type Stored = string | number | boolean | null | undefined;

const passwordLinks = ['welcome-link', 'reset-link'] as const;
const passwordChanges = ['old', 'new'] as const;

/** A stored audit value read as what it means, by its field's kind; a value that does not fit its kind is shown as stored. */
export function readAuditValue(field: string, value: Stored): AuditValue {
  if (value === null || value === undefined || value === '') return { type: 'empty' };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  const kind = (auditFieldKinds as Record<string, AuditFieldKind | undefined>)[field];
  return (kind && readByKind(kind, value)) ?? { type: 'text', text: String(value) };
}

function readByKind(kind: AuditFieldKind, value: string | number): AuditValue | null {
  switch (kind) {
    case 'money':
      return Number.isInteger(value) ? { type: 'money', cents: value as number } : null;
    case 'percent':
      return typeof value === 'number' ? { type: 'percent', percent: value } : null;
    case 'companyBag': {
      const bag = companyBagSchema.safeParse(parseJson(value));
      if (!bag.success) return null;
      return bag.data.kind === 'amount' ? { type: 'money', cents: bag.data.cents } : { type: 'percent', percent: bag.data.basisPoints / 100 };
    }
    case 'contractStatus':
      return labelOf(value, contractStatuses, 'audit.values.status');
    case 'passwordLink':
      return labelOf(value, passwordLinks, 'audit.values.via');
    case 'passwordChange':
      return labelOf(value, passwordChanges, 'audit.values.password');
    case 'language':
      return isLanguage(value) ? { type: 'labels', keys: [`common.languages.${value}`] } : null;
    case 'languages': {
      // Stored as a JSON list (the settings form) or as `es,ca` (a new company).
      const parsed = parseJson(value);
      const codes = Array.isArray(parsed)
        ? parsed
        : String(value)
            .split(',')
            .map((code) => code.trim());
      return codes.every(isLanguage) ? { type: 'labels', keys: codes.map((code) => `common.languages.${code}`) } : null;
    }
    case 'localizedText': {
      const parsed = parseJson(value);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      const texts = Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [Language, string] => isLanguage(entry[0]) && typeof entry[1] === 'string',
      );
      return { type: 'localizedText', texts: texts.map(([language, text]) => ({ language, text })) };
    }
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? { type: 'date', iso: value } : null;
  }
}

function labelOf(value: string | number, known: readonly string[], prefix: string): AuditValue | null {
  return typeof value === 'string' && known.includes(value) ? { type: 'labels', keys: [`${prefix}.${value}`] } : null;
}

function parseJson(value: string | number): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
