import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectives, companies, legalEntities, offices } from './companies';
import { encryptedText } from './encrypted-text';
import { peopleSearchTextOf } from './people-search';
import type { IdType } from '@flexplan/domain/profile/spanish-id';
import type { ContractType, Gender, MaritalStatus } from '@flexplan/domain/profile/profile-schemas';
import type { UserRole } from '@flexplan/domain/profile/profile-api';

export type { UserRole };

/** An employee (or a company administrator) of one company (docs/product/employee-portal.md §3 User). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    collectiveId: integer('collective_id').references(() => collectives.id),
    officeId: integer('office_id').references(() => offices.id),
    legalEntityId: integer('legal_entity_id').references(() => legalEntities.id),
    role: text('role').$type<UserRole>().notNull().default('employee'),
    email: text('email'),
    // Encrypted at rest; found and kept unique through its blind index (db/crypto/blind-index.ts), which
    // every write sets with it (personalIdColumns).
    personalId: encryptedText('users', 'personal_id'),
    personalIdBlindIndex: text('personal_id_blind_index'),
    passwordHash: text('password_hash').notNull(),
    isPasswordDeprecated: boolean('is_password_deprecated').notNull().default(false),
    cookiesAccepted: text('cookies_accepted'),
    firstName: text('first_name').notNull(),
    lastName1: text('last_name1').notNull(),
    lastName2: text('last_name2'),
    mobilePhonePrefix: text('mobile_phone_prefix'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: integer('gender').$type<Gender>(),
    picture: text('picture'),
    language: text('language'),
    // Salary and bags, in cents (docs/product/employee-portal.md §3 User). companyBag is a fixed amount or a percent.
    fixedSalary: integer('fixed_salary'),
    variableSalary: integer('variable_salary'),
    paymentCount: integer('payment_count').notNull().default(12),
    flexibleBag: integer('flexible_bag'),
    topBag: integer('top_bag'),
    companyBag: jsonb('company_bag').$type<{ kind: 'amount'; cents: number } | { kind: 'percent'; basisPoints: number } | null>(),
    userBag: integer('user_bag'),
    userBagProrate: boolean('user_bag_prorate').notNull().default(false),
    userBagRestricted: boolean('user_bag_restricted').notNull().default(false),
    privateUse: integer('private_use').notNull().default(0),
    // Legal and personal data of the employee tab (docs/product/employee-portal.md §3 User, §5 Employee form).
    nationality: text('nationality'),
    birthCountry: text('birth_country'),
    residenceCountry: text('residence_country'),
    typeOfStreet: text('type_of_street'),
    address1: text('address1'),
    address2: text('address2'),
    houseNumber: text('house_number'),
    city: text('city'),
    postalCode: text('postal_code'),
    province: text('province'),
    country: text('country'),
    ban: encryptedText('users', 'ban'),
    securityNumber: encryptedText('users', 'security_number'),
    employeeNumber: text('employee_number'),
    costCenter: text('cost_center'),
    disabilityType: boolean('disability_type').notNull().default(false),
    disability: integer('disability').notNull().default(0),
    maritalStatus: text('marital_status').$type<MaritalStatus>(),
    investmentBasket: text('investment_basket'),
    investmentProfile: text('investment_profile'),
    contributionDate: date('contribution_date', { mode: 'string' }),
    publicResponsibility: boolean('public_responsibility').notNull().default(false),
    // What the tax calculator needs beyond docs/product/employee-portal.md (docs/decisions/257-calculator-defaults-never-overstate-the-saving.md); null: the calculator's default.
    spouseEarnsOver1500: boolean('spouse_earns_over_1500'),
    contractType: text('contract_type').$type<ContractType>(),
    childrenLiveWithEmployee: boolean('children_live_with_employee'),
    // When the person finished or skipped the first-login tour of home; null: not yet.
    onboardingTourDoneAt: timestamp('onboarding_tour_done_at', { withTimezone: true }),
    // When an administrator deactivated the account: no login, no session; null: active.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('users_company_personal_id_key').on(t.companyId, t.personalIdBlindIndex),
    check('users_personal_id_blind_index_check', sql`(${t.personalId} is null) = (${t.personalIdBlindIndex} is null)`),
    index('users_company_collective_idx').on(t.companyId, t.collectiveId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('users_collective_idx').on(t.collectiveId),
    index('users_legal_entity_idx').on(t.legalEntityId),
    index('users_office_idx').on(t.officeId),
    // The administrator's employee list at 100 000 people: each sort walks an index in
    // order, and each searched word is a trigram lookup in the folded text of names, e-mail and
    // employee number (migration 0022). A trigram index cannot lead with company_id without
    // btree_gin; the company is checked on the rows it finds.
    index('users_company_name_idx').on(t.companyId, t.firstName, t.lastName1, t.id),
    index('users_company_employee_number_idx').on(t.companyId, t.employeeNumber, t.id),
    index('users_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('users_people_search_idx')
      .using('gin', sql`${peopleSearchTextOf(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Family members (docs/product/employee-portal.md §3 Family member); the user is entry 0 and is not stored here. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    relationship: text('relationship').$type<'spouse' | 'child' | 'domestic_partner'>().notNull(),
    firstName: text('first_name').notNull(),
    lastName1: text('last_name1').notNull(),
    lastName2: text('last_name2'),
    personalId: encryptedText('family_members', 'personal_id'),
    idType: text('id_type').$type<IdType>().notNull().default('DNI'),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    disabilityType: boolean('disability_type').notNull().default(false),
    disability: integer('disability').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('family_members_company_user_idx').on(t.companyId, t.userId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('family_members_user_idx').on(t.userId),
  ],
);
