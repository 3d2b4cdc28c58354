import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CategoryAlias, ContractStatus } from '@flexplan/domain/catalogue-types';
import { collectives, companies } from './companies';
import { familyMembers, users } from './users';
import { benefits } from './catalogue';

/**
 * Contracts: a cart item is a contract with status `cart` (docs/product/cart-and-contracts.md §3, §4). Money in cents.
 * `version` grows on every change, so two tabs editing one contract cannot both win.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id),
    category: text('category').$type<CategoryAlias>().notNull(),
    collectiveId: integer('collective_id')
      .notNull()
      .references(() => collectives.id),
    year: integer('year').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    signed: boolean('signed').notNull().default(false),
    price: integer('price').notNull(),
    finalPrice: integer('final_price').notNull(),
    contributedPrice: integer('contributed_price').notNull(),
    userBag: integer('user_bag').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    additionalInfo: jsonb('additional_info').$type<Record<string, unknown> | null>(),
    disableDocumentation: boolean('disable_documentation').notNull().default(false),
    effectiveDate: date('effective_date', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    /** The checkout that moved it to pending. */
    purchaseId: integer('purchase_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** A pending change of a contracted contract: the old one keeps its conditions until this is accepted. */
    replacesContractId: integer('replaces_contract_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The administrator's list: a company's contracts in a status, oldest change first, a page at a time.
    index('contracts_company_status_updated_idx').on(t.companyId, t.status, t.updatedAt, t.id),
    index('contracts_company_user_idx').on(t.companyId, t.userId, t.year, t.status),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('contracts_benefit_idx').on(t.benefitId),
    index('contracts_collective_idx').on(t.collectiveId),
    index('contracts_user_idx').on(t.userId),
  ],
);

/** One month of one beneficiary of a contract (docs/product/cart-and-contracts.md §3 Contract item); month 1–12. */
export const contractItems = pgTable(
  'contract_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    benefitId: integer('benefit_id')
      .notNull()
      .references(() => benefits.id),
    familyId: integer('family_id').references(() => familyMembers.id),
    month: integer('month').notNull(),
    price: integer('price').notNull(),
    contributedPrice: integer('contributed_price').notNull().default(0),
  },
  (t) => [
    index('contract_items_company_contract_idx').on(t.companyId, t.contractId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('contract_items_benefit_idx').on(t.benefitId),
    index('contract_items_contract_idx').on(t.contractId),
    index('contract_items_family_idx').on(t.familyId),
  ],
);

/**
 * Each user's cart version (migration 0019), moved by triggers on every change a cart price reads:
 * the user's row, their contracts and their family. A cart add prices from one reading and writes
 * only if the version it read has not moved (contracts.service.ts add). A table of its own, narrow
 * and never cached, so that moving it costs one small row, not a rewrite of the user's.
 */
export const cartVersions = pgTable('cart_versions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
