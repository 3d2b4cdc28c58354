import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** Login sessions: the opaque token is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // A platform operator's session: the company it switched to; null for everyone else.
    actingCompanyId: integer('acting_company_id').references(() => companies.id),
  },
  (t) => [
    uniqueIndex('sessions_company_token_key').on(t.companyId, t.tokenHash),
    index('sessions_company_user_idx').on(t.companyId, t.userId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('sessions_user_idx').on(t.userId),
    index('sessions_acting_company_idx').on(t.actingCompanyId),
    // The hourly purge of ended sessions (plugins/housekeeping.ts).
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** Why a set-password link was sent: the person asked (forgot password) or was welcomed by an administrator. */
export type PasswordLinkPurpose = 'reset' | 'welcome';

/**
 * Single-use links that set a password, stored hashed: a reset the person asked for, or the
 * welcome an administrator sent, valid a week. Only the newest link of a person works.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').$type<PasswordLinkPurpose>().notNull().default('reset'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    check('password_resets_purpose_check', sql`${t.purpose} in ('reset', 'welcome')`),
    uniqueIndex('password_resets_company_token_key').on(t.companyId, t.tokenHash),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('password_resets_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters for throttling (login, forgot password), shared by every process. */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Key material shared by every server process (the login RSA key pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
