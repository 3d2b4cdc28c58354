import { companySettingsInputSchema } from '@flexplan/domain/company/company-settings-api';
import type { CompanySettings, CompanySettingsBody } from '../api/company-settings';

/** The form's values: the settings the PUT takes, from what GET answered (images and maintenance have their own controls). */
export function bodyOf(settings: CompanySettings): CompanySettingsBody {
  return {
    name: settings.name,
    brand: settings.brand,
    isSpecialBrand: settings.isSpecialBrand,
    colorBar: settings.colorBar,
    colorTitles: settings.colorTitles,
    color: settings.color,
    languages: settings.languages,
    alertDays: settings.alertDays,
    cutOffDay: settings.cutOffDay,
    companyBag: settings.companyBag,
    hideCompensation: settings.hideCompensation,
    hideSocialSecurityInCompensation: settings.hideSocialSecurityInCompensation,
    legalLinks: settings.legalLinks,
    cookieConsentMandatory: settings.cookieConsentMandatory,
    helpEmail: settings.helpEmail ?? '',
    privacyText: settings.privacyText,
    privacyDetail: settings.privacyDetail,
  };
}

export type FieldErrors = Partial<Record<keyof CompanySettingsBody, string>>;

/** The domain schema's verdict, a `validation.*` key per top-level field (the server answers the same keys). */
export function validateSettings(body: CompanySettingsBody): FieldErrors {
  const result = companySettingsInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof CompanySettingsBody;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's 400 `fields` ("privacyText.es" included) onto the form's top-level fields. */
export function fieldErrorsOf(fields: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, key] of Object.entries(fields)) {
    const field = path.split('.')[0] as keyof CompanySettingsBody;
    errors[field] ??= key;
  }
  return errors;
}
