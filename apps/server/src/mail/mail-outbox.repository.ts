import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox, type MailAttachment, type MailStatus } from '../db/schema/index';
import type { ScrubbedMail } from './mail-scrub';
import type { OutgoingMail } from './mail-service';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes an e-mail in the caller's transaction; the worker sends it after commit. */
export async function insertMail(db: DbOrTx, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, links: mail.links ?? [], attachments: mail.attachments ?? [] });
}

/**
 * Claims due e-mails with a lease: other processes skip them, and if this one dies before
 * sending, the lease runs out and another sends them (at least once, never in parallel).
 */
export async function claimDueMail(db: Db, batch: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Marks an e-mail delivered; `scrubbed` replaces its body in the same update (mail-scrub.ts). */
export async function markDelivered(db: Db, id: number, status: 'sent' | 'stored', scrubbed?: ScrubbedMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: sql`now()`, lastError: null, ...scrubbed })
    .where(eq(mailOutbox.id, id));
}

/** Backs off 2^attempts seconds (capped at an hour); gives up after maxAttempts, keeping `scrubbed` then. */
export async function markFailedAttempt(db: Db, id: number, attempts: number, error: string, maxAttempts: number, scrubbed: ScrubbedMail): Promise<void> {
  const delay = Math.min(3600, 2 ** attempts);
  const givesUp = attempts >= maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 500),
      status: givesUp ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
      ...(givesUp ? scrubbed : {}),
    })
    .where(eq(mailOutbox.id, id));
}

/** Delivered rows that still hold links or attachment content (left by a version before scrubbing), by id. */
export function listUnscrubbedMail(db: Db, statuses: MailStatus[], afterId: number, limit: number) {
  return db
    .select({ id: mailOutbox.id, text: mailOutbox.text, html: mailOutbox.html, links: mailOutbox.links, attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, statuses),
        gt(mailOutbox.id, afterId),
        sql`(jsonb_array_length(${mailOutbox.links}) > 0 or exists (select 1 from jsonb_array_elements(${mailOutbox.attachments}) a where coalesce(a->>'content', '') <> ''))`,
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit);
}

/** Replaces a delivered row's body, unless it went back to pending meanwhile. */
export async function saveScrubbed(db: Db, id: number, scrubbed: ScrubbedMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set(scrubbed)
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} <> 'pending'`));
}

/** The dev outbox of one company, newest first. */
export function listRecentMail(db: DbOrTx, companyId: number, limit = 100) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      links: mailOutbox.links,
      attachments: mailOutbox.attachments,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.companyId, companyId))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** One attachment of one of a company's e-mails, or undefined. */
export async function findMailAttachment(db: DbOrTx, companyId: number, mailId: number, index: number): Promise<MailAttachment | undefined> {
  const [row] = await db
    .select({ attachments: mailOutbox.attachments })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.id, mailId)));
  return row?.attachments[index];
}
