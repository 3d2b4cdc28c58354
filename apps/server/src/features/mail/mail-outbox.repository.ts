import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema/index';

export interface OutgoingMail {
  companyId?: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  links?: string[];
  attachments?: MailAttachment[];
}

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
  const result = await db.execute(sql`
    update ${mailOutbox} set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from ${mailOutbox}
      where status = 'pending' and next_attempt_at <= now()
      order by id limit ${batch} for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(sql`${mailOutbox.id} in ${ids}`);
}

export async function markDelivered(db: Db, id: number, status: 'sent' | 'stored'): Promise<void> {
  await db.update(mailOutbox).set({ status, sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

/** Backs off 2^attempts seconds (capped at an hour); gives up after maxAttempts. */
export async function markFailedAttempt(db: Db, id: number, attempts: number, error: string, maxAttempts: number): Promise<void> {
  const delay = Math.min(3600, 2 ** attempts);
  await db.update(mailOutbox).set({
    attempts,
    lastError: error.slice(0, 500),
    status: attempts >= maxAttempts ? 'failed' : 'pending',
    nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
  }).where(eq(mailOutbox.id, id));
}

export function listRecentMail(db: DbOrTx, limit = 100) {
  return db.select({
    to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html,
    links: mailOutbox.links, status: mailOutbox.status, sentAt: mailOutbox.sentAt, createdAt: mailOutbox.createdAt,
  }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
