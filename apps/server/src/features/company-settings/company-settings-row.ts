import { colorWarningsOf, type CompanySettings, type CompanySettingsValues } from '@flexplan/domain/company/company-settings-api';
import { isLanguage } from '@flexplan/domain/i18n/languages';
import type { CompanySettingsChange, CompanySettingsRow } from './company-settings.repository';

// The same public path the by-subdomain answer gives (features/company/public-company.ts).
const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

/** The settings as the administrator's form reads them, with the colour warnings of what is stored. */
export function settingsOf(row: CompanySettingsRow): CompanySettings {
  return {
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    isSpecialBrand: row.isSpecialBrand,
    colorBar: row.colorBar,
    colorTitles: row.colorTitles,
    color: row.color,
    languages: row.languages.filter(isLanguage),
    alertDays: row.alertDays,
    cutOffDay: row.cutOffDay,
    companyBag: row.companyBag ?? null,
    hideCompensation: row.hideCompensation,
    hideSocialSecurityInCompensation: row.hideSocialSecurityInCompensation,
    legalLinks: { privacy: row.legalPrivacy, conditions: row.legalConditions, cookies: row.legalCookies },
    cookieConsentMandatory: row.cookieConsentMandatory,
    helpEmail: row.helpEmail,
    privacyText: stringsOf(row.privacyText),
    privacyDetail: stringsOf(row.privacyDetail),
    logo: imageUrl(row.logo),
    background: imageUrl(row.background),
    maintenance: row.maintenance,
    warnings: colorWarningsOf(row),
  };
}

function stringsOf(texts: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The columns a settings form writes. */
export function columnsOf(values: CompanySettingsValues): CompanySettingsChange {
  const { legalLinks, ...rest } = values;
  return { ...rest, legalPrivacy: legalLinks.privacy, legalConditions: legalLinks.conditions, legalCookies: legalLinks.cookies };
}

type AuditValue = string | number | boolean | null;

/** JSON with an object's keys sorted: jsonb hands keys back in its own order, which is no change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/**
 * The columns a change actually altered, before and after, as the audit log takes them (flat
 * values: lists and texts per language as JSON).
 */
export function changedColumns(before: CompanySettingsRow, change: CompanySettingsChange) {
  const flat = (value: unknown): AuditValue =>
    value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : canonicalJson(value);
  const was: Record<string, AuditValue> = {};
  const now: Record<string, AuditValue> = {};
  for (const [key, value] of Object.entries(change)) {
    const old = flat(before[key as keyof CompanySettingsRow]);
    const next = flat(value);
    if (old === next) continue;
    was[key] = old;
    now[key] = next;
  }
  return { before: was, after: now };
}
