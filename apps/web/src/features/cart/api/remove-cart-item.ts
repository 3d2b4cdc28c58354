import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** DELETE /contracts/{id}: takes an item out of the cart (docs/product/cart-and-contracts.md §7). */
export function removeCartItem(id: number): Promise<void> {
  return api.delete('/contracts/:id', { params: { id } });
}

/** The cart, the bags and any product page's figures move at once. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.profile }), queryClient.invalidateQueries({ queryKey: queryKeys.bags })]),
  });
}
