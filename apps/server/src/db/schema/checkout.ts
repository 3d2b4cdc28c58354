import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { companyLegalTexts } from './legal-texts';

/**
 * One checkout: the contracts it moved to pending, the single-use acceptance link (hashed), and
 * when it was accepted. `contractKey` (the sorted ids) makes the same request twice find it again.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contractKey: text('contract_key').notNull(),
    contractIds: jsonb('contract_ids').$type<number[]>().notNull(),
    /** Products that could not be generated, for the warning (docs/product/benefits-and-simulation.md §8). */
    refused: jsonb('refused').$type<{ id: number; product: string; code: string }[]>().notNull().default([]),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The company's own conditions the contract was signed with, in the buyer's language; null for the generic ones. */
    conditionsTextId: integer('conditions_text_id').references(() => companyLegalTexts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_company_token_key').on(t.companyId, t.tokenHash),
    index('purchases_company_user_key_idx').on(t.companyId, t.userId, t.contractKey),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('purchases_user_idx').on(t.userId),
    index('purchases_conditions_text_idx').on(t.conditionsTextId),
  ],
);

/** Questionnaire answers of a cart item (docs/product/cart-and-contracts.md §3 Product answers), per insured person for health. */
export const productAnswers = pgTable(
  'product_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contractId: integer('contract_id').notNull(),
    productId: integer('product_id').notNull(),
    /** Whose answers: `contract`, or for a health policy the insured's key (`employee`, a family id). */
    subject: text('subject').notNull().default('contract'),
    isCompleted: boolean('is_completed').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    document: jsonb('document').$type<{ name: string; originalFilename: string } | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_answers_company_contract_subject_key').on(t.companyId, t.contractId, t.subject),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('product_answers_user_idx').on(t.userId),
  ],
);
