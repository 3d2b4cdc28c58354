import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Language } from '@flexplan/domain';
import type { LegalDocument } from '@flexplan/domain/company/legal-documents';
import { companies } from './companies';

/**
 * Every version of a company's own legal texts (docs/product/back-office.md §6 Legal texts): a text the
 * administrator wrote, or a PDF they uploaded (its name in the storage's `documents` folder). Rows are
 * only ever added: the company's row points at the current one of each document and language
 * (`companies.legal_texts`), and a purchase at the conditions it was signed with.
 */
export const companyLegalTexts = pgTable(
  'company_legal_texts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    document: text('document').$type<LegalDocument>().notNull(),
    language: text('language').$type<Language>().notNull(),
    source: text('source').$type<'text' | 'pdf'>().notNull(),
    body: text('body'),
    fileName: text('file_name'),
    originalFileName: text('original_file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_legal_texts_company_idx').on(t.companyId, t.document, t.language, t.id)],
);
