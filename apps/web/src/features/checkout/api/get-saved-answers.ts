import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import { type UploadedFile } from '../../../shared/api/upload-file';

/** GET /answers?contractId= (docs/api.md): a cart item's questionnaire as saved; empty when nothing is. */
export interface SavedAnswers {
  contractId: number;
  productId: number;
  isCompleted: boolean;
  /** Keyed by question title with dots replaced by underscores (spec part 2 §3 Product answers). */
  answers: Record<string, string>;
  document: UploadedFile | null;
}

/** Under the session's key, so the answers go when the session ends. */
export const savedAnswersQueryKey = (contractId: number) => [...queryKeys.session, 'answers', contractId] as const;

export const savedAnswersQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: savedAnswersQueryKey(contractId),
    queryFn: ({ signal }) => api.get<SavedAnswers>(`/answers?contractId=${contractId}`, { signal, notifyOnError: false }),
  });

export function useSavedAnswers(contractId: number) {
  return useQuery(savedAnswersQueryOptions(contractId));
}
