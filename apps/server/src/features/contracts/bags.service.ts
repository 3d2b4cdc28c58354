import { bagOverview, firstStartMonth } from '@flexplan/domain/catalogue';
import type { BagsAnswer } from '@flexplan/domain/bags/bags-api';
import { NotFoundError } from '../../http/http-errors';
import type { SessionUser } from '../../http/session-user';
import type { ServiceDeps } from '../../service-deps';
import { findUserBagsWithCharges } from './user-bags.repository';

/** The bags as the bag rules read them, for the features that price or total against them (checkout, compensation). */
export { findUserBags } from './user-bags.repository';

/**
 * GET /api/bags: the user's bags for a plan year — total, spent, available and percent spent of
 * each (docs/product/employee-portal.md §9, docs/product/benefits-and-simulation.md §3 Simulation). The default year is the one new items start in.
 */
export async function getBags({ db, clock }: Pick<ServiceDeps, 'db' | 'clock'>, user: SessionUser, cutOffDay: number, year?: number): Promise<BagsAnswer> {
  const today = clock.today();
  const planYear = year ?? firstStartMonth(today, cutOffDay).year;
  const found = await findUserBagsWithCharges(db, user.companyId, user.id);
  if (!found) throw new NotFoundError('user');
  const { bags, charges } = found;
  return { year: planYear, today, bags, overview: bagOverview(bags, charges, { year: planYear }) };
}
