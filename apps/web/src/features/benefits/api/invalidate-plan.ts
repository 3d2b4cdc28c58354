import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys';

/** After any cart change the figures move at once: the profile (cart, contracts), the bags, the category. */
export function invalidatePlan(queryClient: QueryClient, alias: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.bags }),
    queryClient.invalidateQueries({ queryKey: queryKeys.categoryBenefits(alias) }),
  ]);
}
