import { useQuery } from '@tanstack/react-query';
import { userPlanQueryOptions } from '../../../shared/api/user-plan';

export {
  userPlanQueryOptions as homePlanQueryOptions,
  type ContractView as PlanContract,
  type UserPlan as HomePlan,
  type UserProduct as PlanProduct,
} from '../../../shared/api/user-plan';

export function useHomePlan() {
  return useQuery(userPlanQueryOptions);
}

/** The name of every product category the user has, active or not, for lists that name a product by alias. */
export function useProductNames() {
  return useQuery({
    ...userPlanQueryOptions,
    select: (plan) => new Map((plan.products ?? []).map((product) => [product.category.alias as string, product.category.name])),
  });
}
