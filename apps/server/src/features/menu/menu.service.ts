import { menuItemHiddenReason } from '@flexplan/domain/company/menu-item-visibility';
import type { CompanyRow } from '../../http/request-company';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { listMenuItems } from './menu.repository';

/**
 * GET /api/menu: the main menu tiles, less those the company's settings hide from employees (the
 * domain's one rule, which the administrator's tile list shows as a reason).
 */
export async function listMenuOf({ db }: Pick<ServiceDeps, 'db'>, user: SessionUser, company: CompanyRow | null) {
  const items = await listMenuItems(db, user.companyId);
  const settings = { hideCompensation: company?.hideCompensation ?? false };
  return items.filter((item) => menuItemHiddenReason(item.link, settings) === null).map(({ position, ...item }) => ({ ...item, order: position }));
}
