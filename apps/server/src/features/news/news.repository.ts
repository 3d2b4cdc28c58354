import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newsMessages } from '../../db/schema/index';

/** The company's news and those of the user's collective, newest first (docs/product/employee-portal.md §3 News). */
export function listNews(db: DbOrTx, companyId: number, collectiveId: number | null) {
  const audience =
    collectiveId === null ? isNull(newsMessages.collectiveId) : or(isNull(newsMessages.collectiveId), eq(newsMessages.collectiveId, collectiveId));
  return db
    .select({ id: newsMessages.id, text: newsMessages.text, publishedAt: newsMessages.publishedAt })
    .from(newsMessages)
    .where(and(eq(newsMessages.companyId, companyId), audience))
    .orderBy(desc(newsMessages.publishedAt), desc(newsMessages.id));
}
