import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import type { ContractView } from './get-user-plan';
import { invalidatePlan } from './invalidate-plan';
import { updateCartItem, type CartItemUpdate } from './update-cart-item';

/**
 * Modifying a contracted contract (docs/product/cart-and-contracts.md §4: "updating an existing contract keeps the old
 * conditions until e-mail confirmation"). The server answers the change as a cart item that
 * replaces the contract once accepted; it is signed at once (POST /contracts/purchase), so the
 * e-mail with the new conditions goes out and the old ones stay in force until it is accepted.
 * A cancelled contract's edit stays in the cart (the spec's "back in cart status").
 */
export async function changeContract(update: CartItemUpdate): Promise<ContractView> {
  // PUT on a contracted contract answers its change (docs/api.md).
  const answer = await updateCartItem(update);
  if (answer.status === 'cart' && answer.replacesContractId) {
    await api.post('/contracts/purchase', { ids: [answer.id] }, { notifyOnError: false });
  }
  return answer;
}

/**
 * A contracted contract at price zero is cancelled (docs/product/cart-and-contracts.md §4): its months at 0 and no
 * details, which the server reads as the cancellation.
 */
export function cancelContract(contract: ContractView): Promise<ContractView> {
  return updateCartItem({
    id: contract.id,
    version: contract.version,
    year: contract.year,
    benefitId: contract.benefitId,
    items: contract.items.map(({ benefitId, familyId, month }) => ({ benefitId, familyId, month, price: 0 })),
    details: {},
  });
}

export function useChangeContract(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeContract, onSettled: () => invalidatePlan(queryClient, alias) });
}

export function useCancelContract(alias: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelContract, onSettled: () => invalidatePlan(queryClient, alias) });
}
