import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { type CartItemBody } from './add-to-cart';
import { type ContractView } from './get-user-plan';
import { invalidatePlan } from './invalidate-plan';

export interface CartItemUpdate extends CartItemBody {
  id: number;
  /** Optimistic version: another tab's change answers 409 STALE_VERSION. */
  version?: number;
}

/** PUT /contracts/{id}: changes a cart item, or asks to modify a contract (409 CONTRACT_NOT_EDITABLE for now). */
export function updateCartItem({ id, ...body }: CartItemUpdate): Promise<ContractView> {
  return api.put<ContractView>(`/contracts/${id}`, body, { notifyOnError: false });
}

export function useUpdateCartItem(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => invalidatePlan(queryClient, alias),
  });
}
