import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { updateContractBodySchema } from '@flexplan/domain/catalogue';
import type { RequestOf } from '@flexplan/domain/api/wire';
import type { ContractView } from './get-user-plan';
import { invalidatePlan } from './invalidate-plan';

/** The item's id and its new body; with `version`, another tab's change answers 409 STALE_VERSION. */
export type CartItemUpdate = RequestOf<typeof updateContractBodySchema> & { id: number };

/** PUT /contracts/{id}: changes a cart item, or asks to modify a contract (its change comes back as a new cart item). */
export function updateCartItem({ id, ...body }: CartItemUpdate): Promise<ContractView> {
  return api.put('/contracts/:id', body, { params: { id }, notifyOnError: false });
}

export function useUpdateCartItem(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => invalidatePlan(queryClient, alias),
  });
}
