import { useQuery } from '@tanstack/react-query';
import { userPlanQueryOptions } from '../../../shared/api/user-plan';

export { userPlanQueryOptions, type ContractView, type UserPlan, type UserProduct } from '../../../shared/api/user-plan';

export function useUserPlan() {
  return useQuery(userPlanQueryOptions);
}

/** The product categories in the user's menu: the active ones (docs/product/employee-portal.md §2 Shell). */
export function useUserProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userPlanQueryOptions, enabled, select: (plan) => (plan.products ?? []).filter((product) => product.isActive) });
}
