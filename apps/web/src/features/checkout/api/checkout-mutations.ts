import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { CheckoutItem } from './get-checkout-cart';
import { savedAnswersQueryKey, type SavedAnswers } from './get-saved-answers';
import type { answersBodySchema } from '@flexplan/domain/contracts/answers-api';
import type { purchaseResultSchema } from '@flexplan/domain/contracts/checkout-api';
import type { RequestOf, ResponseOf } from '@flexplan/domain/api/wire';

/** After a cart change the cart (the profile), the bags and the category figures move at once. */
function refreshCart(queryClient: QueryClient, alias?: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
    queryClient.invalidateQueries({ queryKey: queryKeys.bags }),
    alias ? queryClient.invalidateQueries({ queryKey: queryKeys.categoryBenefits(alias) }) : undefined,
  ]);
}

/**
 * PUT /contracts/{id} with the item as it is and new additional info (docs/api.md): kindergarten
 * centres by child, formation centre and invoices. The version makes another tab's change a 409.
 */
export function saveAdditionalInfo(item: CheckoutItem, additionalInfo: Record<string, unknown>): Promise<CheckoutItem> {
  const body = {
    year: item.year,
    benefitId: item.benefitId,
    items: item.items.map(({ benefitId, familyId, month, price }) => ({ benefitId, familyId, month, price })),
    details: item.details,
    additionalInfo,
    version: item.version,
  };
  return api.put('/contracts/:id', body, { params: { id: item.id }, notifyOnError: false });
}

export function useSaveAdditionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, additionalInfo }: { item: CheckoutItem; additionalInfo: Record<string, unknown> }) => saveAdditionalInfo(item, additionalInfo),
    onSettled: (_data, _error, { item }) => refreshCart(queryClient, item.product),
  });
}

/** The body of POST /answers/add but `isCompleted`, always sent true; `familyId` only for a health policy's insured person. */
export type AnswersInput = Omit<RequestOf<typeof answersBodySchema>, 'isCompleted' | 'userId'>;

/** POST /answers/add: a complete questionnaire marks the item's info completed for its insured person, or for every beneficiary. */
export function saveAnswers(input: AnswersInput): Promise<SavedAnswers> {
  return api.post('/answers/add', { ...input, isCompleted: true }, { notifyOnError: false });
}

export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    // The server answers what it saved: the edit modal reopens with it, without a stale read first.
    onSuccess: (saved, { contractId, familyId }) => queryClient.setQueryData(savedAnswersQueryKey(contractId, familyId), saved),
    onSettled: () => refreshCart(queryClient),
  });
}

/** DELETE /contracts/{id}: takes an item out of the cart. */
export function useRemoveCheckoutItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: CheckoutItem) => api.delete('/contracts/:id', { params: { id: item.id } }),
    onSettled: (_data, _error, item) => refreshCart(queryClient, item.product),
  });
}

/** POST /contracts/purchase: the signed ids; items that failed the server's re-check stay in the cart (docs/decisions/253-purchase-is-idempotent-by-its-set-of-items.md). */
export type PurchaseResult = ResponseOf<typeof purchaseResultSchema>;

/** POST /contracts/purchase: idempotent by its set of ids, so a retry never sends a second e-mail. */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post('/contracts/purchase', { ids }),
    // Contracts, bags, home figures: everything the session shows has moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
