import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { LocalizedText } from '@flexplan/domain/benefits/benefit';
import type { DbOrTx } from '../../db/client';
import { newsMessageCollectives, newsMessages } from '../../db/schema/index';

/** A message with the collectives it is for (none: the whole company), ids in order. */
export const collectiveIdsOf = sql<number[]>`coalesce((
    select jsonb_agg(c.collective_id order by c.collective_id) from ${newsMessageCollectives} c
    where c.company_id = ${newsMessages.companyId} and c.news_message_id = ${newsMessages.id}
  ), '[]'::jsonb)`;

export interface ReaderNewsRow {
  id: number;
  text: LocalizedText;
  publishOn: string | null;
  expiresOn: string | null;
  collectiveIds: number[];
}

/**
 * The company's messages that may be live on `today`: published, and not expired before it. The
 * query only narrows (the index on company and publication day); which of them a reader sees is
 * the domain's rule (liveNewsFor, packages/domain/src/news/live-news.ts).
 */
export function listPublishedNews(db: DbOrTx, companyId: number, today: string): Promise<ReaderNewsRow[]> {
  return db
    .select({
      id: newsMessages.id,
      text: newsMessages.text,
      publishOn: newsMessages.publishOn,
      expiresOn: newsMessages.expiresOn,
      collectiveIds: collectiveIdsOf,
    })
    .from(newsMessages)
    .where(
      and(eq(newsMessages.companyId, companyId), isNotNull(newsMessages.publishOn), or(isNull(newsMessages.expiresOn), gt(newsMessages.expiresOn, today))),
    );
}
