import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectives, companies, type LocalizedText } from './companies';
import { users } from './users';

/**
 * Every uploaded file, with its owner: the storage adapter holds the bytes under a name the server
 * chose; this row says whose it is, so a download of someone else's file answers 404.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_company_folder_name_key').on(t.companyId, t.folder, t.name),
    index('stored_files_company_user_idx').on(t.companyId, t.userId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('stored_files_user_idx').on(t.userId),
  ],
);

/** A document of an employee (docs/product/employee-portal.md §3 Document): their own uploads and the administrator's. */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    /** The user who uploaded it: the employee ("Me") or an administrator ("Admin"). */
    createdBy: integer('created_by').references(() => users.id),
    createdByAdmin: boolean('created_by_admin').notNull().default(false),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    type: text('type').notNull().default('document'),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_company_user_idx').on(t.companyId, t.userId),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('documents_created_by_idx').on(t.createdBy),
    index('documents_file_idx').on(t.fileId),
    index('documents_user_idx').on(t.userId),
  ],
);

/**
 * News for a company, or for some of its collectives (docs/product/employee-portal.md §3 News message,
 * docs/product/back-office.md §8 News): a text per language, shown from `publish_on` (none: a draft)
 * until the day before `expires_on`, Europe/Madrid days (packages/domain/src/news/live-news.ts).
 */
export const newsMessages = pgTable(
  'news_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    publishOn: date('publish_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_messages_company_publish_idx').on(t.companyId, t.publishOn)],
);

/** The collectives a message is for; a message with none is for the whole company. */
export const newsMessageCollectives = pgTable(
  'news_message_collectives',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    newsMessageId: integer('news_message_id')
      .notNull()
      .references(() => newsMessages.id, { onDelete: 'cascade' }),
    collectiveId: integer('collective_id')
      .notNull()
      .references(() => collectives.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.newsMessageId, t.collectiveId] }),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('news_message_collectives_message_idx').on(t.newsMessageId),
    index('news_message_collectives_collective_idx').on(t.collectiveId),
  ],
);
