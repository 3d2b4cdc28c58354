import type { UserLookup, UserLookupQuery } from '@flexplan/domain/users/user-lookup-api';
import type { AdminActor } from '../../http/admin-actor';
import type { ServiceDeps } from '../../service-deps';
import { lookupCompanyUsers } from './user-lookup.repository';

/** GET /api/admin/users/lookup?q=&among=: people of the company acted on, or the authors of its log, whose name or e-mail contains q (20 at most). */
export async function lookupUsers({ db }: Pick<ServiceDeps, 'db'>, actor: AdminActor, query: UserLookupQuery): Promise<UserLookup> {
  return { items: await lookupCompanyUsers(db, actor.companyId, query) };
}
