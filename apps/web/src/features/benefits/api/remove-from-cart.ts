import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { invalidatePlan } from './invalidate-plan';

/** DELETE /contracts/{id}: 204; 404 for an unknown item. */
export function removeFromCart(id: number): Promise<void> {
  return api.delete('/contracts/:id', { params: { id }, notifyOnError: false });
}

export function useRemoveFromCart(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSettled: () => invalidatePlan(queryClient, alias),
  });
}
