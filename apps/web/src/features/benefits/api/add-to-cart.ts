import type { contractBodySchema } from '@flexplan/domain/catalogue';
import type { RequestOf } from '@flexplan/domain/api/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { ContractView } from './get-user-plan';
import { invalidatePlan } from './invalidate-plan';

/** The body of POST /contracts and PUT /contracts/{id}: the server prices the items again. */
export type CartItemBody = RequestOf<typeof contractBodySchema>;

/** The caller shows the refusal by its code (`errors.<code>`), so no generic toast here. */
export function addToCart(body: CartItemBody): Promise<ContractView> {
  return api.post('/contracts', body, { notifyOnError: false });
}

export function useAddToCart(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => invalidatePlan(queryClient, alias),
  });
}
