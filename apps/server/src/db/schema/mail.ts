import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

export type MailStatus = 'pending' | 'sent' | 'stored' | 'failed';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64; emptied once the e-mail is sent (its size stays), see mail-scrub.ts. */
  content: string;
  /** Bytes, kept when the content is emptied. */
  size?: number;
}

/**
 * Every e-mail goes through this outbox: written in the transaction that causes it, sent by the
 * mail worker with retries. Without SMTP the rows stay here as the dev outbox (`stored`). Once
 * sent (or given up) a row keeps who, what and when, but no token and no attachment: mail-scrub.ts.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id').references(() => companies.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    // Foreign keys: each indexed on its own (db/foreign-key-indexes.test.ts).
    index('mail_outbox_company_idx').on(t.companyId),
  ],
);
