import { isLanguage, offeredLanguages } from '@flexplan/domain';
import { legalDocuments, type OwnLegalTexts } from '@flexplan/domain/company/legal-documents';
import type { PublicCompany } from '@flexplan/domain/company/company-api';
import type { CompanyRow } from '../../http/request-company';

/** Per document, the languages the company has its own legal text in (companies.legal_texts). */
const ownLegalTexts = (company: CompanyRow): OwnLegalTexts =>
  Object.fromEntries(legalDocuments.map((document) => [document, Object.keys(company.legalTexts[document] ?? {}).filter(isLanguage)])) as OwnLegalTexts;

const imageUrl = (name: string | null) => (name ? `/api/storage/images/${encodeURIComponent(name)}` : null);

/** What anyone may read of a company: branding and flags, nothing secret (docs/api.md). */
export function toPublicCompany(company: CompanyRow, isLanguageFeatureOn: boolean): PublicCompany {
  return {
    slug: company.slug,
    name: company.name,
    brand: company.brand,
    isSpecialBrand: company.isSpecialBrand,
    logo: imageUrl(company.logo),
    background: imageUrl(company.background),
    colorBar: company.colorBar,
    colorTitles: company.colorTitles,
    color: company.color,
    languages: offeredLanguages(company.languages, isLanguageFeatureOn),
    isLanguageFeatureOn,
    alertDays: company.alertDays,
    cutOffDay: company.cutOffDay,
    hideCompensation: company.hideCompensation,
    hideSocialSecurityInCompensation: company.hideSocialSecurityInCompensation,
    maintenance: company.maintenance,
    legalLinks: { privacy: company.legalPrivacy, conditions: company.legalConditions, cookies: company.legalCookies },
    cookieConsentMandatory: company.cookieConsentMandatory,
    helpEmail: company.helpEmail,
    privacyText: company.privacyText,
    privacyDetail: company.privacyDetail,
    ownLegalTexts: ownLegalTexts(company),
  };
}
