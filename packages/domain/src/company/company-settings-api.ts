import { z } from 'zod';
import { companyBagInputSchema } from '../bags/company-bag-input';
import { supportedLanguages } from '../i18n/languages';
import { companyBagSchema } from '../profile/profile-api';
import { validationMessages as v } from '../validation/messages';
import { AA_CONTRAST_RATIO, contrastRatio, isHexColor } from './color-contrast';

/** How many days ahead an expiring benefit raises its alert (docs/product/employee-portal.md §4 Expiring alert): up to a year. */
export const MAX_ALERT_DAYS = 365;
/**
 * The day of the month after which a benefit starts the month after next (docs/product/benefits-and-simulation.md). At most
 * 28, a day every month has, so the cut-off is the same day all year (docs/decisions/022).
 */
export const MIN_CUT_OFF_DAY = 1;
export const MAX_CUT_OFF_DAY = 28;
/** A privacy text is a page of prose, not a document store. */
export const MAX_PRIVACY_TEXT_LENGTH = 20_000;

const text = (max: number) => z.string({ message: v.required }).trim().min(1, { message: v.required }).max(max, { message: v.tooLong });
const flag = () => z.boolean({ message: v.invalid });
const hexColor = () =>
  z
    .string({ message: v.required })
    .trim()
    .refine(isHexColor, { message: v.invalid })
    .transform((hex) => hex.toLowerCase());
const dayCount = (min: number, max: number) =>
  z.number({ message: v.integer }).int({ message: v.integer }).min(min, { message: v.min }).max(max, { message: v.max });
const privacyText = () => z.string().max(MAX_PRIVACY_TEXT_LENGTH, { message: v.tooLong });
// An empty text is "no text in that language": dropped, so the web app falls back as for a missing one.
const privacyTexts = () =>
  z
    .object({ es: privacyText().optional(), ca: privacyText().optional(), en: privacyText().optional(), pt: privacyText().optional() })
    .strict()
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, value]) => value && value.trim() !== '')));

/**
 * `PUT /api/admin/company/settings`: everything a company administrator sets about the company at
 * once (docs/product/employee-portal.md §3 Company). Maintenance has its own route with a
 * confirmation (it closes the portal to the administrator too), images their own uploads.
 */
export const companySettingsInputSchema = z
  .object({
    name: text(120),
    brand: text(60),
    isSpecialBrand: flag().describe(
      'The special brand variant (docs/product/employee-portal.md §5 Employee form): more required fields, no office, legal entity or collective shown.',
    ),
    colorBar: hexColor().describe('The shell’s header bar, #rrggbb. White text on it should reach 4.5:1 (see `warnings`).'),
    colorTitles: hexColor().describe('Page titles, #rrggbb.'),
    color: hexColor().describe('Buttons and links, #rrggbb.'),
    languages: z
      .array(z.enum(supportedLanguages, { message: v.invalid }), { message: v.required })
      .min(1, { message: v.required })
      .refine((list) => new Set(list).size === list.length, { message: v.duplicate }),
    alertDays: dayCount(0, MAX_ALERT_DAYS),
    cutOffDay: dayCount(MIN_CUT_OFF_DAY, MAX_CUT_OFF_DAY),
    companyBag: companyBagInputSchema
      .nullable()
      .describe(
        'The company bag of every employee without one of their own: a fixed amount in cents, or a percent of the fixed salary in basis points; null for none.',
      ),
    hideCompensation: flag(),
    hideSocialSecurityInCompensation: flag(),
    legalLinks: z.object({ privacy: flag(), conditions: flag(), cookies: flag() }).strict(),
    cookieConsentMandatory: flag(),
    helpEmail: z
      .string()
      .trim()
      .max(254, { message: v.tooLong })
      .refine((value) => value === '' || z.email().safeParse(value).success, { message: v.email })
      .nullable()
      .transform((value) => (value ? value : null)),
    privacyText: privacyTexts(),
    privacyDetail: privacyTexts(),
  })
  .strict()
  .meta({ id: 'CompanySettingsBody' });
export type CompanySettingsInput = z.input<typeof companySettingsInputSchema>;
export type CompanySettingsValues = z.output<typeof companySettingsInputSchema>;

/** What a colour choice risks: the shell then darkens the colour or turns its text black, so the brand shows other than chosen. */
export const colorWarnings = ['colorBarLowContrast', 'colorTitlesLowContrast'] as const;
export type ColorWarning = (typeof colorWarnings)[number];

/**
 * Warns, without refusing, when white text on the bar or the titles on white fall below WCAG AA
 * (docs/decisions/336-brand-colours-below-aa-a-warning-not-a-refusal.md).
 */
export function colorWarningsOf(colors: { colorBar: string; colorTitles: string }): ColorWarning[] {
  const warnings: ColorWarning[] = [];
  if ((contrastRatio('#ffffff', colors.colorBar) ?? 0) < AA_CONTRAST_RATIO) warnings.push('colorBarLowContrast');
  if ((contrastRatio(colors.colorTitles, '#ffffff') ?? 0) < AA_CONTRAST_RATIO) warnings.push('colorTitlesLowContrast');
  return warnings;
}

/** `GET` and `PUT /api/admin/company/settings`: the settings as stored, the images and maintenance as they are, and the colour warnings. */
export const companySettingsSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    isSpecialBrand: z.boolean(),
    colorBar: z.string(),
    colorTitles: z.string(),
    color: z.string(),
    languages: z.array(z.enum(supportedLanguages)),
    alertDays: z.number().int(),
    cutOffDay: z.number().int(),
    companyBag: companyBagSchema.nullable(),
    hideCompensation: z.boolean(),
    hideSocialSecurityInCompensation: z.boolean(),
    legalLinks: z.object({ privacy: z.boolean(), conditions: z.boolean(), cookies: z.boolean() }),
    cookieConsentMandatory: z.boolean(),
    helpEmail: z.string().nullable(),
    privacyText: z.record(z.string(), z.string()),
    privacyDetail: z.record(z.string(), z.string()),
    logo: z.string().nullable().describe('The logo’s public path, null when none.'),
    background: z.string().nullable().describe('The login background’s public path, null when none.'),
    maintenance: z.boolean(),
    warnings: z.array(z.enum(colorWarnings)),
  })
  .meta({ id: 'CompanySettings' });
export type CompanySettings = z.output<typeof companySettingsSchema>;

/**
 * `PUT /api/admin/company/maintenance`. Turning it on closes the portal to everyone, the
 * administrator too (plugins/auth.ts), so it asks for the company's subdomain typed again, as a
 * repository deletion does; turning it off needs nothing.
 */
export const companyMaintenanceInputSchema = z
  .object({
    maintenance: flag(),
    confirmSlug: z.string().max(100, { message: v.tooLong }).optional().describe('The company’s subdomain, required to turn maintenance on.'),
  })
  .strict()
  .meta({ id: 'CompanyMaintenanceBody' });
export type CompanyMaintenanceInput = z.output<typeof companyMaintenanceInputSchema>;

/** Whether a maintenance request is confirmed for this company: only turning it on needs the subdomain. */
export function isMaintenanceConfirmed(input: CompanyMaintenanceInput, slug: string): boolean {
  return !input.maintenance || input.confirmSlug?.trim().toLowerCase() === slug;
}

/** `POST /api/admin/company/logo` and `/background`: where the new image is served. */
export const companyImageSchema = z.object({ url: z.string() }).meta({ id: 'CompanyImage' });
