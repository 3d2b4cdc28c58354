import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listNews } from './news.repository';

/** GET /api/messages (docs/product/employee-portal.md §7): the news the user's company and collective publish, newest first. */
export function listNewsOf({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser) {
  return listNews(db, user.companyId, user.collectiveId);
}
