import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { queryKeys } from '../../../shared/api/query-keys';
import type { adminContractPageSchema, adminContractSchema } from '@flexplan/domain/contracts/admin-contracts-api';
// Free of zod (contract-list-state.ts): the administrator's page lists the states on first paint.
import { contractListStates } from '@flexplan/domain/contracts/contract-list-state';
import type { ResponseOf } from '@flexplan/domain/api/wire';

export const adminStatuses = contractListStates;
export type AdminStatus = (typeof adminStatuses)[number];

/** One row of GET /admin/contracts; money in cents. */
export type AdminContract = ResponseOf<typeof adminContractSchema>;

const adminKey = [...queryKeys.session, 'admin', 'contracts'] as const;

/** One page of GET /admin/contracts: the rows and how many there are in all. */
export type AdminContractPage = ResponseOf<typeof adminContractPageSchema>;

/** Rows a page: the server's default. */
export const ADMIN_PAGE_SIZE = 50;

/**
 * A page of the company's contracts in one status; 404 for anyone but a company administrator
 * (or a platform operator switched to the company). The page shown stays while the next page of the same status loads (no skeleton
 * between pages); another status starts from its skeleton.
 */
export function useAdminContracts(status: AdminStatus, page: number) {
  return useQuery({
    queryKey: [...adminKey, status, page],
    queryFn: ({ signal }) => api.get('/admin/contracts', { query: { status, page, pageSize: ADMIN_PAGE_SIZE }, signal, notifyOnError: false }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[adminKey.length] === status ? previous : undefined),
  });
}

export type AdminAction = 'approve' | 'cancel';

/** POST /admin/contracts/{id}/approve (pending review → contracted) or /cancel; every list moves. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: AdminAction }) => api.post(`/admin/contracts/:id/${action}`, undefined, { params: { id } }),
    // Every admin list moves, the audit log too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.session, 'admin'] }),
  });
}
