import { z } from 'zod';
import { supportedLanguages } from '../i18n/languages';
import { localizedTextSchema } from '../i18n/localized-text-schema';

const languageList = () => z.array(z.enum(supportedLanguages));

/**
 * GET /api/companies/by-subdomain: what anyone may read of the Host's company — branding and
 * flags, nothing secret (docs/product/employee-portal.md §1 Branding). Images are API paths, null when not set.
 */
export const publicCompanySchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    isSpecialBrand: z.boolean(),
    logo: z.string().nullable(),
    background: z.string().nullable(),
    colorBar: z.string(),
    colorTitles: z.string(),
    color: z.string(),
    languages: z.array(z.enum(supportedLanguages)).describe("The languages offered: the company's, or Spanish alone when the language feature is off."),
    isLanguageFeatureOn: z.boolean(),
    alertDays: z.number().int(),
    cutOffDay: z.number().int(),
    hideCompensation: z.boolean(),
    hideSocialSecurityInCompensation: z.boolean(),
    maintenance: z.boolean(),
    legalLinks: z.object({ privacy: z.boolean(), conditions: z.boolean(), cookies: z.boolean() }),
    cookieConsentMandatory: z.boolean(),
    helpEmail: z.string().nullable(),
    privacyText: localizedTextSchema,
    privacyDetail: localizedTextSchema,
    ownLegalTexts: z
      .object({ notice: languageList(), privacy: languageList(), conditions: languageList(), cookies: languageList() })
      .describe(
        'Per legal document, the languages the company has its own text in (docs/product/back-office.md §6 Legal texts); the others read the generic text.',
      ),
  })
  .meta({ id: 'PublicCompany' });
export type PublicCompany = z.output<typeof publicCompanySchema>;
