import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  AgeGroupPrice,
  Beneficiaries,
  CategoryAlias,
  ContractMethod,
  Contribution,
  ProductLine,
  ProductQuestion,
  QuestionnaireType,
  RentingVehicle,
} from '@flexplan/domain/catalogue-types';
import { collectives, companies, type LocalizedText } from './companies';
import { users } from './users';

export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    logo: text('logo'),
    website: text('website'),
  },
  (t) => [index('providers_company_idx').on(t.companyId)],
);

/** One category of one company, Exent or Top (docs/product/benefits-and-simulation.md §3 Benefit.product). */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    alias: text('alias').$type<CategoryAlias>().notNull(),
    line: text('line').$type<ProductLine>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    isDocumentRequired: boolean('is_document_required').notNull().default(false),
    isQuestionsRequired: boolean('is_questions_required').notNull().default(false),
    questions: jsonb('questions').$type<ProductQuestion[]>().notNull().default([]),
    documentName: text('document_name'),
  },
  (t) => [uniqueIndex('products_company_alias_key').on(t.companyId, t.alias)],
);

/** A benefit (modality) of one collective, with every field of docs/product/benefits-and-simulation.md §3 Benefit. */
export const benefits = pgTable(
  'benefits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    collectiveId: integer('collective_id')
      .notNull()
      .references(() => collectives.id),
    parentId: integer('parent_id'),
    isSupplementary: boolean('is_supplementary').notNull().default(false),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    longDescription: jsonb('long_description').$type<LocalizedText>().notNull().default({}),
    providerId: integer('provider_id').references(() => providers.id),
    isTaxAdvantage: boolean('is_tax_advantage').notNull().default(false),
    usesUserBag: boolean('uses_user_bag').notNull().default(false),
    minAmount: integer('min_amount').notNull().default(0),
    defaultPrice: integer('default_price').notNull().default(0),
    workingPrice: integer('working_price'),
    workingDays: integer('working_days'),
    priceForFamily: boolean('price_for_family').notNull().default(false),
    ageGroups: jsonb('age_groups').$type<AgeGroupPrice[]>().notNull().default([]),
    ageGroupsForFamily: jsonb('age_groups_for_family').$type<AgeGroupPrice[]>().notNull().default([]),
    contribution: jsonb('contribution').$type<Contribution | null>(),
    contributionTarget: text('contribution_target').$type<Beneficiaries>().notNull().default('both'),
    whoAffect: text('who_affect').$type<Beneficiaries>().notNull().default('both'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    cutOffDay: integer('cut_off_day'),
    monthsAvailability: jsonb('months_availability').$type<boolean[]>().notNull(),
    faceValues: jsonb('face_values').$type<number[]>().notNull().default([]),
    contractMethod: text('contract_method').$type<ContractMethod>().notNull().default('monthly'),
    questionnaireEnabled: boolean('questionnaire_enabled').notNull().default(false),
    questionnaireType: text('questionnaire_type').$type<QuestionnaireType>(),
    ticketPrice: integer('ticket_price'),
    vehicle: jsonb('vehicle').$type<RentingVehicle | null>(),
    healthType: text('health_type'),
    savingsType: text('savings_type'),
    rateTable: text('rate_table'),
  },
  (t) => [
    index('benefits_company_collective_idx').on(t.companyId, t.collectiveId, t.productId),
    index('benefits_company_parent_idx').on(t.companyId, t.parentId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('benefits_collective_idx').on(t.collectiveId),
    index('benefits_product_idx').on(t.productId),
    index('benefits_provider_idx').on(t.providerId),
  ],
);

/** Life and life-axa rates per 1000 of capital by age band; null rate: no cover at that age. */
export const rateTableRows = pgTable(
  'rate_table_rows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tableKey: text('table_key').notNull(),
    coverage: text('coverage').notNull(),
    ageFrom: integer('age_from').notNull(),
    ageTo: integer('age_to').notNull(),
    rate: integer('rate'),
  },
  (t) => [index('rate_table_rows_company_key_idx').on(t.companyId, t.tableKey)],
);

/** The products a company enabled for an employee, with the employee's own switch (docs/product/employee-portal.md §6). */
export const userProducts = pgTable(
  'user_products',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('user_products_key').on(t.companyId, t.userId, t.productId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('user_products_product_idx').on(t.productId),
    index('user_products_user_idx').on(t.userId),
  ],
);
