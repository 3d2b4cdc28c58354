import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listMenuItems } from './menu.repository';

/** GET /api/menu: the main menu tiles; compensation is left out when the company hides it (spec part 1 §2 Shell). */
export async function listMenuOf({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, company: CompanyRow | null) {
  const items = await listMenuItems(db, user.companyId);
  const hidden = company?.hideCompensation ? '/compensation' : null;
  return items.filter((item) => item.link !== hidden).map(({ position, ...item }) => ({ ...item, order: position }));
}
