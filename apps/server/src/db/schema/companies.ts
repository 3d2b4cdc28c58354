import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '@flexplan/domain';
import type { LocalizedText } from '@flexplan/domain/benefits/benefit';
import type { LegalDocument } from '@flexplan/domain/company/legal-documents';

// The catalogue's texts are the domain's type; the other schema files and the seed read it here.
export type { LocalizedText };

/** Per legal document and language, the id of the company's own text in force. */
export type CurrentLegalTexts = Partial<Record<LegalDocument, Partial<Record<Language, number>>>>;

/** A client company: its subdomain, branding and settings (docs/product/employee-portal.md §3 Company). */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    brand: text('brand').notNull(),
    isSpecialBrand: boolean('is_special_brand').notNull().default(false),
    logo: text('logo'),
    background: text('background'),
    colorBar: text('color_bar').notNull(),
    colorTitles: text('color_titles').notNull(),
    color: text('color').notNull(),
    languages: text('languages').array().notNull(),
    alertDays: integer('alert_days').notNull().default(30),
    cutOffDay: integer('cut_off_day').notNull().default(1),
    // The company bag of every employee who has none of their own (docs/product/employee-portal.md §3 Company): a fixed amount or a percent.
    companyBag: jsonb('company_bag').$type<{ kind: 'amount'; cents: number } | { kind: 'percent'; basisPoints: number } | null>(),
    hideCompensation: boolean('hide_compensation').notNull().default(false),
    hideSocialSecurityInCompensation: boolean('hide_social_security_in_compensation').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    legalPrivacy: boolean('legal_privacy').notNull().default(false),
    legalConditions: boolean('legal_conditions').notNull().default(false),
    legalCookies: boolean('legal_cookies').notNull().default(false),
    cookieConsentMandatory: boolean('cookie_consent_mandatory').notNull().default(false),
    helpEmail: text('help_email'),
    privacyText: jsonb('privacy_text').$type<LocalizedText>().notNull().default({}),
    privacyDetail: jsonb('privacy_detail').$type<LocalizedText>().notNull().default({}),
    // The company's own legal texts in force: per document and language, the id of its row in
    // company_legal_texts; a language left out reads the generic text (docs/product/back-office.md §6 Legal texts).
    legalTexts: jsonb('legal_texts').$type<CurrentLegalTexts>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Raised by a trigger on every update of the row (migration 0014): each server process keeps
    // the row in memory and reads only this number per request (features/company/company-cache.ts).
    revision: integer('revision').notNull().default(0),
  },
  (t) => [uniqueIndex('companies_slug_key').on(t.slug)],
);

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    taxId: text('tax_id'),
    logo: text('logo'),
  },
  (t) => [index('legal_entities_company_idx').on(t.companyId)],
);

export const offices = pgTable(
  'offices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
  },
  (t) => [index('offices_company_idx').on(t.companyId)],
);

export const collectives = pgTable(
  'collectives',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
  },
  (t) => [index('collectives_company_idx').on(t.companyId)],
);

/** The tiles of the main menu page (docs/product/employee-portal.md §2 Main menu page), per company. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    position: integer('position').notNull(),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
  },
  (t) => [index('menu_items_company_idx').on(t.companyId, t.position)],
);

/**
 * How many people each company has, active and deactivated (the platform operator not among
 * them): kept by triggers on users (migration 0015), so the admin list's unfiltered total is a read
 * of one row instead of a count of every employee (69 ms at 100 000 employees).
 */
export const companyPeopleCounts = pgTable('company_people_counts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  active: integer('active').notNull().default(0),
  inactive: integer('inactive').notNull().default(0),
  /** Moves with every change of the company's people that their list shows (migration 0023): the list's ETag reads it. */
  version: integer('version').notNull().default(0),
});
