import type { productSwitchResultSchema } from '@flexplan/domain/profile/profile-api';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { User } from './get-profile';

/** The switch as sent, and as POST /profile/products/{productId} answers it. */
export type ProductSwitch = ResponseOf<typeof productSwitchResultSchema>;

/** POST /profile/products/{productId}: the user's own activation (docs/product/employee-portal.md §6). */
export function switchProduct({ productId, isActive }: ProductSwitch): Promise<ProductSwitch> {
  return api.post('/profile/products/:productId', { isActive }, { params: { productId } });
}

function withProduct(user: User | undefined, { productId, isActive }: ProductSwitch): User | undefined {
  if (!user) return user;
  return { ...user, products: user.products.map((p) => (p.id === productId ? { ...p, isActive } : p)) };
}

/**
 * The switch moves at once (the cache changes before the call, so the controlled switch never
 * flicks back) and the menu follows, since it reads the same cached profile; a refusal puts it
 * back. The profile is re-read afterwards either way.
 */
export function useSwitchProduct() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: switchProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
  });
  return (change: ProductSwitch) => {
    const previous = queryClient.getQueryData<User>(queryKeys.profile);
    void queryClient.cancelQueries({ queryKey: queryKeys.profile });
    queryClient.setQueryData<User>(queryKeys.profile, (user) => withProduct(user, change));
    mutation.mutate(change, {
      onError: () => {
        if (previous) queryClient.setQueryData(queryKeys.profile, previous);
      },
    });
  };
}
