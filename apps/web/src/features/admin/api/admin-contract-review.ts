import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@flexplan/domain/api/wire';
import type { adminContractReviewSchema, bulkApproveResultSchema } from '@flexplan/domain/contracts/admin-contract-review-api';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';

/** GET /admin/contracts/{id}: the contract with its items, info, answers and files. */
export type AdminContractReview = ResponseOf<typeof adminContractReviewSchema>;
export type ReviewFile = AdminContractReview['files'][number];
export type BulkApproveResult = ResponseOf<typeof bulkApproveResultSchema>;

const adminKey = [...queryKeys.session, 'admin'] as const;

/** One contract for review, fetched when its panel opens (id null: closed). */
export function useAdminContractReview(id: number | null) {
  return useQuery({
    queryKey: [...adminKey, 'contract', id],
    queryFn: ({ signal }) => api.get('/admin/contracts/:id', { params: { id: id! }, signal, notifyOnError: false }),
    enabled: id !== null,
  });
}

/** A short-lived link to one of the contract's files: an image is shown from it, a PDF saved. */
export function useReviewFileUrl(contractId: number, file: ReviewFile, isEnabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'contract', contractId, 'file', file.container, file.name],
    queryFn: ({ signal }) =>
      api.get('/admin/contracts/:id/files/:container/:file/download-url', {
        params: { id: contractId, container: file.container, file: file.name },
        signal,
        notifyOnError: false,
      }),
    enabled: isEnabled,
    // The link lives five minutes on the server: fetched again before it goes stale.
    staleTime: 60_000,
  });
}

/** The company's collectives, for the list's filter (GET /admin/employees/options). */
export function useAdminCollectives() {
  return useQuery({
    queryKey: [...adminKey, 'options'],
    queryFn: ({ signal }) => api.get('/admin/employees/options', { signal, notifyOnError: false }),
    select: (options) => options.collectives,
    staleTime: 5 * 60_000,
  });
}

/** POST /admin/contracts/bulk-approve: each contract's outcome; every list moves. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post('/admin/contracts/bulk-approve', { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
