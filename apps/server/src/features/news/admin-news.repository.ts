import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { NewsValues } from '@flexplan/domain/news/admin-news-api';
import type { DbOrTx } from '../../db/client';
import { collectives, companies, newsMessageCollectives, newsMessages } from '../../db/schema/index';
import { collectiveIdsOf } from './news.repository';

// Every statement filters by the company: another company's message id finds nothing.

export interface NewsRow {
  id: number;
  text: Record<string, string>;
  collectiveIds: number[];
  publishOn: string | null;
  expiresOn: string | null;
  updatedAt: Date;
}

const columns = {
  id: newsMessages.id,
  text: newsMessages.text,
  collectiveIds: collectiveIdsOf,
  publishOn: newsMessages.publishOn,
  expiresOn: newsMessages.expiresOn,
  updatedAt: newsMessages.updatedAt,
};

/** The company's messages, the latest changed first. */
export function listCompanyNews(db: DbOrTx, companyId: number): Promise<NewsRow[]> {
  return db
    .select(columns)
    .from(newsMessages)
    .where(eq(newsMessages.companyId, companyId))
    .orderBy(desc(newsMessages.updatedAt), desc(newsMessages.id)) as Promise<NewsRow[]>;
}

/** One of the company's messages, locked until the transaction ends; undefined for another company's or an unknown id. */
export async function lockNews(db: DbOrTx, companyId: number, id: number): Promise<NewsRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(newsMessages)
    .where(and(eq(newsMessages.companyId, companyId), eq(newsMessages.id, id)))
    .for('update', { of: newsMessages });
  return row as NewsRow | undefined;
}

export async function insertNews(db: DbOrTx, companyId: number, values: NewsValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(newsMessages)
    .values({ companyId, text: values.text, publishOn: values.publishOn, expiresOn: values.expiresOn, createdAt: now, updatedAt: now })
    .returning({ id: newsMessages.id });
  return row!.id;
}

export async function updateNews(db: DbOrTx, companyId: number, id: number, values: NewsValues, now: Date): Promise<void> {
  await db
    .update(newsMessages)
    .set({ text: values.text, publishOn: values.publishOn, expiresOn: values.expiresOn, updatedAt: now })
    .where(and(eq(newsMessages.companyId, companyId), eq(newsMessages.id, id)));
}

/** The message's collectives, replaced whole (checked to be the company's by the service). */
export async function setNewsCollectives(db: DbOrTx, companyId: number, id: number, collectiveIds: readonly number[]): Promise<void> {
  await db.delete(newsMessageCollectives).where(and(eq(newsMessageCollectives.companyId, companyId), eq(newsMessageCollectives.newsMessageId, id)));
  if (collectiveIds.length > 0)
    await db.insert(newsMessageCollectives).values(collectiveIds.map((collectiveId) => ({ companyId, newsMessageId: id, collectiveId })));
}

/** Its collectives go with it (on delete cascade). */
export async function deleteNews(db: DbOrTx, companyId: number, id: number): Promise<void> {
  await db.delete(newsMessages).where(and(eq(newsMessages.companyId, companyId), eq(newsMessages.id, id)));
}

/** Which of `ids` are the company's collectives. */
export async function findCompanyCollectiveIds(db: DbOrTx, companyId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: collectives.id })
    .from(collectives)
    .where(and(eq(collectives.companyId, companyId), inArray(collectives.id, [...ids])));
  return rows.map((row) => row.id);
}

/** The company's collectives by name: the form's choices. */
export function listCompanyCollectives(db: DbOrTx, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: collectives.id, name: collectives.name })
    .from(collectives)
    .where(eq(collectives.companyId, companyId))
    .orderBy(asc(collectives.name), asc(collectives.id));
}

/** The company's languages: a message's text is required in the first of them, and allowed only in them. */
export async function findCompanyLanguages(db: DbOrTx, companyId: number): Promise<string[] | undefined> {
  const [row] = await db.select({ languages: companies.languages }).from(companies).where(eq(companies.id, companyId));
  return row?.languages;
}
