import type { NewsMessage } from '@flexplan/domain/news/news-api';
import { liveNewsFor } from '@flexplan/domain/news/live-news';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listPublishedNews } from './news.repository';

/**
 * GET /api/messages (docs/product/employee-portal.md §7): the live news of the user's company for
 * everyone or for their collective, newest first (liveNewsFor); the web app picks the language.
 */
export async function listNewsOf({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, user: SessionUser): Promise<NewsMessage[]> {
  const today = clock.today();
  const rows = await listPublishedNews(db, user.companyId, today);
  return liveNewsFor(rows, user.collectiveId, today).map((row) => ({ id: row.id, text: row.text, publishedOn: row.publishOn! }));
}
