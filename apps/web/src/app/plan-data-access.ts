import { canOpenAdminArea, canReadPlanData, sessionStateOf } from '@flexplan/domain';
import type { Company } from '../features/company/api/get-company';
import type { User } from '../features/profile/api/get-profile';

/**
 * Whether this session may read the plan's data (bags, family, news, cart), as the domain's route
 * table says: the shell and the start of a load ask for it only then, so a restricted session is
 * never refused a read with 403 (docs/decisions/040-restricted-session-reads.md).
 */
export function canUserReadPlanData(user: User, company: Pick<Company, 'maintenance' | 'hideCompensation'> | undefined): boolean {
  return canReadPlanData({
    state: sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: company?.maintenance ?? false, ...user }),
    hideCompensation: company?.hideCompensation,
    canOpenAdminArea: canOpenAdminArea(user),
  });
}
